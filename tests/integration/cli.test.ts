import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabaseUrl } from "../setup/server";

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "msa-cli-"));
let databaseUrl: string | undefined;
beforeAll(async () => {
  // PGlite in a temporary DATA_DIR, or a fresh database in the PostgreSQL pass.
  databaseUrl = await freshDatabaseUrl();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function user(...args: string[]) {
  return run(process.execPath, ["--import", "tsx", "scripts/user-cli.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
}

describe("npm run user", () => {
  it("adds a user, changes the role, resets the password and lists them", async () => {
    const added = await user("add", "Sara@Example.org", "education");
    expect(added.stdout).toMatch(/Created sara@example\.org \(education\)\. Password: \S{12,}/);
    await user("role", "sara@example.org", "external");
    await user("password", "sara@example.org", "--password", "a-new-password");
    const list = await user("list");
    expect(list.stdout).toMatch(/sara@example\.org.*external/);
  }, 60_000);

  it("refuses an unknown role and a duplicate account with a clear message", async () => {
    await expect(user("add", "x@example.org", "wizard")).rejects.toMatchObject({
      stderr: expect.stringContaining('Unknown role "wizard"'),
    });
    await expect(user("add", "sara@example.org", "user")).rejects.toMatchObject({
      stderr: expect.stringContaining("already exists"),
    });
  }, 60_000);
});

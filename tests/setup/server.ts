// Starts the real server in-process on an ephemeral port. The database is a fresh in-memory
// PGlite, or, when TEST_DATABASE_URL is set (scripts/test.mjs does it for the PostgreSQL pass),
// a fresh schema-less database created on that server for this test file.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { loadConfig, type Config } from "../../server/config";
import { startServer, type RunningServer } from "../../server/boot";
import { createUser } from "../../app/modules/accounts/users.server";
import type { Role } from "../../app/modules/accounts/policy";

export const ADMIN = { email: "admin@test.local", password: "admin-password-1" };

export interface TestServer extends RunningServer {
  config: Config;
  databaseUrl?: string;
  /** Creates an account with this role and returns its credentials. */
  addUser(role: Role): Promise<{ email: string; password: string }>;
}

/** A new empty database on the TEST_DATABASE_URL server, or undefined for PGlite. */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startTestServer(env: Record<string, string> = {}, databaseUrl?: string): Promise<TestServer> {
  const url = databaseUrl ?? (await freshDatabaseUrl());
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "silent",
    LOGIN_RATE_LIMIT_MAX: "1000",
    // Uploaded files go to a throwaway directory, never the checkout's ./data.
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "msa-test-data-")),
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const running = await startServer({
    config,
    logger: pino({ level: "silent" }),
    pgliteDir: url ? undefined : "memory://",
  });
  let n = 0;
  return {
    ...running,
    config,
    databaseUrl: url,
    async addUser(role) {
      const creds = {
        email: `${role}-${++n}-${randomBytes(3).toString("hex")}@test.local`,
        password: `pw-${randomBytes(8).toString("hex")}`,
      };
      await createUser(running.services.auth, { ...creds, role });
      return creds;
    },
  };
}

/** Signs in through the real auth endpoint and returns the session cookie header. */
export async function signIn(
  baseUrl: string,
  creds: { email: string; password: string },
  forwardedFor?: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: baseUrl,
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify(creds),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

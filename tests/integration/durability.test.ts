// The server as a real process on the embedded database (PGlite in DATA_DIR): what was committed
// survives a clean stop (SIGTERM) and a crash (SIGKILL in the middle of concurrent writes), and
// sessions survive a restart. Needs the build (build/server/index.js); `npm test` builds first.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { navFormKeys } from "../../app/modules/nav-forms/keys";
import { signIn } from "../setup/server";

const rootDir = path.resolve(import.meta.dirname, "../..");
const ADMIN = { email: "durable-admin@test.local", password: "durable-password-1" };

interface Instance {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children = new Set<ChildProcess>();
const dirs: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node --import tsx server/main.ts` on `dataDir` and resolves once it prints its URL. */
async function startServer(dataDir: string): Promise<Instance> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "TEST_DATABASE_URL", "AUTH_SECRET", "PORT", "HOST", "PUBLIC_URL"])
    delete env[name];
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: rootDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT_MAX: "1000",
      LOG_LEVEL: "warn",
    },
  });
  children.add(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 25 s:\n${output}`)), 25_000);
    const onData = () => {
      const m = /MSA portal: (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        child.stdout!.off("data", onData);
        resolve(m[1]!);
      }
    };
    child.stdout!.on("data", onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}, signal ${signal}) before it started:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}

function within<T>(promise: Promise<T>, ms: number, what: string | (() => string)): Promise<T> {
  let timer: NodeJS.Timeout;
  const fail = () => new Error(`${typeof what === "string" ? what : what()}: not within ${ms} ms`);
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(fail()), ms))),
  ]);
}

function putNavForm(baseUrl: string, cookie: string, key: string, url: string | null) {
  return fetch(`${baseUrl}/api/v1/nav-forms/${key}`, {
    method: "PUT",
    headers: { cookie, origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ url }),
  });
}

async function navForms(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/v1/nav-forms`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, string>;
}

/** Reads the live stream's replay from `lastEventId` up to its `ready` event. */
async function liveReplay(baseUrl: string, lastEventId: number) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/live`, {
    headers: { "last-event-id": String(lastEventId) },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  try {
    await within(
      (async () => {
        while (!/event: (ready|reset)\n/.test(text)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
        }
      })(),
      10_000,
      "live replay",
    );
  } finally {
    abort.abort();
  }
  const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({
    event: m[1]!,
    ...(JSON.parse(m[2]!) as { id: number; topic?: string }),
  }));
  return events;
}

function newDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "msa-durability-"));
  dirs.push(dir);
  return path.join(dir, "data");
}

async function waitForOutput(instance: Instance, pattern: RegExp, ms: number) {
  const deadline = Date.now() + ms;
  while (!pattern.test(instance.output())) {
    if (Date.now() > deadline) throw new Error(`${pattern} not printed within ${ms} ms:\n${instance.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

// A fresh embedded database takes several seconds to create: it is made once, stopped cleanly,
// and each test starts from a copy of it.
let template: string;

beforeAll(async () => {
  if (!existsSync(path.join(rootDir, "build/server/index.js"))) {
    throw new Error("build/server/index.js is missing: run `npx react-router build` first (`npm test` does).");
  }
  template = newDir();
  const first = await startServer(template);
  await waitForOutput(first, new RegExp(`e-mail: +${ADMIN.email.replace(/[.]/g, "\\.")}`), 5000);
  first.child.kill("SIGTERM");
  expect(await within(first.exited, 10_000, "exit after SIGTERM"), first.output()).toEqual({ code: 0, signal: null });
});

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = newDir();
  cpSync(template, dir, { recursive: true });
  return dir;
}

describe("durability on the embedded database (a real server process)", () => {
  it("keeps every committed write and the sessions across SIGTERM and restart", async () => {
    const dir = dataDir();
    const first = await startServer(dir);
    const cookie = await signIn(first.url, ADMIN);

    const expected: Record<string, string> = {};
    for (const key of navFormKeys) {
      const link = `https://forms.example.org/${key}/1`;
      expect((await putNavForm(first.url, cookie, key, link)).status).toBe(200);
      expected[key] = link;
    }
    expect((await putNavForm(first.url, cookie, "volunteer", "https://forms.example.org/volunteer/2")).status).toBe(
      200,
    );
    expected.volunteer = "https://forms.example.org/volunteer/2";
    expect((await putNavForm(first.url, cookie, "incident", null)).status).toBe(200);
    delete expected.incident;
    expect(await navForms(first.url)).toEqual(expected);

    // An open live stream must not hold the shutdown up.
    const abort = new AbortController();
    const live = await fetch(`${first.url}/api/v1/live`, { signal: abort.signal });
    expect(live.status).toBe(200);

    first.child.kill("SIGTERM");
    const exit = await within(first.exited, 10_000, "exit after SIGTERM");
    abort.abort();
    expect(exit, first.output()).toEqual({ code: 0, signal: null });

    const second = await startServer(dir);
    try {
      // The account was kept, so no first super-admin is created again.
      expect(second.output()).not.toContain("First super-admin account created");
      expect(await navForms(second.url)).toEqual(expected);
      const session = await fetch(`${second.url}/api/v1/session`, { headers: { cookie } });
      expect(session.status).toBe(200);
      expect(await session.json()).toMatchObject({ email: ADMIN.email, role: "super-admin" });
      // 8 writes, 8 events: the event log survived too.
      const replay = await liveReplay(second.url, 0);
      expect(replay.filter((e) => e.event === "change").map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    } finally {
      second.child.kill("SIGTERM");
      expect(await within(second.exited, 10_000, "exit after SIGTERM")).toEqual({ code: 0, signal: null });
    }
  }, 60_000);

  it("keeps every acknowledged write when killed (SIGKILL) in the middle of concurrent writes", async () => {
    const dir = dataDir();
    const first = await startServer(dir);
    const cookie = await signIn(first.url, ADMIN);

    // One writer per key, each writing /key/1, /key/2, ... one after the other; all six at once.
    const KILL_AFTER = 100;
    const sent: Record<string, number> = {};
    const acked: Record<string, number> = {};
    const refused: string[] = [];
    let ackedTotal = 0;
    let sentTotal = 0;
    let killed = false;
    const writer = async (key: string) => {
      for (let i = 1; !killed; i++) {
        sent[key] = i;
        sentTotal++;
        let res: Response;
        try {
          res = await putNavForm(first.url, cookie, key, `https://forms.example.org/${key}/${i}`);
          await res.arrayBuffer();
        } catch {
          return; // the connection died with the server
        }
        if (killed) return; // answered, but maybe after the kill was sent: not counted
        if (res.status !== 200) {
          refused.push(`${key}/${i}: ${res.status}`);
          return;
        }
        acked[key] = i;
        if (++ackedTotal === KILL_AFTER) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }
    };
    await within(
      Promise.all(navFormKeys.map(writer)),
      20_000,
      () => `concurrent writes (${ackedTotal} acknowledged of ${sentTotal} sent)\n${first.output()}`,
    );
    const exit = await within(first.exited, 10_000, "exit after SIGKILL");
    expect(exit.signal).toBe("SIGKILL");
    expect(refused).toEqual([]);
    expect(ackedTotal).toBe(KILL_AFTER);
    // Writes were in flight when the process died.
    expect(sentTotal).toBeGreaterThan(ackedTotal);

    let second: Instance;
    try {
      second = await startServer(dir);
    } catch (error) {
      throw new Error(`the embedded database did not come back after SIGKILL: ${(error as Error).message}`);
    }
    try {
      const forms = await navForms(second.url);
      for (const key of navFormKeys) {
        const link = forms[key];
        expect(link, `${key} is missing after the crash`).toBeDefined();
        const n = Number(/\/(\d+)$/.exec(link!)?.[1]);
        // At least the last acknowledged write; at most the one that was in flight.
        expect(n, `${key}: acknowledged ${acked[key]}, sent ${sent[key]}, found ${link}`).toBeGreaterThanOrEqual(
          acked[key]!,
        );
        expect(n).toBeLessThanOrEqual(sent[key]!);
      }
      // Every acknowledged write also left its event; none beyond what was sent.
      const changes = (await liveReplay(second.url, 0)).filter((e) => e.event === "change");
      expect(changes.length).toBeGreaterThanOrEqual(ackedTotal);
      expect(changes.length).toBeLessThanOrEqual(sentTotal);
      expect(changes.map((e) => e.id)).toEqual(changes.map((_, i) => i + 1));

      // The recovered database takes new writes, and the old session still works.
      const after = "https://forms.example.org/after-crash";
      expect((await putNavForm(second.url, cookie, "tech_feedback", after)).status).toBe(200);
      expect((await navForms(second.url)).tech_feedback).toBe(after);
    } finally {
      second.child.kill("SIGTERM");
      expect(await within(second.exited, 10_000, "exit after SIGTERM")).toEqual({ code: 0, signal: null });
    }
  }, 60_000);
});

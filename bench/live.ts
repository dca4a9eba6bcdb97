// `npm run bench:live`: N concurrent live viewers of /live while a tournament admin saves a score
// every second (see bench/README.md, "Live viewers").
//
// For each N (default 500, 2000, 5000): opens N Server-Sent Events streams to /api/v1/live on
// 127.0.0.1, then the admin PATCHes the game's score once a second for --updates seconds. Every
// viewer does what the /live page does on an event: GET /api/v1/tournament/snapshot?v={id}. A tenth
// of the viewers are cut off in the middle of the run and reconnect with Last-Event-ID, as a
// browser does. Prints per N: p50/p99 of (event arrival − save answered) and of (snapshot received −
// save answered), the server's CPU (100% = one core) and RSS, HTTP requests per update, and how
// many viewers missed any update (must be 0). Budget: p99 of the event < 1 s at 2,000 viewers.
//
// Bounded: at most 5,000 viewers, at most 60 updates per level, a hard deadline per level; only
// 127.0.0.1; the server child and its temp dir are always removed.
//
// Options: --viewers=500,2000,5000  --updates=10  --skip-build
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOST = "127.0.0.1";
const MAX_VIEWERS = 5000;
const BUDGET_P99_MS = 1000;
const BUDGET_AT = 2000;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const levels = (arg("viewers") ?? "500,2000,5000")
  .split(",")
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .map((n) => Math.min(n, MAX_VIEWERS));
const updates = Math.min(Math.max(Number(arg("updates") ?? 10), 3), 60);

let child: ChildProcess | null = null;
let dataDir: string | null = null;
const sockets = new Set<http.ClientRequest>();

function cleanup() {
  for (const r of sockets) r.destroy();
  sockets.clear();
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    const c = child;
    setTimeout(() => c.exitCode === null && c.kill("SIGKILL"), 8000).unref();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
}
process.on("SIGINT", () => {
  cleanup();
  process.exit(130);
});
process.on("SIGTERM", () => {
  cleanup();
  process.exit(130);
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, HOST, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });

function procStats(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;
  return { cpuMs: (ticks * 1000) / 100, rss };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function request(port: number, method: string, p: string, body?: unknown, cookie?: string) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: HOST,
        port,
        method,
        path: p,
        agent,
        headers: {
          ...(data ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) } : {}),
          ...(cookie ? { cookie } : {}),
          origin: `http://${HOST}:${port}`,
          "accept-encoding": "gzip",
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }),
        );
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

interface Viewer {
  seen: Map<number, number>;
  snapshotAt: Map<number, number>;
  lastId: number;
  req: http.ClientRequest | null;
  reconnects: number;
}

function connect(port: number, v: Viewer, counters: { snapshots: number; errors: number }): Promise<void> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { accept: "text/event-stream" };
    if (v.lastId) headers["last-event-id"] = String(v.lastId);
    const req = http.get({ host: HOST, port, path: "/api/v1/live", headers, agent: false }, (res) => {
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          let id = 0;
          for (const line of block.split("\n")) {
            if (line.startsWith("event: ")) event = line.slice(7);
            else if (line.startsWith("id: ")) id = Number(line.slice(4));
          }
          if (event === "ready") {
            if (id) v.lastId = id;
            resolve();
          } else if (event === "change" && id) {
            v.lastId = id;
            if (!v.seen.has(id)) {
              v.seen.set(id, performance.now());
              counters.snapshots++;
              request(port, "GET", `/api/v1/tournament/snapshot?v=${id}`).then(
                (r) => {
                  if (r.status === 200) v.snapshotAt.set(id, performance.now());
                  else counters.errors++;
                },
                () => counters.errors++,
              );
            }
          } else if (event === "reset") counters.errors++;
        }
      });
      res.on("error", () => {});
    });
    req.on("error", () => {
      counters.errors++;
      resolve();
    });
    sockets.add(req);
    req.on("close", () => sockets.delete(req));
    v.req = req;
  });
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function main() {
  if (!process.argv.includes("--skip-build") || !existsSync(path.join(root, "build/server/index.js"))) {
    const b = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
    if (b.status !== 0) process.exit(2);
  }
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "msa-bench-live-"));
  const email = "bench@msa.local";
  const password = "bench-password-1";
  child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      LOGIN_RATE_LIMIT_MAX: "1000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error("server did not start in 60 s")), 60_000);
    child!.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("MSA portal:")) {
        clearTimeout(t);
        resolve();
      }
    });
    child!.on("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  const pid = child.pid!;

  // The admin: sign in, two teams and a game.
  const signin = await request(port, "POST", "/api/auth/sign-in/email", { email, password });
  const cookie = (signin.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  const api = async (method: string, p: string, body?: unknown) => {
    const r = await request(port, method, `/api/v1${p}`, body, cookie);
    if (r.status >= 300) throw new Error(`${method} ${p}: ${r.status} ${r.body}`);
    return JSON.parse(r.body) as { id: string };
  };
  const t1 = await api("POST", "/tournament/teams", { name: "Bench A", university: "WLUMSA", gender: "Brothers" });
  const t2 = await api("POST", "/tournament/teams", { name: "Bench B", university: "MacMSA", gender: "Brothers" });
  const game = await api("POST", "/tournament/games", {
    number: 1,
    team1Id: t1.id,
    team2Id: t2.id,
    gender: "Brothers",
    startTime: "10:00",
    endTime: "10:40",
    location: "CIF Field 7 Section A",
  });
  await api("PATCH", `/tournament/games/${game.id}`, { status: "live" });

  const rows: Record<string, string | number>[] = [];
  let failed = false;
  let score = 0;
  for (const n of levels) {
    const deadline = setTimeout(() => {
      console.error(`level ${n} took too long; stopping`);
      cleanup();
      process.exit(2);
    }, 180_000);
    const counters = { snapshots: 0, errors: 0 };
    const viewers: Viewer[] = Array.from({ length: n }, () => ({
      seen: new Map(),
      snapshotAt: new Map(),
      lastId: 0,
      req: null,
      reconnects: 0,
    }));
    for (let i = 0; i < n; i += 250)
      await Promise.all(viewers.slice(i, i + 250).map((v) => connect(port, v, counters)));
    const base = Math.max(...viewers.map((v) => v.lastId));
    await new Promise((r) => setTimeout(r, 500));

    const before = procStats(pid);
    let peakRss = before.rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, procStats(pid).rss)), 200);
    const answered: number[] = [];
    const started = performance.now();
    for (let k = 0; k < updates; k++) {
      const due = started + k * 1000;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      if (k === Math.floor(updates / 2)) {
        // A tenth of the viewers lose their connection and come back with Last-Event-ID.
        for (const v of viewers.slice(0, Math.ceil(n / 10))) {
          v.req?.destroy();
          v.reconnects++;
          setTimeout(() => void connect(port, v, counters), 300 + Math.random() * 700);
        }
      }
      score++;
      await api("PATCH", `/tournament/games/${game.id}`, { score1: score });
      answered.push(performance.now());
    }
    await new Promise((r) => setTimeout(r, 3000));
    clearInterval(sampler);
    const after = procStats(pid);
    const elapsed = performance.now() - started;

    const eventLat: number[] = [];
    const snapLat: number[] = [];
    let missing = 0;
    for (const v of viewers) {
      for (let k = 0; k < updates; k++) {
        const id = base + k + 1;
        const at = v.seen.get(id);
        if (at === undefined) {
          missing++;
          continue;
        }
        if (v.reconnects && k >= Math.floor(updates / 2) && k <= Math.floor(updates / 2) + 1) continue; // replayed
        eventLat.push(at - answered[k]!);
        const s = v.snapshotAt.get(id);
        if (s !== undefined) snapLat.push(s - answered[k]!);
      }
    }
    const p99 = pct(eventLat, 99);
    const row = {
      viewers: n,
      updates,
      "event p50 ms": Math.round(pct(eventLat, 50)),
      "event p99 ms": Math.round(p99),
      "snapshot p50 ms": Math.round(pct(snapLat, 50)),
      "snapshot p99 ms": Math.round(pct(snapLat, 99)),
      "server CPU %": Math.round(((after.cpuMs - before.cpuMs) / elapsed) * 100),
      "RSS before MB": Math.round(before.rss / 2 ** 20),
      "RSS peak MB": Math.round(peakRss / 2 ** 20),
      "HTTP req/update": Math.round((counters.snapshots / updates) * 10) / 10,
      "missed updates": missing,
      errors: counters.errors,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
    if (missing > 0 || counters.errors > 0 || (n <= BUDGET_AT && p99 >= BUDGET_P99_MS)) failed = true;
    for (const v of viewers) v.req?.destroy();
    clearTimeout(deadline);
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.table(rows);
  console.log(
    `Budget: event p99 < ${BUDGET_P99_MS} ms at up to ${BUDGET_AT} viewers, no missed update: ${failed ? "FAIL" : "pass"}`,
  );
  cleanup();
  agent.destroy();
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  cleanup();
  process.exit(2);
});

// `npm run bench`: performance figures for the home page `/` against budgets (see bench/README.md).
//
//   1. throughput and latency of the server-rendered `/` under autocannon;
//   2. resident memory (RSS) of the server process at rest and at peak under that load;
//   3. first-load JavaScript and CSS of `/`, gzip-compressed.
//
// It builds the app (unless --skip-build), starts `node --import tsx server/main.ts` as a child
// process on a free port with a throw-away DATA_DIR, measures, prints a table, writes
// bench/results/home.json, and exits 0 when every budget passes, 1 when any fails, 2 when the
// benchmark itself could not run. The child process and the temp dir are always cleaned up.
//
// Options (flags or environment):
//   --skip-build      BENCH_SKIP_BUILD=1   use the existing build/ instead of building first
//   --duration=10     BENCH_DURATION       measured load, seconds
//   --warmup=2        BENCH_WARMUP         warm-up load before it, seconds
//   --connections=20  BENCH_CONNECTIONS    concurrent connections
import autocannon, { type Result as LoadResult } from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsFile = path.join(root, "bench", "results", "home.json");

const KB = 1024;
const GZIP_LEVEL = 9;
const BUDGETS = {
  firstLoadJsGzipBytes: 120 * KB,
  firstLoadCssGzipBytes: 25 * KB,
  non2xx: 0,
  requestErrors: 0,
};

/** What a browser sends when it opens the page, so the server takes its normal path (streamed, gzip). */
const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-CA,en;q=0.9",
};

function option(name: string, envName: string, fallback: number): number {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`));
  const raw = flag ? flag.slice(name.length + 3) : process.env[envName];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} / ${envName} must be a positive number`);
  return value;
}

const settings = {
  connections: option("connections", "BENCH_CONNECTIONS", 20),
  durationSeconds: option("duration", "BENCH_DURATION", 10),
  warmupSeconds: option("warmup", "BENCH_WARMUP", 2),
  rssSampleMs: 200,
  gzipLevel: GZIP_LEVEL,
  skipBuild: process.argv.includes("--skip-build") || ["1", "true", "yes"].includes(process.env.BENCH_SKIP_BUILD ?? ""),
};

// ---------------------------------------------------------------------------------------------
// Child server process and clean-up

interface Running {
  child: ChildProcess;
  dataDir: string;
  baseUrl: string;
  output: string[];
}

let running: Running | undefined;
let tempDir: string | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

function tail(lines: string[], n = 30): string {
  return lines.slice(-n).join("\n");
}

async function startServer(): Promise<Running> {
  const port = await freePort();
  tempDir = mkdtempSync(path.join(os.tmpdir(), "msa-bench-"));
  const output: string[] = [];
  // Spawn node itself (not npm/npx/a shell) so child.pid is the server process whose RSS we read.
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: tempDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "bench@msa.local",
      ADMIN_PASSWORD: "bench-password-1",
      DATABASE_URL: "",
      PUBLIC_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running = { child, dataDir: tempDir, baseUrl: `http://127.0.0.1:${port}`, output };

  const ready = new Promise<void>((resolve, reject) => {
    let buffered = "";
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      buffered += text;
      for (const line of text.split("\n")) if (line.trim()) output.push(line);
      if (output.length > 500) output.splice(0, output.length - 500);
      if (/MSA portal: http:\/\/\S+:\d+/.test(buffered)) resolve();
      if (buffered.length > 10_000) buffered = buffered.slice(-1_000);
    };
    // Keep draining both pipes for the whole run so the child never blocks on a full pipe.
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      reject(new Error(`server exited before it was ready (code ${code}, signal ${signal})\n${tail(output)}`)),
    );
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`server not ready after 90 s\n${tail(output)}`)), 90_000).unref(),
  );
  await Promise.race([ready, timeout]);

  // The start line comes after the server listens; /readyz answers 200 once the database is up.
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${running.baseUrl}/readyz`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited during start\n${tail(output)}`);
    if (Date.now() > deadline) throw new Error(`/readyz did not answer 200 within 60 s\n${tail(output)}`);
    await sleep(250);
  }
  return running;
}

async function stopServer(): Promise<void> {
  const r = running;
  running = undefined;
  if (r && r.child.exitCode === null && r.child.signalCode === null) {
    const exited = new Promise<void>((resolve) => r.child.once("exit", () => resolve()));
    r.child.kill("SIGTERM");
    const inTime = await Promise.race([exited.then(() => true), sleep(8_000).then(() => false)]);
    if (!inTime) {
      r.child.kill("SIGKILL");
      await Promise.race([exited, sleep(2_000)]);
    }
  }
  removeTempDir();
}

function removeTempDir() {
  if (tempDir) {
    rmSync(tempDir, { recursive: true, force: true });
    tempDir = undefined;
  }
}

// Last resort when the process goes down some other way: no stray server, no stray temp dir.
process.on("exit", () => {
  if (running && running.child.exitCode === null) running.child.kill("SIGKILL");
  try {
    removeTempDir();
  } catch {
    // best effort
  }
});
// Ctrl-C / SIGTERM: stop the load and the build, make main() give up at its next step, and let
// its `finally` stop the server and remove the temp dir.
class Interrupted extends Error {}
let interrupt: (error: Interrupted) => void = () => {};
const interruption = new Promise<never>((_, reject) => (interrupt = reject));
interruption.catch(() => {});
let currentLoad: { stop(): void } | undefined;
let currentBuild: ChildProcess | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping and cleaning up…`);
    currentLoad?.stop();
    currentBuild?.kill("SIGTERM");
    interrupt(new Interrupted(`interrupted by ${signal}`));
  });
}

/** Waits for a step of the benchmark, or rejects at once when the run is interrupted. */
function step<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, interruption]);
}

function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------
// Memory

/** VmRSS (and VmHWM, the kernel's high-water mark) of a process, in MiB. */
function memoryOf(pid: number): { rssMB: number; hwmMB: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => {
    const m = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, "m").exec(status);
    if (!m) throw new Error(`${name} missing from /proc/${pid}/status`);
    return Number(m[1]) / 1024;
  };
  return { rssMB: field("VmRSS"), hwmMB: field("VmHWM") };
}

/** CPU time (user + system) a process has used so far, in seconds. */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15 overall.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticksPerSecond = 100; // USER_HZ, 100 on Linux x86/arm
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

function sampleRss(pid: number, everyMs: number) {
  const samples: number[] = [];
  const take = () => {
    try {
      samples.push(memoryOf(pid).rssMB);
    } catch {
      // process gone; the load run will report the failure
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peakMB: Math.max(...samples), samples: samples.length };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Load

function load(url: string, durationSeconds: number): Promise<LoadResult> {
  const instance = autocannon({
    url,
    connections: settings.connections,
    duration: durationSeconds,
    headers: BROWSER_HEADERS,
  });
  currentLoad = instance;
  return step(Promise.resolve(instance)).finally(() => (currentLoad = undefined));
}

function build(): Promise<void> {
  return step(
    new Promise<void>((resolve, reject) => {
      const child = spawn("npx", ["react-router", "build"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
      currentBuild = child;
      const output: string[] = [];
      child.stdout!.on("data", (c: Buffer) => output.push(c.toString()));
      child.stderr!.on("data", (c: Buffer) => output.push(c.toString()));
      child.once("error", reject);
      child.once("exit", (code, signal) => {
        currentBuild = undefined;
        if (code === 0) resolve();
        else reject(new Error(`build failed (exit ${code ?? signal})\n${output.join("").slice(-5_000)}`));
      });
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// First-load assets

interface Asset {
  url: string;
  kind: "js" | "css";
  via: string;
  bytes: number;
  gzipBytes: number;
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const inner = tag.replace(/^<\s*\w+/, "").replace(/\/?>$/, "");
  for (const m of inner.matchAll(re)) attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  return attrs;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Module specifiers of static `import`/`export … from` and, optionally, `import("…")` with a literal. */
function moduleSpecifiers(code: string, dynamic: boolean): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g))
    found.push(m[1]!);
  if (dynamic) for (const m of code.matchAll(/\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g)) found.push(m[1]!);
  // Bundled chunks refer to each other by path; bare names ("react-router/dom") only occur in
  // strings such as error messages, so they are not modules the browser would load.
  return found.filter((s) => /^(\.{1,2})?\//.test(s) && /\.m?js(\?.*)?$/.test(s));
}

function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: GZIP_LEVEL }).length;
}

async function firstLoadAssets(baseUrl: string) {
  const pageUrl = new URL("/", baseUrl);
  const res = await fetch(pageUrl, { headers: { ...BROWSER_HEADERS, "accept-encoding": "identity" } });
  if (res.status !== 200) throw new Error(`GET / answered ${res.status}`);
  const html = await res.text();

  const queue: { url: URL; kind: "js" | "css"; via: string }[] = [];
  const skipped: string[] = [];
  const add = (href: string, kind: "js" | "css", via: string) => {
    const url = new URL(href, pageUrl);
    url.hash = "";
    if (url.origin !== pageUrl.origin) return void skipped.push(`${url.href} (other origin, not counted)`);
    if (kind === "js" && !url.pathname.startsWith("/assets/"))
      return void skipped.push(`${url.pathname} (outside /assets)`);
    queue.push({ url, kind, via });
  };

  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    const rel = (a.rel ?? "").toLowerCase().split(/\s+/);
    if (!a.href) continue;
    if (rel.includes("modulepreload")) add(a.href, "js", "modulepreload");
    else if (rel.includes("stylesheet")) add(a.href, "css", "stylesheet");
  }
  const inlineScripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const a = attributes(`<script ${m[1]}>`);
    if (a.src) add(a.src, "js", "script src");
    else inlineScripts.push(m[2]!);
  }
  // The inline module script imports the route modules statically and the entry with import().
  for (const code of inlineScripts) for (const spec of moduleSpecifiers(code, true)) add(spec, "js", "inline import");

  // Fetch each file once; follow the static imports of JS modules (they load before the page runs
  // whether or not they were preloaded). Dynamic import() inside chunks is lazy: not first load.
  const assets = new Map<string, Asset>();
  while (queue.length) {
    const { url, kind, via } = queue.shift()!;
    const key = url.pathname + url.search;
    if (assets.has(key)) continue;
    const r = await fetch(url, { headers: { "accept-encoding": "identity" } });
    if (r.status !== 200) throw new Error(`GET ${key} answered ${r.status}`);
    const bytes = new Uint8Array(await r.arrayBuffer());
    assets.set(key, { url: key, kind, via, bytes: bytes.length, gzipBytes: gzipSize(bytes) });
    if (kind === "js") {
      const code = new TextDecoder().decode(bytes);
      for (const spec of moduleSpecifiers(code, false)) {
        const dep = new URL(spec, url);
        if (dep.origin === pageUrl.origin && dep.pathname.startsWith("/assets/") && !assets.has(dep.pathname))
          queue.push({ url: dep, kind: "js", via: `import from ${path.posix.basename(url.pathname)}` });
      }
    }
  }

  const list = [...assets.values()];
  const sum = (kind: "js" | "css", f: (a: Asset) => number) =>
    list.filter((a) => a.kind === kind).reduce((n, a) => n + f(a), 0);
  const htmlBytes = Buffer.byteLength(html);
  return {
    assets: list,
    skipped,
    js: {
      files: list.filter((a) => a.kind === "js").length,
      bytes: sum("js", (a) => a.bytes),
      gzipBytes: sum("js", (a) => a.gzipBytes),
    },
    css: {
      files: list.filter((a) => a.kind === "css").length,
      bytes: sum("css", (a) => a.bytes),
      gzipBytes: sum("css", (a) => a.gzipBytes),
    },
    html: { bytes: htmlBytes, gzipBytes: gzipSize(Buffer.from(html)), inlineScripts: inlineScripts.length },
  };
}

// ---------------------------------------------------------------------------------------------
// Report

interface Row {
  metric: string;
  value: string;
  budget: string;
  status: "PASS" | "FAIL" | "Result" | "";
}

function printTable(title: string, rows: Row[]) {
  const headers: Row = { metric: "Metric", value: "Value", budget: "Budget", status: "Result" };
  const all = [headers, ...rows];
  const w = {
    metric: Math.max(...all.map((r) => r.metric.length)),
    value: Math.max(...all.map((r) => r.value.length)),
    budget: Math.max(...all.map((r) => r.budget.length)),
  };
  const line = (r: Row) =>
    `  ${r.metric.padEnd(w.metric)}  ${r.value.padStart(w.value)}  ${r.budget.padEnd(w.budget)}  ${r.status}`.trimEnd();
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(`  ${"-".repeat(w.metric)}  ${"-".repeat(w.value)}  ${"-".repeat(w.budget)}  ------`);
  for (const r of rows) console.log(line(r));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const mb = (n: number) => `${n.toFixed(1)} MB`;
const check = (ok: boolean): "PASS" | "FAIL" => (ok ? "PASS" : "FAIL");

function gitRevision(): string | undefined {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
  if (r.status !== 0) return undefined;
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).stdout.trim();
  return r.stdout.trim() + (dirty ? " (uncommitted changes)" : "");
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  if (process.platform !== "linux") throw new Error("reads /proc/<pid>/status, so it runs on Linux only");

  if (!settings.skipBuild) {
    console.log("Building (npx react-router build)…");
    const started = Date.now();
    await build();
    console.log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (!existsSync(path.join(root, "build", "server", "index.js")))
    throw new Error("build/server/index.js is missing: run `npx react-router build` or drop --skip-build");

  console.log("Starting the server…");
  const server = await step(startServer());
  const pid = server.child.pid!;
  const afterStart = memoryOf(pid);
  const homeUrl = `${server.baseUrl}/`;
  console.log(`  pid ${pid}, ${homeUrl}`);

  // 3. first-load assets (the page is the same under load; measure it once on a quiet server)
  const assets = await step(firstLoadAssets(server.baseUrl));

  // 1 + 2. warm-up, memory at rest, measured load with RSS sampling
  console.log(`Warm-up: ${settings.warmupSeconds} s, ${settings.connections} connections…`);
  const warmSampler = sampleRss(pid, settings.rssSampleMs);
  const warm = await load(homeUrl, settings.warmupSeconds);
  const warmPeak = warmSampler.stop();
  await step(sleep(1_000)); // let in-flight work and the event loop settle
  const atRest = memoryOf(pid);

  console.log(`Load: ${settings.durationSeconds} s, ${settings.connections} connections…`);
  const loadBefore = os.loadavg()[0]!;
  if (loadBefore > 0.5)
    console.warn(
      `  note: 1-min load average is ${loadBefore.toFixed(2)} before the load: other work on this machine skews the figures`,
    );
  const sampler = sampleRss(pid, settings.rssSampleMs);
  const cpuBefore = cpuSecondsOf(pid);
  const loadStarted = performance.now();
  const result = await load(homeUrl, settings.durationSeconds);
  if (server.child.exitCode !== null || server.child.signalCode !== null)
    throw new Error(`server exited during the load\n${tail(server.output)}`);
  const serverCpuPercent = ((cpuSecondsOf(pid) - cpuBefore) / ((performance.now() - loadStarted) / 1000)) * 100;
  const peak = sampler.stop();
  const afterLoad = memoryOf(pid);

  const requestErrors = result.errors + result.timeouts;
  const checks = {
    non2xx: result.non2xx <= BUDGETS.non2xx,
    requestErrors: requestErrors <= BUDGETS.requestErrors,
    firstLoadJs: assets.js.gzipBytes <= BUDGETS.firstLoadJsGzipBytes,
    firstLoadCss: assets.css.gzipBytes <= BUDGETS.firstLoadCssGzipBytes,
  };
  const pass = Object.values(checks).every(Boolean);

  printTable(
    `1. SSR GET / — autocannon, ${settings.connections} connections, ${result.duration} s (after ${settings.warmupSeconds} s warm-up)`,
    [
      { metric: "Requests/s (mean)", value: result.requests.mean.toFixed(1), budget: "—", status: "" },
      { metric: "Requests total", value: String(result["2xx"] + result.non2xx), budget: "—", status: "" },
      { metric: "Latency p50", value: `${result.latency.p50} ms`, budget: "—", status: "" },
      { metric: "Latency p99", value: `${result.latency.p99} ms`, budget: "—", status: "" },
      { metric: "Latency max", value: `${result.latency.max} ms`, budget: "—", status: "" },
      { metric: "Server CPU (100% = one core)", value: `${serverCpuPercent.toFixed(0)}%`, budget: "—", status: "" },
      { metric: "Non-2xx responses", value: String(result.non2xx), budget: "= 0", status: check(checks.non2xx) },
      { metric: "Errors + timeouts", value: String(requestErrors), budget: "= 0", status: check(checks.requestErrors) },
    ],
  );
  printTable(`2. Server process memory (RSS of pid ${pid}, MB = 1024² bytes)`, [
    { metric: "RSS just after start (ready, before any load)", value: mb(afterStart.rssMB), budget: "—", status: "" },
    { metric: "RSS at rest (after start + warm-up)", value: mb(atRest.rssMB), budget: "—", status: "" },
    {
      metric: `RSS peak during load (${peak.samples} samples / ${settings.rssSampleMs} ms)`,
      value: mb(peak.peakMB),
      budget: "—",
      status: "",
    },
    { metric: "RSS right after load", value: mb(afterLoad.rssMB), budget: "—", status: "" },
    { metric: "VmHWM (kernel high-water mark since start)", value: mb(afterLoad.hwmMB), budget: "—", status: "" },
  ]);
  printTable(`3. First-load assets of / (gzip level ${GZIP_LEVEL}, KB = 1024 bytes)`, [
    {
      metric: `JavaScript, ${plural(assets.js.files, "file")} (${kb(assets.js.bytes)} raw)`,
      value: kb(assets.js.gzipBytes),
      budget: `≤ ${kb(BUDGETS.firstLoadJsGzipBytes)}`,
      status: check(checks.firstLoadJs),
    },
    {
      metric: `CSS, ${plural(assets.css.files, "file")} (${kb(assets.css.bytes)} raw)`,
      value: kb(assets.css.gzipBytes),
      budget: `≤ ${kb(BUDGETS.firstLoadCssGzipBytes)}`,
      status: check(checks.firstLoadCss),
    },
    {
      metric: `HTML document itself (${kb(assets.html.bytes)} raw, ${assets.html.inlineScripts} inline scripts)`,
      value: kb(assets.html.gzipBytes),
      budget: "—",
      status: "",
    },
  ]);
  console.log("\n  Files counted:");
  for (const a of assets.assets)
    console.log(
      `    ${a.kind.padEnd(3)}  ${kb(a.gzipBytes).padStart(9)} gzip  ${kb(a.bytes).padStart(9)} raw  ${a.url}  (${a.via})`,
    );
  for (const s of assets.skipped) console.log(`    skipped: ${s}`);

  const report = {
    benchmark: "home",
    timestamp: new Date().toISOString(),
    revision: gitRevision(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      totalMemMB: Math.round(os.totalmem() / 1024 ** 2),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
    },
    settings: { ...settings, url: "/", requestHeaders: BROWSER_HEADERS },
    budgets: BUDGETS,
    load: {
      durationSeconds: result.duration,
      requestsPerSecondMean: result.requests.mean,
      requestsPerSecondStddev: result.requests.stddev,
      requestsTotal: result["2xx"] + result.non2xx,
      latencyMs: {
        mean: result.latency.mean,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      throughputBytesPerSecondMean: result.throughput.mean,
      serverCpuPercent,
      loadAverage1mBefore: loadBefore,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes: { "2xx": result["2xx"], "3xx": result["3xx"], "4xx": result["4xx"], "5xx": result["5xx"] },
      warmup: {
        durationSeconds: warm.duration,
        requestsPerSecondMean: warm.requests.mean,
        non2xx: warm.non2xx,
        errors: warm.errors,
      },
    },
    memoryMB: {
      rssAfterStart: afterStart.rssMB,
      rssAtRest: atRest.rssMB,
      rssPeakDuringLoad: peak.peakMB,
      rssPeakSamples: peak.samples,
      rssPeakDuringWarmup: warmPeak.peakMB,
      rssAfterLoad: afterLoad.rssMB,
      vmHwm: afterLoad.hwmMB,
    },
    firstLoad: {
      gzipLevel: GZIP_LEVEL,
      js: assets.js,
      css: assets.css,
      html: assets.html,
      files: assets.assets,
      skipped: assets.skipped,
    },
    checks,
    pass,
  };
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, JSON.stringify(report, null, 2) + "\n");

  console.log(
    `\n${pass ? "PASS" : "FAIL"}: ${
      Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([k]) => k)
        .join(", ") || "all budgets met"
    }`,
  );
  console.log(`Results written to ${path.relative(process.cwd(), resultsFile)}`);
  return pass ? 0 : 1;
}

let exitCode = 2;
try {
  exitCode = await main();
} catch (error) {
  if (error instanceof Interrupted) {
    console.error(`Benchmark ${error.message}.`);
    exitCode = 130;
  } else {
    console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 2;
  }
} finally {
  await stopServer();
}
process.exit(exitCode);

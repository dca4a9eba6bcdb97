// `npm test`: build, unit + integration tests on PGlite, integration tests again on a real
// PostgreSQL cluster (a throwaway one from scripts/pg-cluster.mjs, or TEST_DATABASE_URL when
// it is already set), then the end-to-end tests in Chromium against the built server.
// Every step's output streams through; a summary follows, ending with the test count
// `tests: N passed, M failed, K skipped`.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPgCluster } from "./pg-cluster.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** @type {{ name: string, status: "passed" | "failed" | "not run", seconds: number, note?: string }[]} */
const results = [];
/** @type {import("node:child_process").ChildProcess | null} */
let current = null;
/** @type {{ stop: () => Promise<void> } | null} */
let cluster = null;
let interrupted = null;

/**
 * Runs a tool from node_modules/.bin (what `npx` would run) in a process group of its own, so an
 * interrupt reaches the tool and every worker it started, not just a wrapper.
 */
const reports = mkdtempSync(path.join(os.tmpdir(), "msa-test-"));
/** Tests counted over every vitest run, from its JSON report. */
const tests = { passed: 0, failed: 0, skipped: 0 };
let reportCount = 0;

function run(args, env) {
  if (interrupted) return Promise.resolve(1);
  const report = args[0] === "vitest" ? path.join(reports, `${++reportCount}.json`) : null;
  if (report) args = [...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  return new Promise((resolve) => {
    console.log(`\n$ npx ${args.join(" ")}`);
    const file = path.join(root, "node_modules", ".bin", args[0]);
    if (!existsSync(file)) {
      console.error(`${file} is missing: install the dependencies first (npm ci, or npm install).`);
      resolve(1);
      return;
    }
    const child = spawn(file, args.slice(1), {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env,
      detached: true,
    });
    current = child;
    child.on("error", (error) => {
      console.error(`could not run ${args[0]}: ${error.message}`);
      current = null;
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      current = null;
      if (report && existsSync(report)) {
        const r = JSON.parse(readFileSync(report, "utf8"));
        tests.passed += r.numPassedTests ?? 0;
        tests.failed += r.numFailedTests ?? 0;
        tests.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function signalCurrent(signal) {
  if (!current?.pid) return;
  try {
    process.kill(-current.pid, signal);
  } catch {
    current.kill(signal);
  }
}

async function step(name, body) {
  if (interrupted) {
    results.push({ name, status: "not run", seconds: 0, note: `interrupted by ${interrupted}` });
    return false;
  }
  console.log(`\n=== ${name}`);
  const started = Date.now();
  let ok = false;
  let note;
  try {
    ok = (await body()) === 0;
  } catch (error) {
    note = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.error(error instanceof Error ? error.message : error);
  }
  if (interrupted) note ??= `interrupted by ${interrupted}`;
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, status: ok ? "passed" : "failed", seconds, note });
  console.log(`=== ${name}: ${ok ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s`);
  return ok;
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (interrupted) {
      // A second interrupt: no more waiting.
      signalCurrent("SIGKILL");
      return;
    }
    interrupted = signal;
    console.error(`\n${signal}: stopping the running step, then cleaning up`);
    signalCurrent(signal);
    // A step that ignores the signal is killed after a grace period.
    setTimeout(() => signalCurrent("SIGKILL"), 15_000).unref();
  });
}

// The PGlite pass must not pick up a PostgreSQL server from the caller's environment.
const { TEST_DATABASE_URL: givenDatabaseUrl, ...baseEnv } = process.env;

const built = await step("build (react-router build)", () => run(["react-router", "build"], baseEnv));
const steps = [
  [
    "unit + integration (PGlite)",
    () => run(["vitest", "run", "--project", "unit", "--project", "integration"], baseEnv),
  ],
  [
    "integration (PostgreSQL)",
    async () => {
      let url = givenDatabaseUrl;
      if (!url) {
        const started = Date.now();
        cluster = await startPgCluster();
        url = cluster.url;
        console.log(`PostgreSQL cluster at ${url} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } else console.log(`Using TEST_DATABASE_URL from the environment`);
      try {
        // durability.test.ts runs its own server processes on PGlite whatever TEST_DATABASE_URL
        // says: once, in the PGlite pass, is enough.
        const args = ["vitest", "run", "--project", "integration", "--exclude", "tests/integration/durability.test.ts"];
        return await run(args, { ...baseEnv, TEST_DATABASE_URL: url });
      } finally {
        await cluster
          ?.stop()
          .catch((error) => console.error(`stopping the PostgreSQL cluster failed: ${error.message}`));
        cluster = null;
      }
    },
  ],
  ["e2e (Chromium)", () => run(["vitest", "run", "--project", "e2e"], baseEnv)],
];
for (const [name, body] of steps) {
  if (!built) results.push({ name, status: "not run", seconds: 0, note: "the build failed" });
  else await step(name, body);
}

console.log("\n=== Summary");
for (const r of results) {
  const mark = r.status === "passed" ? "PASS" : r.status === "failed" ? "FAIL" : "NOT RUN";
  console.log(`${mark.padEnd(8)} ${r.name} (${r.seconds.toFixed(1)} s)${r.note ? `: ${r.note}` : ""}`);
}
const passed = results.filter((r) => r.status === "passed").length;
const failed = results.length - passed;
rmSync(reports, { recursive: true, force: true });
console.log(`steps: ${passed} passed, ${failed} failed`);
// A failed step with no failed test (a crash, a failed build) still counts as a failure.
console.log(
  `tests: ${tests.passed} passed, ${tests.failed + (failed && !tests.failed ? 1 : 0)} failed, ${tests.skipped} skipped`,
);
process.exit(interrupted ? 128 + (os.constants.signals[interrupted] ?? 0) : failed ? 1 : 0);

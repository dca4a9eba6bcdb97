// Lighthouse 12 (mobile settings: its default emulated phone and throttling) on Debian's
// Chromium against the production server: performance, accessibility, best practices and SEO
// of /off-campus-halal-food and /our-mission, each checked against a budget of 95.
// Run: npm run bench:lighthouse (builds first unless --skip-build). Exit 1 when a score is under budget.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(import.meta.dirname, "..");
const PAGES = ["/off-campus-halal-food", "/our-mission"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const BUDGET = 95;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function main() {
  if (!process.argv.includes("--skip-build")) {
    const b = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
    if (b.status !== 0) process.exit(2);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "msa-lh-"));
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "bench@msa.local",
      ADMIN_PASSWORD: "bench-password-1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const base = `http://127.0.0.1:${port}`;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error("server did not become ready");
      await new Promise((r) => setTimeout(r, 250));
    }
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    const results: Record<string, Record<string, number>> = {};
    let failed = false;
    for (const page of PAGES) {
      // One warm-up request so the first measurement is not a cold server.
      await fetch(`${base}${page}`);
      const r = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const lhr = r!.lhr;
      results[page] = {};
      for (const c of CATEGORIES) {
        const score = Math.round((lhr.categories[c]?.score ?? 0) * 100);
        results[page][c] = score;
        if (score < BUDGET) failed = true;
      }
      const audits = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
        .map((a) => `${a.id} (${a.score})`);
      if (audits.length) console.log(`${page}: audits under 0.9: ${audits.join(", ")}`);
      console.log(
        `${page}: FCP ${lhr.audits["first-contentful-paint"]?.displayValue}, LCP ${lhr.audits["largest-contentful-paint"]?.displayValue}, TBT ${lhr.audits["total-blocking-time"]?.displayValue}, CLS ${lhr.audits["cumulative-layout-shift"]?.displayValue}`,
      );
    }
    console.log(`\nLighthouse ${lighthouseVersion()} (mobile), budget ${BUDGET} for each score`);
    console.log(["page".padEnd(26), ...CATEGORIES.map((c) => c.padStart(15))].join(""));
    for (const [page, scores] of Object.entries(results)) {
      console.log(
        [
          page.padEnd(26),
          ...CATEGORIES.map((c) => `${scores[c]}${scores[c]! < BUDGET ? " FAIL" : ""}`.padStart(15)),
        ].join(""),
      );
    }
    mkdirSync(path.join(root, "bench/results"), { recursive: true });
    writeFileSync(path.join(root, "bench/results/lighthouse.json"), JSON.stringify(results, null, 2));
    process.exitCode = failed ? 1 : 0;
  } finally {
    await chrome?.kill();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  const r = spawnSync(process.execPath, ["-e", "console.log(require('lighthouse/package.json').version)"], {
    cwd: root,
    encoding: "utf8",
  });
  return r.stdout.trim();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});

// `npm start`: works on a fresh clone with nothing done. Installs dependencies when they are
// missing or older than the lockfile, builds the app when the build is missing or older than its
// sources, then runs the server (node --import tsx server/main.ts), passing SIGINT/SIGTERM on to
// it and exiting with its code. Node built-ins only: this runs before anything is installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const at = (...p) => path.join(root, ...p);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const npx = process.platform === "win32" ? "npx.cmd" : "npx";

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time of a file, or of any file under a directory. */
function newest(file) {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(file)) {
    if (entry === "node_modules" || entry === ".git") continue;
    max = Math.max(max, newest(path.join(file, entry)));
  }
  return max;
}

function sh(cmd, args) {
  console.log(`$ ${cmd} ${args.join(" ")}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit" });
  if (res.error) console.error(`${cmd}: ${res.error.message}`);
  return res.status === 0;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

// 1. Dependencies.
const installed = at("node_modules", ".package-lock.json");
if (!existsSync(at("node_modules")) || !existsSync(installed) || mtime(at("package-lock.json")) > mtime(installed)) {
  console.log("Installing dependencies ...");
  // `npm ci` may reject a lockfile that `npm install` wrote on these machines (DESIGN §2).
  if (!sh(npm, ["ci"])) {
    console.log("npm ci failed; trying npm install");
    if (!sh(npm, ["install"])) fail("Could not install the dependencies (npm ci and npm install both failed).");
  }
}

// 2. Build.
const buildFile = at("build", "server", "index.js");
const sources = ["app", "public", "database", "react-router.config.ts", "vite.config.ts", "package-lock.json"];
const built = mtime(buildFile);
if (!built || sources.some((s) => newest(at(s)) > built)) {
  console.log(built ? "The build is older than its sources; rebuilding ..." : "Building the app ...");
  if (!sh(npx, ["react-router", "build"])) fail("The build failed.");
}

// 3. Run the server.
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
const forward = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => forward(signal));
// `npm start` exits on SIGTERM without passing it on to this script: when the npm that started
// us is gone, stop the server as if it had been sent SIGTERM, rather than leave it running.
if (process.env.npm_lifecycle_event === "start") {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) forward("SIGTERM");
  }, 500).unref();
}
child.on("error", (error) => fail(`Could not start the server: ${error.message}`));
child.on("exit", (code, signal) => {
  process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
});

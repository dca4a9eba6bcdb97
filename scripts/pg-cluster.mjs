// A throwaway PostgreSQL cluster for tests, from the machine's own PostgreSQL binaries (Debian's
// `postgresql` package). PostgreSQL refuses to run as root, so when we are root initdb and the
// server run as the `postgres` OS user. The cluster listens on 127.0.0.1 on a free port below
// 32768 (outside Linux's ephemeral range, so no client socket takes it while we start), trusts
// local connections, keeps fsync on, and lives in a fresh temporary directory that stop() deletes.
//
//   import { startPgCluster } from "./pg-cluster.mjs";
//   const { url, stop } = await startPgCluster();
//
// As a command:
//   node scripts/pg-cluster.mjs                 prints the URL, runs until Ctrl-C / SIGTERM
//   node scripts/pg-cluster.mjs -- cmd args...  runs cmd with DATABASE_URL and TEST_DATABASE_URL
//                                               set to the cluster, then stops it; exits with cmd's code
import { execFileSync, spawn } from "node:child_process";
import {
  accessSync,
  appendFileSync,
  chownSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PORT_MIN = 20_000;
const PORT_MAX = 32_767;

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The directory holding initdb, pg_ctl and postgres: the newest /usr/lib/postgresql/N/bin, or PATH. */
export function findPgBin() {
  const need = ["initdb", "pg_ctl", "postgres"];
  const has = (dir) => need.every((b) => isExecutable(path.join(dir, b)));
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (has(path.join(root, v, "bin"))) return path.join(root, v, "bin");
  }
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const initdb = path.join(dir, "initdb");
    if (!isExecutable(initdb)) continue;
    // /usr/local/bin/initdb may be a link into the real bin directory.
    const real = path.dirname(realpathSync(initdb));
    if (has(real)) return real;
    if (has(dir)) return dir;
  }
  throw new Error(
    "PostgreSQL server binaries (initdb, pg_ctl, postgres) were not found in /usr/lib/postgresql/*/bin or on PATH.\n" +
      "Install them with: apt-get install -y postgresql",
  );
}

function idOf(user) {
  try {
    const uid = Number(
      execFileSync("id", ["-u", user], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim(),
    );
    const gid = Number(
      execFileSync("id", ["-g", user], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim(),
    );
    return { uid, gid };
  } catch {
    return null;
  }
}

/** How to run a PostgreSQL program: as ourselves, or, when root, as the postgres user. */
function runner() {
  if (typeof process.getuid !== "function" || process.getuid() !== 0)
    return { wrap: (cmd, args) => [cmd, args], owner: null };
  const owner = idOf("postgres");
  if (!owner) {
    throw new Error(
      "PostgreSQL refuses to run as root and there is no `postgres` OS user to run it as.\n" +
        "Installing Debian's postgresql package creates it (apt-get install -y postgresql), or: useradd --system postgres",
    );
  }
  const runuser = ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"].find(isExecutable);
  if (runuser) return { wrap: (cmd, args) => [runuser, ["-u", "postgres", "--", cmd, ...args]], owner };
  const quote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;
  return {
    wrap: (cmd, args) => ["su", ["postgres", "-s", "/bin/sh", "-c", [cmd, ...args].map(quote).join(" ")]],
    owner,
  };
}

function run(cmd, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, LC_ALL: "C", LANG: "C" },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (error) => resolve({ code: -1, output: `${output}${error.message}` }));
    child.on("close", (code) => resolve({ code: code ?? -1, output }));
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host: "127.0.0.1", exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function freePort() {
  for (let i = 0; i < 50; i++) {
    const port = PORT_MIN + Math.floor(Math.random() * (PORT_MAX - PORT_MIN + 1));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free TCP port found between ${PORT_MIN} and ${PORT_MAX}`);
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/**
 * Starts a new cluster and resolves when it accepts connections.
 * @param {{ port?: number, maxConnections?: number }} [options]
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => Promise<void> }>}
 */
export async function startPgCluster(options = {}) {
  const bin = findPgBin();
  const { wrap, owner } = runner();
  const dir = mkdtempSync(path.join(os.tmpdir(), "msa-pg-"));
  const data = path.join(dir, "data");
  const socketDir = path.join(dir, "socket");
  const logFile = path.join(dir, "postgres.log");
  const exec = (name, args) => {
    const [cmd, argv] = wrap(path.join(bin, name), args);
    return run(cmd, argv, dir);
  };

  // If this process dies without calling stop() (a test runner killed mid-run), a small
  // detached watcher stops the server and deletes the directory.
  const reaper = spawn(process.execPath, [fileURLToPath(import.meta.url), "--reap", String(process.pid), dir], {
    detached: true,
    stdio: "ignore",
  });
  reaper.on("error", () => {});
  reaper.unref();

  let started = false;
  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      if (started) {
        const fast = await exec("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w", "-t", "20"]);
        if (fast.code !== 0) await exec("pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w", "-t", "10"]);
      }
      rmSync(dir, { recursive: true, force: true });
      if (reaper.exitCode === null) reaper.kill();
    })());

  try {
    if (owner) chownSync(dir, owner.uid, owner.gid);
    const init = await exec("initdb", [
      "-D",
      data,
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--no-locale",
      "--no-sync",
      "--no-instructions",
    ]);
    if (init.code !== 0) throw new Error(`initdb failed (exit ${init.code}):\n${init.output.trim()}`);
    // The socket directory must belong to the server's user.
    mkdirSync(socketDir, { mode: 0o700 });
    if (owner) chownSync(socketDir, owner.uid, owner.gid);
    appendFileSync(
      path.join(data, "postgresql.conf"),
      [
        "",
        "# scripts/pg-cluster.mjs",
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${socketDir}'`,
        `max_connections = ${options.maxConnections ?? 300}`,
        "fsync = on",
        "synchronous_commit = on",
        "full_page_writes = on",
        "logging_collector = off",
        "",
      ].join("\n"),
    );

    // Another process may take the port between our check and the server's bind: try a few.
    let lastError = "";
    for (let attempt = 0; attempt < 5 && !started; attempt++) {
      const port = options.port ?? (await freePort());
      const res = await exec("pg_ctl", ["start", "-D", data, "-l", logFile, "-w", "-t", "30", "-o", `-p ${port}`]);
      if (res.code === 0) {
        started = true;
        return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
      }
      lastError = `pg_ctl start failed (exit ${res.code}):\n${res.output.trim()}\n--- ${logFile} ---\n${tail(logFile)}`;
      const log = tail(logFile, 10);
      if (options.port || !/could not (bind|create listen socket)|already in use/i.test(`${res.output}\n${log}`)) break;
    }
    throw new Error(lastError);
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/** The watcher's side: waits for `ownerPid` to end, then stops the cluster in `dir` if it is still there. */
async function reap(ownerPid, dir) {
  const alive = () => {
    try {
      process.kill(ownerPid, 0);
      return true;
    } catch (error) {
      return error.code === "EPERM";
    }
  };
  while (existsSync(dir) && alive()) await new Promise((r) => setTimeout(r, 500));
  if (!existsSync(dir)) return;
  const data = path.join(dir, "data");
  if (existsSync(path.join(data, "postmaster.pid"))) {
    const [cmd, argv] = runner().wrap(path.join(findPgBin(), "pg_ctl"), [
      "stop",
      "-D",
      data,
      "-m",
      "immediate",
      "-w",
      "-t",
      "10",
    ]);
    await run(cmd, argv, os.tmpdir());
  }
  rmSync(dir, { recursive: true, force: true });
}

async function cli(argv) {
  if (argv[0] === "--reap") return reap(Number(argv[1]), argv[2]);
  const sep = argv.indexOf("--");
  const command = sep === -1 ? [] : argv.slice(sep + 1);
  const cluster = await startPgCluster();
  let exiting = false;
  const finish = async (code) => {
    if (exiting) return;
    exiting = true;
    await cluster.stop().catch((e) => console.error(e instanceof Error ? e.message : e));
    process.exit(code);
  };

  if (command.length === 0) {
    console.log(cluster.url);
    console.error(`PostgreSQL cluster in ${cluster.dir}; Ctrl-C (or SIGTERM) stops it and deletes the directory.`);
    process.on("SIGINT", () => void finish(0));
    process.on("SIGTERM", () => void finish(0));
    process.on("SIGHUP", () => void finish(0));
    setInterval(() => {}, 1 << 30);
    return;
  }
  const child = spawn(command[0], command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: cluster.url, TEST_DATABASE_URL: cluster.url },
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("error", (error) => {
    console.error(`${command[0]}: ${error.message}`);
    void finish(127);
  });
  child.on("exit", (code, signal) => void finish(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
}

function isMain() {
  try {
    return !!process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  cli(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

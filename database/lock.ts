import { readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt
 * it. The lock file holds the owner's pid; a lock left by a process that died is taken over.
 */
export function lockDataDir(dir: string, owner: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "db.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid} ${owner}\n`, { flag: "wx" });
      return () => {
        try {
          if (readFileSync(file, "utf8").startsWith(`${process.pid} `)) rmSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pid, ...rest] = readFileSync(file, "utf8").trim().split(" ");
      if (pidAlive(Number(pid))) {
        throw new Error(
          `The database in ${dir} is in use by ${rest.join(" ") || "another process"} (pid ${pid}). ` +
            "Stop it first: the embedded database allows one process at a time.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}.`);
}

function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// Where uploaded files live. A small interface with one implementation on local disk under
// DATA_DIR/files; an S3-compatible implementation (DESIGN §1) would implement the same four
// operations and is out of scope for now.
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export interface FileStorage {
  /** Root directory served at /media (local disk only). */
  readonly root: string;
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}

function safeKey(root: string, key: string) {
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error(`invalid storage key: ${key}`);
  return full;
}

export function localDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  return {
    root: base,
    async put(key, data) {
      const file = safeKey(base, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename would be atomic; a partial file is never listed (the row comes last).
      await writeFile(file, data);
    },
    get: (key) => readFile(safeKey(base, key)),
    async size(key) {
      try {
        return (await stat(safeKey(base, key))).size;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(safeKey(base, key), { force: true, recursive: true });
    },
  };
}

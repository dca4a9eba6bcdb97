// One schema and one set of migrations for both engines: PGlite (embedded, a directory under
// DATA_DIR, or in memory for tests) and a PostgreSQL server through a pool.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir } from "./lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Receives NOTIFY payloads on a channel; returns a function that stops listening. When the
 * listening connection had to be re-opened, `onReconnect` runs so the caller can catch up on
 * what was sent while it was away.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  listen: Listen;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "drizzle");
// Any fixed number works; it only has to be the same in every instance of the app.
const MIGRATION_LOCK = 727_001;

export interface OpenOptions {
  /** postgres:// URL; without it PGlite is used. */
  url?: string;
  /** PGlite directory; "memory://" for a throwaway in-memory database. */
  dir?: string;
  /** Who holds the PGlite directory, named in the error a second process gets. */
  owner?: string;
  poolMax?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolMax ?? 10);
  return openPglite(options.dir ?? "memory://", options.owner ?? "the MSA portal");
}

async function openPglite(dir: string, owner: string): Promise<Database> {
  const inMemory = dir.startsWith("memory://");
  const unlock = inMemory ? () => {} : lockDataDir(path.dirname(path.resolve(dir)), owner);
  let client: PGlite | undefined;
  let db: Db;
  try {
    client = await PGlite.create(dir);
    db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
  } catch (error) {
    await client?.close().catch(() => {});
    unlock();
    throw error;
  }
  const pglite = client;
  return {
    db,
    kind: "pglite",
    listen: async (channel, onPayload) => {
      const stop = await pglite.listen(channel, onPayload);
      return async () => stop();
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  };
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Several instances may start at once: one migrates, the others wait for it.
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  const listeners: pg.Client[] = [];
  let closing = false;
  return {
    db,
    kind: "postgres",
    listen: async (channel, onPayload, onReconnect) => {
      // LISTEN needs a connection of its own that stays open for the life of the subscription;
      // when it drops (server restart, network), it is re-opened with backoff.
      let stopped = false;
      let current: pg.Client | null = null;
      const connect = async (): Promise<pg.Client> => {
        const client = new pg.Client({ connectionString: url });
        client.on("notification", (n) => {
          if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
        });
        client.on("error", () => {});
        client.on("end", () => {
          listeners.splice(listeners.indexOf(client) >>> 0, 1);
          if (!stopped && !closing) void reconnect(250);
        });
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        listeners.push(client);
        current = client;
        return client;
      };
      const reconnect = async (delay: number): Promise<void> => {
        await new Promise((r) => setTimeout(r, delay));
        if (stopped || closing) return;
        try {
          await connect();
          onReconnect?.();
        } catch {
          void reconnect(Math.min(delay * 2, 10_000));
        }
      };
      await connect();
      return async () => {
        stopped = true;
        await current?.end().catch(() => {});
      };
    },
    close: async () => {
      closing = true;
      const open = listeners.splice(0);
      await Promise.all(open.map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}

/** Raw SQL for the rare query drizzle's builder does not express; both drivers answer `{rows}`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../database/client";
import { setting } from "../../../database/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function readSetting<T>(db: Db | Tx, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: setting.value }).from(setting).where(eq(setting.key, key));
  return row?.value as T | undefined;
}

export async function writeSetting(db: Db | Tx, key: string, value: unknown): Promise<void> {
  await db
    .insert(setting)
    .values({ key, value })
    .onConflictDoUpdate({ target: setting.key, set: { value, updatedAt: sql`now()` } });
}

/** Writes `value` only when the key is absent, then returns whatever is stored (race-safe). */
export async function settingOrInit<T>(db: Db, key: string, value: T): Promise<T> {
  await db.insert(setting).values({ key, value }).onConflictDoNothing();
  return (await readSetting<T>(db, key)) as T;
}

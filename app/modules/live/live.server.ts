import { asc, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../../database/client";
import { liveEvent, liveSequence } from "../../../database/schema";
import { LIVE_CHANNEL, type LiveEvent, type LiveTopic } from "./topics";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Records a change to `topic` inside the caller's transaction. Taking the sequence row's lock
 * orders event ids by commit; NOTIFY is delivered only if and when the transaction commits.
 */
export async function publishInTx(tx: Tx | Db, topic: LiveTopic): Promise<number> {
  const [row] = await tx
    .update(liveSequence)
    .set({ value: sql`${liveSequence.value} + 1` })
    .where(sql`${liveSequence.id} = 'events'`)
    .returning({ value: liveSequence.value });
  const id = row!.value;
  await tx.insert(liveEvent).values({ id, topic });
  const payload: LiveEvent = { id, topic };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
  return id;
}

export async function ensureLiveSequence(db: Db): Promise<void> {
  await db.insert(liveSequence).values({ id: "events", value: 0 }).onConflictDoNothing();
}

/** Events after `afterId`, oldest first; `complete` is false when some were pruned or never existed here. */
export async function eventsSince(db: Db, afterId: number, limit = 1000) {
  const rows = await db
    .select({ id: liveEvent.id, topic: liveEvent.topic })
    .from(liveEvent)
    .where(gt(liveEvent.id, afterId))
    .orderBy(asc(liveEvent.id))
    .limit(limit);
  const [seq] = await db.select({ value: liveSequence.value }).from(liveSequence);
  const latest = seq?.value ?? 0;
  // Ids are contiguous (the counter row rolls back with a failed write), so a gap means pruning.
  const complete = afterId <= latest && rows.length === latest - afterId;
  return { events: rows as LiveEvent[], complete, latest };
}

export async function pruneLiveEvents(db: Db, olderThanMs: number): Promise<void> {
  await db.delete(liveEvent).where(lt(liveEvent.createdAt, new Date(Date.now() - olderThanMs)));
}

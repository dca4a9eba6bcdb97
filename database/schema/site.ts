import { bigint, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small named values: the auth secret, the contact-menu links, later the registration switch... */
export const setting = pgTable("setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: the live-event counter. Every write that publishes takes this row's lock inside its
 * transaction, so event ids are handed out in commit order and a client that reconnects with
 * Last-Event-ID can be replayed exactly what it missed.
 */
export const liveSequence = pgTable("live_sequence", {
  id: text("id").primaryKey(),
  value: bigint("value", { mode: "number" }).notNull(),
});

/** Recent live events, kept for replay to reconnecting clients; old rows are pruned. */
export const liveEvent = pgTable("live_event", {
  id: bigint("id", { mode: "number" }).primaryKey(),
  topic: text("topic").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

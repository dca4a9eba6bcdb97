// Tables of the staff dashboard (issue 4): Jumu'ah, duas, past-event images, push, audit trail.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The four Jumu'ah sessions' khateeb and topic (SPEC §3); rows are keyed jummah1..3, gradJummah. */
export const jummah = pgTable("jummah", {
  key: text("key").primaryKey(),
  khateeb: text("khateeb").notNull(),
  topic: text("topic").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const duaCategory = pgTable("dua_category", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const dua = pgTable(
  "dua",
  {
    id: uuid("id").primaryKey(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => duaCategory.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    arabic: text("arabic").notNull(),
    transliteration: text("transliteration").notNull(),
    english: text("english").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dua_category_idx").on(t.categoryId)],
);

/** A stored past-event image: the original under external/{uuid}-{filename}, WebP variants beside it. */
export const pastEventImage = pgTable("past_event_image", {
  id: uuid("id").primaryKey(),
  fullPath: text("full_path").notNull().unique(),
  name: text("name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** Widths of the WebP variants made at upload. */
  variants: jsonb("variants").$type<number[]>().notNull(),
  uploadedBy: text("uploaded_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const pushSubscription = pgTable("push_subscription", {
  endpoint: text("endpoint").primaryKey(),
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const pushNotification = pgTable("push_notification", {
  id: uuid("id").primaryKey(),
  sentBy: text("sent_by").notNull(),
  title: text("title").notNull(),
  message: text("message").notNull(),
  delivered: integer("delivered").notNull(),
  failed: integer("failed").notNull(),
  removed: integer("removed").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every staff write: who, in which role, what, on what, when, and how it ended. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    role: text("role"),
    action: text("action").notNull(),
    target: text("target").notNull(),
    /** ok, refused (403) or failed (an error after the permission check). */
    outcome: text("outcome").notNull(),
    detail: text("detail"),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

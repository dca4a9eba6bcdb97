import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A contact message or a fiqh question, stored before anything is mailed (nothing is lost). */
export const message = pgTable(
  "message",
  {
    id: uuid("id").primaryKey(),
    /** "contact" or "fiqh". */
    kind: text("kind").notNull(),
    /** The form's fields, as the template takes them (name/email/message or email/privacy/...). */
    fields: jsonb("fields").notNull(),
    email: text("email").notNull(),
    clientIp: text("client_ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by"),
  },
  (t) => [
    index("message_kind_created_idx").on(t.kind, t.createdAt),
    index("message_ip_idx").on(t.clientIp, t.createdAt),
  ],
);

/**
 * One mail to send per message. A worker claims a row with FOR UPDATE SKIP LOCKED and a lease,
 * so with several instances each message is sent at most once; failures back off and retry,
 * and after the last attempt the row stays as "failed" for staff to see.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey(),
    messageId: uuid("message_id")
      .notNull()
      .unique()
      .references(() => message.id, { onDelete: "cascade" }),
    /** pending, sending, sent, failed */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

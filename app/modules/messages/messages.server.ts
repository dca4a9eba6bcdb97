// Contact messages and fiqh questions: stored first, in one transaction with their outbox row,
// then mailed by the outbox worker (outbox.server.ts). Staff read them in the dashboard inbox.
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../../database/client";
import { message, outbox } from "../../../database/schema";
import { notFound } from "~/lib/http-error";
import { audited } from "../audit/audit.server";
import { authorize, type Action, type Actor } from "../accounts/policy";
import { publishInTx } from "../live/live.server";
import { HONEYPOT, type DeliveryStatus, type FieldErrors, type MessageKind } from "./schema";
import { validate } from "./validate";

export const inboxAction: Record<MessageKind, Action> = {
  contact: "manage:contact-messages",
  fiqh: "manage:fiqh-questions",
};

export const formKeys: Record<MessageKind, readonly string[]> = {
  contact: ["name", "email", "message"],
  fiqh: ["email", "privacy", "revertStatus", "school", "question"],
};

export type SubmitResult =
  | { status: "stored"; id: string }
  /** The honeypot was filled: answered like a success, nothing stored. */
  | { status: "ignored" }
  | { status: "invalid"; errors: FieldErrors; formError: string }
  | { status: "rate-limited" };

export interface SubmitOptions {
  clientIp: string;
  rateLimit: { max: number; windowSeconds: number };
  /** Called after the transaction commits, to wake the outbox worker. */
  onStored?: () => void;
}

export async function submitMessage(
  db: Db,
  kind: MessageKind,
  values: Record<string, string | undefined>,
  o: SubmitOptions,
): Promise<SubmitResult> {
  if ((values[HONEYPOT] ?? "").trim() !== "") return { status: "ignored" };
  const v = validate(kind, values);
  if (!v.ok) return { status: "invalid", errors: v.errors, formError: v.formError };
  const id = randomUUID();
  const result = await db.transaction(async (tx) => {
    // Per-address limit: the live-sequence lock taken by publishInTx serialises concurrent submits,
    // so the count below cannot be raced past the limit.
    await publishInTx(tx, "messages");
    const since = new Date(Date.now() - o.rateLimit.windowSeconds * 1000);
    const [row] = await tx
      .select({ n: count() })
      .from(message)
      .where(and(eq(message.clientIp, o.clientIp), gt(message.createdAt, since)));
    if ((row?.n ?? 0) >= o.rateLimit.max) return "rate-limited" as const;
    await tx.insert(message).values({ id, kind, fields: v.fields, email: v.email, clientIp: o.clientIp });
    await tx.insert(outbox).values({ id: randomUUID(), messageId: id });
    return "stored" as const;
  });
  if (result === "rate-limited") return { status: "rate-limited" };
  o.onStored?.();
  return { status: "stored", id };
}

export interface InboxItem {
  id: string;
  kind: MessageKind;
  fields: Record<string, string>;
  createdAt: string;
  answeredAt: string | null;
  answeredBy: string | null;
  delivery: DeliveryStatus;
  attempts: number;
  lastError: string | null;
}

export async function listInbox(db: Db, actor: Actor | null, kind: MessageKind, limit = 200): Promise<InboxItem[]> {
  authorize(actor, inboxAction[kind]);
  const rows = await db
    .select({
      id: message.id,
      fields: message.fields,
      createdAt: message.createdAt,
      answeredAt: message.answeredAt,
      answeredBy: message.answeredBy,
      delivery: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
    })
    .from(message)
    .innerJoin(outbox, eq(outbox.messageId, message.id))
    .where(eq(message.kind, kind))
    .orderBy(desc(message.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind,
    fields: r.fields as Record<string, string>,
    createdAt: r.createdAt.toISOString(),
    answeredAt: r.answeredAt?.toISOString() ?? null,
    answeredBy: r.answeredBy,
    delivery: r.delivery as DeliveryStatus,
    attempts: r.attempts,
    lastError: r.lastError,
  }));
}

/** Marks a message answered (or, with answered=false, not yet answered). */
export async function setAnswered(db: Db, actor: Actor | null, kind: MessageKind, id: string, answered: boolean) {
  return audited(db, actor, inboxAction[kind], `${kind} message ${id}`, async (tx, who) => {
    await publishInTx(tx, "messages");
    const rows = await tx
      .update(message)
      .set(answered ? { answeredAt: sql`now()`, answeredBy: who.email } : { answeredAt: null, answeredBy: null })
      .where(and(eq(message.id, id), eq(message.kind, kind)))
      .returning({ id: message.id });
    // Throwing rolls back the live event too: nothing changed.
    if (rows.length !== 1) throw notFound("Message");
    return true;
  });
}

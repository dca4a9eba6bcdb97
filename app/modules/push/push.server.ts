// Web Push from our own server: VAPID keys made on first start and kept in the database (shared
// by every instance), subscriptions from browsers and apps, sending to all (payload encrypted with
// aes128gcm by web-push, delivered with fetch), pruning of subscriptions the push service answers
// 404 or 410 to, and a history of what was sent.
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../../../database/client";
import { pushNotification, pushSubscription } from "../../../database/schema";
import { HttpError } from "~/lib/http-error";
import { authorize, type Actor } from "../accounts/policy";
import { audited } from "../audit/audit.server";
import { settingOrInit } from "../site/settings.server";
import { sendPushInput, subscriptionInput } from "./schema";

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export async function ensureVapidKeys(db: Db, contactEmail: string): Promise<Vapid> {
  const keys = await settingOrInit(db, "vapid-keys", webpush.generateVAPIDKeys());
  return { ...keys, subject: `mailto:${contactEmail}` };
}

export async function subscribe(db: Db, input: unknown, allowHttp: boolean) {
  const sub = subscriptionInput.parse(input);
  if (!allowHttp && !sub.endpoint.startsWith("https://")) {
    throw new HttpError(400, "invalid_request", "A push endpoint must use https.");
  }
  const values = { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
  await db
    .insert(pushSubscription)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscription.endpoint, set: { p256dh: values.p256dh, auth: values.auth } });
  return { subscribed: true };
}

export async function unsubscribe(db: Db, endpoint: string) {
  await db.delete(pushSubscription).where(eq(pushSubscription.endpoint, endpoint));
}

const CONCURRENCY = 10;

/** Sends a notification to every subscription; returns the counts kept in the history. */
export async function sendToAll(db: Db, actor: Actor | null, vapid: Vapid, input: unknown) {
  const data = sendPushInput.parse(input);
  return audited(
    db,
    actor,
    "send:push",
    `push: ${data.title}`,
    async (_db, who) => {
      const subs = await db.select().from(pushSubscription);
      const payload = JSON.stringify({ title: data.title, body: data.message });
      let delivered = 0;
      let failed = 0;
      let removed = 0;
      const queue = [...subs];
      async function worker() {
        for (let sub = queue.shift(); sub; sub = queue.shift()) {
          try {
            const req = webpush.generateRequestDetails(
              { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
              payload,
              { vapidDetails: vapid, TTL: 24 * 3600, contentEncoding: "aes128gcm" },
            );
            const res = await fetch(req.endpoint, {
              method: req.method,
              headers: req.headers as Record<string, string>,
              body: new Uint8Array(req.body as Buffer),
              signal: AbortSignal.timeout(10_000),
            });
            if (res.ok) delivered++;
            else if (res.status === 404 || res.status === 410) {
              removed++;
              failed++;
              await unsubscribe(db, sub.endpoint);
            } else failed++;
          } catch {
            failed++;
          }
        }
      }
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, subs.length) }, worker));
      const row = {
        id: randomUUID(),
        sentBy: who.email,
        title: data.title,
        message: data.message,
        delivered,
        failed,
        removed,
      };
      await db.insert(pushNotification).values(row);
      return { delivered, failed, removed, subscribers: subs.length };
    },
    { noTransaction: true },
  );
}

export async function pushHistory(db: Db, actor: Actor | null) {
  authorize(actor, "send:push");
  const rows = await db.select().from(pushNotification).orderBy(desc(pushNotification.createdAt)).limit(50);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

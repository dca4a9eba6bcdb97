// The outbox worker: mails each stored message once over SMTP, with retries and exponential
// backoff. A row is claimed with FOR UPDATE SKIP LOCKED and a lease, so with several instances
// only one of them sends it; after the last attempt it stays "failed" and visible in the inbox.
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../../../database/client";
import { message, outbox } from "../../../database/schema";
import { publishInTx } from "../live/live.server";
import type { MessageKind } from "./schema";

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  contactTo: string;
  fiqhTo: string;
  maxAttempts: number;
  retryBaseSeconds: number;
  pollSeconds: number;
}

/** Lease on a claimed row: long enough for one SMTP exchange (nodemailer times out well before). */
const LEASE_SECONDS = 120;
const BATCH = 10;

/** The mail for one message: the template fields of SPEC §7, as text. */
export function renderMail(kind: MessageKind, fields: Record<string, string>, shortName: string) {
  if (kind === "contact") {
    return {
      subject: `[${shortName}] Contact message from ${fields.name}`,
      replyTo: fields.email,
      text: `New message from the Contact Us form.\n\nName: ${fields.name}\nEmail: ${fields.email}\n\nMessage:\n${fields.message}\n`,
    };
  }
  return {
    subject: `[${shortName}] Fiqh question (${fields.privacy})`,
    replyTo: fields.email,
    text:
      `New question from the Fiqh Q&A form.\n\nEmail: ${fields.email}\nPrivacy: ${fields.privacy}\n` +
      `Revert status: ${fields.revertStatus}\nSchool: ${fields.school || "-"}\n\nQuestion:\n${fields.question}\n`,
  };
}

export function backoffSeconds(attempts: number, baseSeconds: number) {
  // 1x, 2x, 4x ... the base, capped at six hours.
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), 6 * 3600);
}

export interface OutboxWorker {
  /** Runs a pass soon (after a submission). */
  wake(): void;
  /** One pass now; resolves with how many mails were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startOutboxWorker(db: Db, mail: MailSettings, shortName: string, logger: Logger): OutboxWorker {
  const transport: Transporter | null = mail.smtpUrl
    ? nodemailer.createTransport(mail.smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as never)
    : null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function claim() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          or(
            and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)),
            // A sender that died mid-send: its lease ran out, so the row is tried again.
            and(eq(outbox.status, "sending"), lte(outbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({
          status: "sending",
          attempts: sql`${outbox.attempts} + 1`,
          lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        })
        .where(
          inArray(
            outbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning({ id: outbox.id, messageId: outbox.messageId, attempts: outbox.attempts });
    });
  }

  async function sendOne(job: { id: string; messageId: string; attempts: number }) {
    const [m] = await db.select().from(message).where(eq(message.id, job.messageId));
    if (!m) return false;
    const kind = m.kind as MessageKind;
    const mailBody = renderMail(kind, m.fields as Record<string, string>, shortName);
    try {
      await transport!.sendMail({ from: mail.from, to: kind === "fiqh" ? mail.fiqhTo : mail.contactTo, ...mailBody });
      await db.transaction(async (tx) => {
        await publishInTx(tx, "messages");
        await tx
          .update(outbox)
          .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
          .where(eq(outbox.id, job.id));
      });
      return true;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= mail.maxAttempts;
      logger.warn({ messageId: job.messageId, attempts: job.attempts, err: text }, "mail delivery failed");
      await db.transaction(async (tx) => {
        await publishInTx(tx, "messages");
        await tx
          .update(outbox)
          .set({
            status: failed ? "failed" : "pending",
            lockedUntil: null,
            lastError: text.slice(0, 500),
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts, mail.retryBaseSeconds)})`,
          })
          .where(eq(outbox.id, job.id));
      });
      return false;
    }
  }

  async function pass(): Promise<number> {
    if (!transport || stopped) return 0;
    let sent = 0;
    for (;;) {
      const jobs = await claim();
      if (jobs.length === 0) break;
      for (const job of jobs) if (await sendOne(job)) sent++;
      if (stopped) break;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        logger.error({ err: error }, "outbox pass failed");
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, mail.pollSeconds * 1000);
    timer.unref();
  }
  if (transport) schedule();

  return {
    wake: () => void runOnce(),
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}

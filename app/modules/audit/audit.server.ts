// The audit trail, in one place: every staff command runs through `audited`, which checks the
// permission, runs the command in a transaction and records who/role/action/target/outcome in that
// same transaction on success; refusals (403) and failures are recorded separately afterwards,
// since the command's own transaction did not commit. Anonymous calls (401) are not staff actions
// and are not recorded, so nobody can fill the table from outside.
import { desc, lt } from "drizzle-orm";
import type { Db } from "../../../database/client";
import { auditLog } from "../../../database/schema";
import { HttpError } from "~/lib/http-error";
import { authorize, type Action, type Actor } from "../accounts/policy";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function record(
  db: Db | Tx,
  actor: Actor | null,
  action: Action,
  target: string,
  outcome: "ok" | "refused" | "failed",
  detail?: string,
) {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    role: actor?.role ?? null,
    action,
    target: target.slice(0, 500),
    outcome,
    detail: detail?.slice(0, 500) ?? null,
  });
}

export interface AuditOptions {
  /** Run without a surrounding transaction (commands that call APIs with their own connections). */
  noTransaction?: boolean;
}

/**
 * Checks `action` for `actor`, then runs `command` and records the outcome. The command receives
 * a transaction (or the database, with noTransaction) and the authorized actor.
 */
export async function audited<T>(
  db: Db,
  actor: Actor | null | undefined,
  action: Action,
  target: string,
  command: (tx: Tx | Db, actor: Actor) => Promise<T>,
  options: AuditOptions = {},
): Promise<T> {
  try {
    authorize(actor, action);
  } catch (error) {
    if (actor) await record(db, actor, action, target, "refused", (error as Error).message);
    throw error;
  }
  const who = actor;
  try {
    if (options.noTransaction) {
      const result = await command(db, who);
      await record(db, who, action, target, "ok");
      return result;
    }
    return await db.transaction(async (tx) => {
      const result = await command(tx, who);
      await record(tx, who, action, target, "ok");
      return result;
    });
  } catch (error) {
    const detail = error instanceof HttpError ? `${error.status} ${error.message}` : (error as Error).message;
    await record(db, who, action, target, "failed", detail).catch(() => {});
    throw error;
  }
}

export async function listAudit(db: Db, actor: Actor | null, options: { before?: number; limit?: number } = {}) {
  authorize(actor, "read:audit");
  const limit = Math.min(Math.max(options.limit ?? 100, 1), 500);
  const rows = await db
    .select()
    .from(auditLog)
    .where(options.before ? lt(auditLog.id, options.before) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

// Staff-account commands of the dashboard: the account commands of users.server.ts (shared with
// the CLI) behind the manage:users permission and the audit trail, plus one-time set-password links.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../database/client";
import { user, verification } from "../../../database/schema";
import { HttpError } from "~/lib/http-error";
import { audited } from "../audit/audit.server";
import type { Auth } from "./auth.server";
import { randomPassword } from "./auth.server";
import { authorize, roles, type Actor, type Role } from "./policy";
import { createUser, listUsers, resetPassword, setDisabled, setRole } from "./users.server";

const LINK_HOURS = 72;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export const createStaffInput = z.object({
  email: z.email().max(254),
  role: z.enum(roles),
  /** Without a password, the answer carries a one-time set-password link. */
  password: z.string().min(8).max(128).optional(),
});

export async function listStaff(db: Db, actor: Actor | null) {
  authorize(actor, "manage:users");
  const rows = await listUsers(db);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function makeSetPasswordLink(db: Db, publicUrl: string, userId: string) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(verification).values({
    id: randomBytes(16).toString("hex"),
    identifier: `set-password:${hash(token)}`,
    value: userId,
    expiresAt: new Date(Date.now() + LINK_HOURS * 3600_000),
  });
  return `${publicUrl}/set-password?token=${token}`;
}

export async function createStaff(db: Db, auth: Auth, publicUrl: string, actor: Actor | null, input: unknown) {
  const data = createStaffInput.parse(input);
  return audited(
    db,
    actor,
    "manage:users",
    `user/${data.email.toLowerCase()} (${data.role})`,
    async () => {
      const created = await createUser(auth, { ...data, password: data.password ?? randomPassword() });
      const setPasswordLink = data.password ? null : await makeSetPasswordLink(db, publicUrl, created.id);
      return { ...created, setPasswordLink };
    },
    { noTransaction: true },
  );
}

export async function changeRole(db: Db, auth: Auth, actor: Actor | null, email: string, role: Role) {
  return audited(db, actor, "manage:users", `user/${email} role=${role}`, () => setRole(db, auth, email, role), {
    noTransaction: true,
  });
}

export async function changePassword(
  db: Db,
  auth: Auth,
  publicUrl: string,
  actor: Actor | null,
  email: string,
  password: string | undefined,
) {
  return audited(
    db,
    actor,
    "manage:users",
    `user/${email} password`,
    async () => {
      if (password) {
        await resetPassword(auth, email, password);
        return { setPasswordLink: null };
      }
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
      if (!row) throw new HttpError(404, "not_found", `No account for ${email}.`);
      await resetPassword(auth, email, randomPassword());
      return { setPasswordLink: await makeSetPasswordLink(db, publicUrl, row.id) };
    },
    { noTransaction: true },
  );
}

export async function changeDisabled(db: Db, auth: Auth, actor: Actor | null, email: string, disabled: boolean) {
  return audited(
    db,
    actor,
    "manage:users",
    `user/${email} ${disabled ? "disable" : "enable"}`,
    () => setDisabled(db, auth, email, disabled),
    { noTransaction: true },
  );
}

/** Uses a one-time link: sets the password and spends the link. */
export async function redeemSetPasswordLink(db: Db, auth: Auth, token: string, password: string) {
  z.string().min(8, "The password needs at least 8 characters.").max(128).parse(password);
  const identifier = `set-password:${hash(token)}`;
  const [row] = await db
    .delete(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
    .returning({ userId: verification.value });
  if (!row) throw new HttpError(400, "invalid_link", "This link has expired or was already used.");
  const [u] = await db.select({ email: user.email }).from(user).where(eq(user.id, row.userId));
  if (!u) throw new HttpError(400, "invalid_link", "This link has expired or was already used.");
  await resetPassword(auth, u.email, password);
  return { email: u.email };
}

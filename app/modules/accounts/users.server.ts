// Staff account commands shared by the first-start seed, the CLI and (later) the dashboard.
import { and, asc, count, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../database/client";
import { user } from "../../../database/schema";
import { HttpError } from "~/lib/http-error";
import type { Auth } from "./auth.server";
import { randomPassword } from "./auth.server";
import { roles, type Role } from "./policy";

export const newUserSchema = z.object({
  email: z
    .email()
    .max(254)
    .transform((e) => e.toLowerCase()),
  role: z.enum(roles),
  password: z.string().min(8).max(128),
  name: z.string().trim().max(100).optional(),
});
export type NewUser = z.input<typeof newUserSchema>;

export async function createUser(auth: Auth, input: NewUser) {
  const data = newUserSchema.parse(input);
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(data.email)) {
    throw new HttpError(409, "conflict", `An account for ${data.email} already exists.`);
  }
  const created = await ctx.internalAdapter.createUser(
    {
      email: data.email,
      name: data.name || data.email.split("@")[0]!,
      emailVerified: true,
      role: data.role,
    },
    { method: "email-password" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await ctx.password.hash(data.password),
  });
  return { id: created.id, email: data.email, role: data.role };
}

async function findByEmail(auth: Auth, email: string) {
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(email.toLowerCase());
  if (!found) throw new HttpError(404, "not_found", `No account for ${email}.`);
  return { ctx, found };
}

/** Refuses to take away the last enabled super-admin (by a role change or by disabling it). */
async function guardLastSuperAdmin(db: Db, id: string) {
  const [target] = await db
    .select({ id: user.id, role: user.role, disabled: user.disabled })
    .from(user)
    .where(eq(user.id, id));
  if (!target || target.role !== "super-admin" || target.disabled) return;
  const [row] = await db
    .select({ n: count() })
    .from(user)
    .where(and(eq(user.role, "super-admin"), eq(user.disabled, false), ne(user.id, target.id)));
  if ((row?.n ?? 0) === 0) {
    throw new HttpError(409, "last_super_admin", "The last super-admin cannot be removed or disabled.");
  }
}

export async function setRole(db: Db, auth: Auth, email: string, role: Role) {
  const { found } = await findByEmail(auth, email);
  if (role !== "super-admin") await guardLastSuperAdmin(db, found.user.id);
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, found.user.id));
}

/** Sets a new password and ends the account's sessions everywhere. */
export async function resetPassword(auth: Auth, email: string, password: string) {
  z.string().min(8).max(128).parse(password);
  const { ctx, found } = await findByEmail(auth, email);
  await ctx.internalAdapter.updatePassword(found.user.id, await ctx.password.hash(password));
  await ctx.internalAdapter.deleteUserSessions(found.user.id);
}

export async function setDisabled(db: Db, auth: Auth, email: string, disabled: boolean) {
  const { ctx, found } = await findByEmail(auth, email);
  if (disabled) await guardLastSuperAdmin(db, found.user.id);
  await db.update(user).set({ disabled, updatedAt: new Date() }).where(eq(user.id, found.user.id));
  if (disabled) await ctx.internalAdapter.deleteUserSessions(found.user.id);
}

export async function listUsers(db: Db) {
  return db
    .select({ email: user.email, name: user.name, role: user.role, disabled: user.disabled, createdAt: user.createdAt })
    .from(user)
    .orderBy(asc(user.email));
}

/**
 * On a database with no super-admin (a fresh one, usually), creates the first super-admin. Returns the credentials to print
 * once, or null when accounts already exist.
 */
export async function ensureFirstSuperAdmin(db: Db, auth: Auth, email: string, password?: string) {
  const [row] = await db.select({ n: count() }).from(user).where(eq(user.role, "super-admin"));
  if ((row?.n ?? 0) > 0) return null;
  const chosen = password ?? randomPassword();
  try {
    await createUser(auth, { email, role: "super-admin", password: chosen, name: "Super Admin" });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (error instanceof HttpError && error.status === 409) return null;
    throw error;
  }
  return { email, password: chosen, generated: password === undefined };
}

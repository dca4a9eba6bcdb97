import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../../database/client";
import * as schema from "../../../database/schema";
import { isRole, type Actor } from "./policy";

/** Requests reach better-auth with the client address in this header, set by our server only. */
export const CLIENT_IP_HEADER = "x-msa-client-ip";

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  trustedOrigins?: string[];
  loginRateLimit: { max: number; windowSeconds: number };
  /** Where better-auth's own messages go (the server's pino logger). */
  logger?: Pick<Logger, "debug" | "info" | "warn" | "error">;
}

export function createAuth(o: AuthOptions) {
  return betterAuth({
    appName: "MSA portal",
    baseURL: o.baseURL,
    basePath: "/api/auth",
    secret: o.secret,
    trustedOrigins: o.trustedOrigins,
    database: drizzleAdapter(o.db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    // Staff accounts are created by a super-admin or the CLI, never by visitors.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 8, maxPasswordLength: 128 },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        disabled: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: o.loginRateLimit.windowSeconds, max: o.loginRateLimit.max },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: o.baseURL.startsWith("https://"),
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const [row] = await o.db
              .select({ disabled: schema.user.disabled })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (!row || row.disabled) throw new APIError("FORBIDDEN", { message: "This account is disabled." });
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: o.logger
      ? { level: "info", log: (level, message, ...args) => o.logger![level]({ args, source: "better-auth" }, message) }
      : undefined,
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The signed-in staff member for a request, or null (no cookie, expired, or disabled). */
export async function actorFromHeaders(auth: Auth, headers: Headers): Promise<Actor | null> {
  const cookie = headers.get("cookie");
  if (!cookie || !cookie.includes("session_token")) return null;
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const u = result.user as typeof result.user & { role?: string; disabled?: boolean };
  if (u.disabled) return null;
  return { id: u.id, email: u.email, name: u.name, role: isRole(u.role) ? u.role : "user" };
}

export function randomPassword(): string {
  return randomBytes(12).toString("base64url");
}

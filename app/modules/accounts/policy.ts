// The one permission table. Every server-side write names one action here and is refused
// (401 signed out, 403 wrong role) unless the actor's role is listed. The UI reads the same
// table only to hide what the server would refuse.
import { forbidden, unauthorized } from "~/lib/http-error";

export const roles = ["super-admin", "admin", "education", "internal", "external", "tournament", "user"] as const;
export type Role = (typeof roles)[number];

export const policy = {
  "update:jummah": ["super-admin", "admin", "education"],
  "manage:duas": ["super-admin", "admin", "education"],
  "manage:prayer-times": ["super-admin", "admin", "education"],
  "update:nav-forms": ["super-admin", "admin", "internal"],
  "manage:past-events": ["super-admin", "admin", "external"],
  "send:push": ["super-admin"],
  "manage:users": ["super-admin"],
  "read:audit": ["super-admin"],
  "manage:tournament": ["super-admin", "admin", "tournament"],
  "manage:contact-messages": ["super-admin", "admin", "internal"],
  "manage:fiqh-questions": ["super-admin", "admin", "education"],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof policy;

export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export function can(role: Role | undefined, action: Action): boolean {
  return role !== undefined && (policy[action] as readonly Role[]).includes(role);
}

/** Throws 401 when nobody is signed in and 403 when the role is not allowed. */
export function authorize(actor: Actor | null | undefined, action: Action): asserts actor is Actor {
  if (!actor) throw unauthorized();
  if (!can(actor.role, action)) throw forbidden();
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

import { randomBytes } from "node:crypto";
import { z } from "zod";
import { roles } from "../../app/modules/accounts/policy";
import {
  changeDisabled,
  changePassword,
  changeRole,
  createStaff,
  createStaffInput,
  listStaff,
} from "../../app/modules/accounts/staff.server";
import { createUser } from "../../app/modules/accounts/users.server";
import { listAudit } from "../../app/modules/audit/audit.server";
import type { Services } from "../services";
import { endpoint } from "./endpoint";

async function seedUser(services: Services) {
  const email = `seed-${randomBytes(4).toString("hex")}@test.local`;
  await createUser(services.auth, { email, role: "education", password: randomBytes(12).toString("hex") });
  return email;
}

const emailParams = z.object({ email: z.email() });
const linkResponse = z.object({ setPasswordLink: z.string().nullable() });

export const staffEndpoints = [
  endpoint({
    method: "get",
    path: "/users",
    tag: "Accounts",
    summary: "Staff accounts with their roles.",
    permission: "manage:users",
    response: z.array(
      z.object({
        email: z.string(),
        name: z.string(),
        role: z.string(),
        disabled: z.boolean(),
        createdAt: z.string(),
      }),
    ),
    handler: ({ services, actor }) => listStaff(services.db, actor),
  }),
  endpoint({
    method: "post",
    path: "/users",
    tag: "Accounts",
    summary: "Create a staff account; without a password the answer carries a one-time set-password link.",
    permission: "manage:users",
    body: createStaffInput,
    response: z.object({ id: z.string(), email: z.string(), role: z.enum(roles) }).merge(linkResponse),
    status: 201,
    example: {},
    setup: async () => ({ body: { email: `new-${randomBytes(4).toString("hex")}@test.local`, role: "external" } }),
    handler: ({ services, actor, body }) =>
      createStaff(services.db, services.auth, services.config.publicUrl, actor, body),
  }),
  endpoint({
    method: "put",
    path: "/users/{email}/role",
    tag: "Accounts",
    summary: "Change an account's role (the last super-admin keeps theirs).",
    permission: "manage:users",
    params: emailParams,
    body: z.object({ role: z.enum(roles) }),
    response: z.null(),
    status: 204,
    example: { body: { role: "internal" } },
    setup: async (s) => ({ params: { email: await seedUser(s) }, body: { role: "internal" } }),
    handler: ({ services, actor, params, body }) =>
      changeRole(services.db, services.auth, actor, params.email, body.role),
  }),
  endpoint({
    method: "put",
    path: "/users/{email}/password",
    tag: "Accounts",
    summary: "Reset a password (ends the account's sessions); without one, answers a one-time set-password link.",
    permission: "manage:users",
    params: emailParams,
    body: z.object({ password: z.string().min(8).max(128).optional() }),
    response: linkResponse,
    example: {},
    setup: async (s) => ({ params: { email: await seedUser(s) }, body: { password: "a-new-password-1" } }),
    handler: ({ services, actor, params, body }) =>
      changePassword(services.db, services.auth, services.config.publicUrl, actor, params.email, body.password),
  }),
  endpoint({
    method: "put",
    path: "/users/{email}/disabled",
    tag: "Accounts",
    summary: "Disable (ends its sessions) or enable an account; the last super-admin cannot be disabled.",
    permission: "manage:users",
    params: emailParams,
    body: z.object({ disabled: z.boolean() }),
    response: z.null(),
    status: 204,
    example: {},
    setup: async (s) => ({ params: { email: await seedUser(s) }, body: { disabled: true } }),
    handler: ({ services, actor, params, body }) =>
      changeDisabled(services.db, services.auth, actor, params.email, body.disabled),
  }),
  endpoint({
    method: "get",
    path: "/audit",
    tag: "Accounts",
    summary: "The audit trail of staff writes, newest first (`before` pages back by id).",
    permission: "read:audit",
    query: z.object({ before: z.coerce.number().int().optional(), limit: z.coerce.number().int().optional() }),
    response: z.array(z.object({ id: z.number(), at: z.string(), action: z.string(), outcome: z.string() }).loose()),
    handler: ({ services, actor, query }) => listAudit(services.db, actor, query),
  }),
];

import { z } from "zod";
import { roles } from "../../app/modules/accounts/policy";
import { endpoint } from "./endpoint";

export const actorSchema = z.object({ id: z.string(), email: z.email(), name: z.string(), role: z.enum(roles) });

export const sessionEndpoints = [
  endpoint({
    method: "get",
    path: "/session",
    tag: "Accounts",
    summary: "The signed-in staff member, or null. Sign in and out through /api/auth (better-auth).",
    response: actorSchema.nullable(),
    handler: async ({ actor }) => actor,
  }),
];

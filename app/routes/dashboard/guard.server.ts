import { data, redirect } from "react-router";
import { ZodError } from "zod";
import type { AppLoadContext } from "react-router";
import { HttpError } from "~/lib/http-error";
import { can, type Action, type Actor } from "~/modules/accounts/policy";

/** A dashboard section's loader: signed out goes to /login, a role without the permission gets 403. */
export function requireSection(context: AppLoadContext, action: Action): Actor {
  const { actor } = context;
  if (!actor) throw redirect("/login");
  if (!can(actor.role, action)) throw data("Your role does not give access to this section.", { status: 403 });
  return actor;
}

export interface Outcome {
  form: string;
  ok: boolean;
  message: string;
  detail?: string;
  data?: unknown;
}

/**
 * Runs one module command for a form and turns its result into the spec's message: `invalid` for
 * input the schema refuses, `failure` (plus the server's reason) for any other error.
 */
export async function outcome(
  form: string,
  run: () => Promise<unknown>,
  messages: { success: string; failure: string; invalid?: string },
): Promise<Outcome> {
  try {
    const result = await run();
    return { form, ok: true, message: messages.success, data: result };
  } catch (error) {
    if (error instanceof ZodError) {
      return { form, ok: false, message: messages.invalid ?? error.issues[0]?.message ?? messages.failure };
    }
    const detail = error instanceof HttpError ? error.message : undefined;
    return { form, ok: false, message: messages.failure, detail };
  }
}

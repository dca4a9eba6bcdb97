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
  /** The HTTP status of a refusal or failure (HttpError's, or 400 for input the schema refuses). */
  status?: number;
  /** HttpError details (for example the bad rows of a refused timetable). */
  details?: unknown;
  /** Every problem the schema found, for forms that show them all rather than the first. */
  issues?: { path: (string | number)[]; message: string }[];
}

/**
 * Runs one module command for a form and turns its result into the spec's message: `invalid` for
 * input the schema refuses, `failure` (plus the server's reason) for any other error. `success` may
 * be built from the command's result, for messages that name what was done.
 */
export async function outcome<T>(
  form: string,
  run: () => Promise<T>,
  messages: { success: string | ((result: T) => string); failure: string; invalid?: string },
): Promise<Outcome> {
  try {
    const result = await run();
    const message = typeof messages.success === "function" ? messages.success(result) : messages.success;
    return { form, ok: true, message, data: result };
  } catch (error) {
    if (error instanceof ZodError) {
      const issues = error.issues.map((i) => ({
        path: i.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
        message: i.message,
      }));
      return {
        form,
        ok: false,
        message: messages.invalid ?? error.issues[0]?.message ?? messages.failure,
        status: 400,
        issues,
      };
    }
    if (error instanceof HttpError) {
      return {
        form,
        ok: false,
        message: messages.failure,
        detail: error.message,
        status: error.status,
        details: error.details,
      };
    }
    return { form, ok: false, message: messages.failure };
  }
}

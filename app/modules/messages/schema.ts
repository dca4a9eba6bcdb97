// The two public forms (SPEC §5, §8): their fields, limits and verbatim messages. Shared by the
// route actions, the JSON API and the browser.
import { z } from "zod";

export * from "./constants";
import { LIMITS, privacyOptions, revertStatuses, TEXT } from "./constants";

const trimmed = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters.`);

export const contactSchema = z.object({
  name: trimmed(LIMITS.name).min(1, "Please enter your name."),
  email: trimmed(LIMITS.email).pipe(z.email("Please enter a valid email address.")),
  message: trimmed(LIMITS.message).min(1, "Please enter your message."),
});
export type ContactFields = z.infer<typeof contactSchema>;

export const fiqhSchema = z.object({
  email: trimmed(LIMITS.email).pipe(z.email("Please enter a valid email address.")),
  privacy: z.enum(privacyOptions, TEXT.fiqh.required),
  revertStatus: z.enum(revertStatuses).default("---"),
  school: trimmed(LIMITS.school).default(""),
  question: trimmed(LIMITS.message).min(1, TEXT.fiqh.required),
});
export type FiqhFields = z.infer<typeof fiqhSchema>;

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** Reads a form (FormData or JSON object) into plain strings for the schema. */
export function formValues(input: FormData | Record<string, unknown>, keys: readonly string[]) {
  const get = (k: string) => (input instanceof FormData ? input.get(k) : input[k]);
  return Object.fromEntries(
    keys.map((k) => {
      const v = get(k);
      return [k, typeof v === "string" ? v : v === undefined || v === null ? undefined : String(v)];
    }),
  ) as Record<string, string | undefined>;
}

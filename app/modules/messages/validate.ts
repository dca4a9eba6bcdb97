import { contactSchema, fieldErrors, fiqhSchema, TEXT, type FieldErrors, type MessageKind } from "./schema";

export type Validated =
  { ok: true; fields: Record<string, string>; email: string } | { ok: false; errors: FieldErrors; formError: string };

const blank = (v: string | undefined) => v === undefined || v.trim() === "";

/** Checks one form's values; on failure, a message per field and one for the whole form. */
export function validate(kind: MessageKind, values: Record<string, string | undefined>): Validated {
  if (kind === "fiqh") {
    // SPEC §5: any of the three required fields missing gives the one verbatim message.
    if (blank(values.email) || blank(values.privacy) || blank(values.question)) {
      const errors: FieldErrors = {};
      for (const k of ["email", "privacy", "question"]) if (blank(values[k])) errors[k] = "This field is required.";
      return { ok: false, errors, formError: TEXT.fiqh.required };
    }
    const r = fiqhSchema.safeParse({
      ...values,
      revertStatus: blank(values.revertStatus) ? undefined : values.revertStatus,
      school: values.school ?? "",
    });
    if (!r.success) {
      const errors = fieldErrors(r.error);
      return { ok: false, errors, formError: Object.values(errors)[0] ?? TEXT.fiqh.required };
    }
    return { ok: true, fields: r.data, email: r.data.email };
  }
  const r = contactSchema.safeParse(values);
  if (!r.success) {
    const errors = fieldErrors(r.error);
    return { ok: false, errors, formError: TEXT.contact.required };
  }
  return { ok: true, fields: r.data, email: r.data.email };
}

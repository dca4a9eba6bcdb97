// The shared action of the two form pages: store, answer, never lose what was typed.
import { data } from "react-router";
import type { RequestContext } from "~/load-context";
import { formKeys, submitMessage } from "./messages.server";
import { formValues, HONEYPOT, TEXT, type FieldErrors, type MessageKind } from "./schema";

export interface FormResult {
  status: "sent" | "invalid" | "error";
  message: string;
  errors?: FieldErrors;
  /** What was typed, given back on an error so nothing has to be typed again. */
  values?: Record<string, string>;
}

export async function handleMessageForm(kind: MessageKind, request: Request, context: RequestContext) {
  const { services, clientIp } = context;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<FormResult>({ status: "error", message: TEXT[kind].failed }, { status: 400 });
  }
  const values = formValues(form, [...formKeys[kind], HONEYPOT]);
  const typed = Object.fromEntries(formKeys[kind].map((k) => [k, values[k] ?? ""]));
  try {
    const r = await submitMessage(services.db, kind, values, {
      clientIp,
      rateLimit: services.config.formRateLimit,
      onStored: () => services.outbox.wake(),
    });
    if (r.status === "invalid") {
      return data<FormResult>(
        { status: "invalid", message: r.formError, errors: r.errors, values: typed },
        // 200: the page is the answer (the form again, with its messages); an error status
        // would only add a console error for the enhanced form.
        { status: 200 },
      );
    }
    if (r.status === "rate-limited") {
      return data<FormResult>({ status: "error", message: TEXT.rateLimited, values: typed }, { status: 429 });
    }
    return data<FormResult>({ status: "sent", message: TEXT[kind].sent });
  } catch (error) {
    services.logger.error({ err: error }, `storing a ${kind} message failed`);
    return data<FormResult>({ status: "error", message: TEXT[kind].failed, values: typed }, { status: 503 });
  }
}

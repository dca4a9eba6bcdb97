import { z } from "zod";
import { HttpError } from "../../app/lib/http-error";
import { HONEYPOT, TEXT, type MessageKind } from "../../app/modules/messages/schema";
import { formKeys, submitMessage } from "../../app/modules/messages/messages.server";
import { formValues } from "../../app/modules/messages/schema";
import type { HandlerInput } from "./endpoint";
import { endpoint } from "./endpoint";

const accepted = z.object({ message: z.string() });

/** The documented body; the form's own rules (and verbatim messages) are applied by the handler. */
const loose = (keys: string[]) =>
  z.object(Object.fromEntries([...keys, HONEYPOT].map((k) => [k, z.string().max(10_000).optional()])));

function submit(kind: MessageKind) {
  return async ({ services, body, req }: HandlerInput<unknown, unknown, Record<string, unknown>>) => {
    const values = formValues(body, [...formKeys[kind], HONEYPOT]);
    const r = await submitMessage(services.db, kind, values, {
      clientIp: req.ip ?? "unknown",
      rateLimit: services.config.formRateLimit,
      onStored: () => services.outbox.wake(),
    });
    if (r.status === "invalid") throw new HttpError(400, "invalid_request", r.formError, r.errors);
    if (r.status === "rate-limited") throw new HttpError(429, "rate_limited", TEXT.rateLimited);
    return { message: TEXT[kind].sent };
  };
}

// Public writes: no permission (anyone may write to the association), but a honeypot, a
// per-address rate limit and length caps. The body is checked by the same rules as the pages' forms.
export const messageEndpoints = [
  endpoint({
    method: "post",
    path: "/contact-messages",
    tag: "Messages",
    summary: "Send a Contact Us message (stored, then mailed to the association).",
    body: loose(["name", "email", "message"]),
    response: accepted,
    status: 202,
    handler: submit("contact") as never,
  }),
  endpoint({
    method: "post",
    path: "/fiqh-questions",
    tag: "Messages",
    summary: "Submit a Fiqh Q&A question (stored, then mailed to the education team).",
    body: loose(["email", "privacy", "revertStatus", "school", "question"]),
    response: accepted,
    status: 202,
    handler: submit("fiqh") as never,
  }),
];

// Contact Us: contact details and the contact form. The form is a plain POST that works without
// JavaScript; the message is stored (with its outbox row) before success is shown.
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/contact-us";
import { FieldError, FormStatus, HoneypotField } from "~/components/form-status";
import { pageMeta } from "~/content/forms";
import { seoMeta } from "~/lib/seo";
import { handleMessageForm } from "~/modules/messages/form-action.server";
import { LIMITS } from "~/modules/messages/constants";
import type { RootData } from "~/root";
import "~/styles/content.scss";

const PATH = "/contact-us";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({ ...pageMeta[PATH], path: PATH }, matches);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleMessageForm("contact", request, context);
}

export default function ContactUs({ matches }: Route.ComponentProps) {
  const root = matches[0]?.loaderData as RootData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const v = result?.status === "sent" ? {} : (result?.values ?? {});
  const e = result?.errors ?? {};
  const describe = (k: string) => (e[k] ? `contact-${k}-error` : undefined);
  return (
    <article className="container page-section content-page">
      <h1>Contact Us</h1>
      <section className="contact-info" aria-labelledby="contact-info-title">
        <h2 id="contact-info-title">Get in Touch</h2>
        <p>
          E-mail the executives at <a href={`mailto:${root.identity.email}`}>{root.identity.email}</a>, or find us
          online:
        </p>
        <ul className="content-list">
          {root.identity.socials.map((s) => (
            <li key={s.label}>
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {s.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Send Us a Message</h2>
        {/* A new key after a success empties the form. */}
        <Form method="post" className="message-form" noValidate key={result?.status === "sent" ? "sent" : "form"}>
          <div className="mb-3">
            <label className="form-label" htmlFor="contact-name">
              Name
            </label>
            <input
              id="contact-name"
              name="name"
              className="form-control"
              required
              maxLength={LIMITS.name}
              autoComplete="name"
              defaultValue={v.name}
              aria-invalid={e.name ? true : undefined}
              aria-describedby={describe("name")}
            />
            <FieldError id="contact-name-error" text={e.name} />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="contact-email">
              Email
            </label>
            <input
              id="contact-email"
              name="email"
              type="email"
              className="form-control"
              required
              maxLength={LIMITS.email}
              autoComplete="email"
              defaultValue={v.email}
              aria-invalid={e.email ? true : undefined}
              aria-describedby={describe("email")}
            />
            <FieldError id="contact-email-error" text={e.email} />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="contact-message">
              Message
            </label>
            <textarea
              id="contact-message"
              name="message"
              className="form-control"
              rows={6}
              required
              maxLength={LIMITS.message}
              defaultValue={v.message}
              aria-invalid={e.message ? true : undefined}
              aria-describedby={describe("message")}
            />
            <FieldError id="contact-message-error" text={e.message} />
          </div>
          <HoneypotField id="contact-website" />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Sending..." : "Send"}
          </button>
        </Form>
        <FormStatus result={result} />
      </section>
    </article>
  );
}

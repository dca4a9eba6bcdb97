// Fiqh Q&A submission: email, privacy (Private by default), revert status, school, question.
// A plain POST form; the question is stored (with its outbox row) before success is shown.
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/fiqh-qna-submission";
import { FieldError, FormStatus, HoneypotField } from "~/components/form-status";
import { pageMeta } from "~/content/forms";
import { seoMeta } from "~/lib/seo";
import { handleMessageForm } from "~/modules/messages/form-action.server";
import { LIMITS, privacyOptions, revertStatuses } from "~/modules/messages/constants";
import "~/styles/content.scss";

const PATH = "/fiqh-qna-submission";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({ ...pageMeta[PATH], path: PATH }, matches);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleMessageForm("fiqh", request, context);
}

export default function FiqhSubmission(_: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const v = result?.status === "sent" ? {} : (result?.values ?? {});
  const e = result?.errors ?? {};
  const describe = (k: string) => (e[k] ? `fiqh-${k}-error` : undefined);
  const privacy = v.privacy || "Private";
  return (
    <article className="container page-section content-page">
      <h1>Fiqh Q&amp;A Submission</h1>
      <p className="lead-text">
        Ask the education team a question about Islamic jurisprudence. Private questions are answered to you by e-mail;
        public ones may be answered, without your name, for everyone.
      </p>
      <Form method="post" className="message-form" noValidate key={result?.status === "sent" ? "sent" : "form"}>
        <div className="mb-3">
          <label className="form-label" htmlFor="fiqh-email">
            Email
          </label>
          <input
            id="fiqh-email"
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
          <FieldError id="fiqh-email-error" text={e.email} />
        </div>
        <fieldset className="mb-3" aria-describedby={describe("privacy")}>
          <legend className="form-label">Privacy</legend>
          {privacyOptions.map((p) => (
            <div className="form-check" key={p}>
              <input
                className="form-check-input"
                type="radio"
                name="privacy"
                id={`fiqh-privacy-${p}`}
                value={p}
                defaultChecked={privacy === p}
              />
              <label className="form-check-label" htmlFor={`fiqh-privacy-${p}`}>
                {p}
              </label>
            </div>
          ))}
          <FieldError id="fiqh-privacy-error" text={e.privacy} />
        </fieldset>
        <div className="mb-3">
          <label className="form-label" htmlFor="fiqh-revert">
            Revert status
          </label>
          <select id="fiqh-revert" name="revertStatus" className="form-select" defaultValue={v.revertStatus || "---"}>
            {revertStatuses.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="fiqh-school">
            School of thought (optional)
          </label>
          <input
            id="fiqh-school"
            name="school"
            className="form-control"
            maxLength={LIMITS.school}
            defaultValue={v.school}
          />
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="fiqh-question">
            Question
          </label>
          <textarea
            id="fiqh-question"
            name="question"
            className="form-control"
            rows={6}
            required
            maxLength={LIMITS.message}
            defaultValue={v.question}
            aria-invalid={e.question ? true : undefined}
            aria-describedby={describe("question")}
          />
          <FieldError id="fiqh-question-error" text={e.question} />
        </div>
        <HoneypotField id="fiqh-website" />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? "Submitting..." : "Submit"}
        </button>
      </Form>
      <FormStatus result={result} />
    </article>
  );
}

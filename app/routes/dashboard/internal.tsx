import { useState } from "react";
import { useFetcher } from "react-router";
import type { Route } from "./+types/internal";
import { Feedback, LocalFeedback } from "./feedback";
import { outcome, requireSection, type Outcome } from "./guard.server";
import { useLiveTopics } from "~/modules/live/use-live";
import { navFormKeys, navFormLabels, type NavFormKey } from "~/modules/nav-forms/keys";
import { getNavForms, setNavFormLink } from "~/modules/nav-forms/nav-forms.server";
import { navFormLink } from "~/modules/nav-forms/schema";

export const meta = () => [{ title: "Internal · Dashboard" }, { name: "robots", content: "noindex" }];

const messages = {
  success: "Form link updated successfully!",
  cleared: "Form link removed: the menu item is hidden.",
  invalid: "Please select a form and enter a valid link.",
  failure: "Failed to update form link.",
};

export async function loader({ context }: Route.LoaderArgs) {
  requireSection(context, "update:nav-forms");
  return { forms: await getNavForms(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs): Promise<Outcome> {
  const f = Object.fromEntries(await request.formData()) as Record<string, string>;
  const key = f.key as NavFormKey;
  if (!(navFormKeys as readonly string[]).includes(key))
    return { form: "nav-form", ok: false, message: messages.invalid };
  if (f.intent === "clear") {
    return outcome("nav-form", () => setNavFormLink(context.services.db, context.actor, key, null), {
      success: messages.cleared,
      failure: messages.failure,
    });
  }
  const url = navFormLink.safeParse(f.url?.trim());
  if (!url.success) return { form: "nav-form", ok: false, message: messages.invalid };
  return outcome("nav-form", () => setNavFormLink(context.services.db, context.actor, key, url.data), messages);
}

export default function Internal({ loaderData }: Route.ComponentProps) {
  useLiveTopics(["nav-forms"]);
  const { forms } = loaderData;
  const fetcher = useFetcher<Outcome>({ key: "nav-form" });
  const [local, setLocal] = useState<string | null>(null);
  const [key, setKey] = useState("");
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <section aria-labelledby="internal-title" className="dash-panel dash-form">
      <h2 id="internal-title" className="h4">
        Contact menu form links
      </h2>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={(e) => {
          setLocal(null);
          const data = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
          if (data.get("intent") === "clear") {
            if (!data.get("key")) {
              e.preventDefault();
              setLocal(messages.invalid);
            }
            return;
          }
          if (!data.get("key") || !navFormLink.safeParse(String(data.get("url") ?? "").trim()).success) {
            e.preventDefault();
            setLocal(messages.invalid);
          }
        }}
      >
        <div className="mb-3">
          <label className="form-label" htmlFor="nav-form-key">
            Form
          </label>
          <select
            id="nav-form-key"
            name="key"
            className="form-select"
            value={key}
            onChange={(e) => setKey(e.target.value)}
          >
            <option value="">Select a form</option>
            {navFormKeys.map((k) => (
              <option key={k} value={k}>
                {navFormLabels[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="nav-form-url">
            Link
          </label>
          <input
            id="nav-form-url"
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://"
            className="form-control"
            key={key}
            defaultValue={key ? (forms[key as NavFormKey] ?? "") : ""}
          />
        </div>
        <div className="d-flex gap-2">
          <button
            type="submit"
            name="intent"
            value="save"
            className="btn btn-primary"
            disabled={fetcher.state !== "idle"}
          >
            Update Link
          </button>
          <button
            type="submit"
            name="intent"
            value="clear"
            className="btn btn-outline-danger"
            disabled={fetcher.state !== "idle"}
          >
            Clear link
          </button>
        </div>
      </fetcher.Form>
      {local ? <LocalFeedback ok={false} message={local} /> : <Feedback result={result} form="nav-form" />}
      <h3 className="h5 mt-4">Current links</h3>
      <ul className="list-group">
        {navFormKeys.map((k) => (
          <li key={k} className="list-group-item">
            <strong>{navFormLabels[k]}:</strong>{" "}
            {forms[k] ? (
              <a href={forms[k]} className="word-break" target="_blank" rel="noreferrer">
                {forms[k]}
              </a>
            ) : (
              <span className="text-muted">not set (hidden from the menu)</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

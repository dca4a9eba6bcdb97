// Staff inbox of contact messages (super-admin, admin, internal) or fiqh questions (super-admin,
// admin, education): newest first, delivery status, mark answered. Updates live.
import { data, Form, Link, redirect } from "react-router";
import { HttpError } from "~/lib/http-error";
import type { Route } from "./+types/dashboard-inbox";
import { pageTitle } from "~/lib/meta";
import { can } from "~/modules/accounts/policy";
import { useLiveTopics } from "~/modules/live/use-live";
import { inboxAction, listInbox, setAnswered } from "~/modules/messages/messages.server";
import type { MessageKind } from "~/modules/messages/constants";
import type { RootData } from "~/root";
import "~/styles/content.scss";

const titles: Record<MessageKind, string> = { contact: "Contact messages", fiqh: "Fiqh questions" };
const deliveryText = { pending: "Waiting to send", sending: "Sending", sent: "Delivered", failed: "Delivery failed" };

function kindOf(request: Request): MessageKind {
  return new URL(request.url).pathname.endsWith("/fiqh") ? "fiqh" : "contact";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor, services } = context;
  if (!actor) throw redirect("/login");
  const kind = kindOf(request);
  if (!can(actor.role, inboxAction[kind])) throw new Response("Your role does not allow this page.", { status: 403 });
  return { kind, title: titles[kind], items: await listInbox(services.db, actor, kind) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const kind = kindOf(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const answered = form.get("answered") === "true";
  if (!/^[0-9a-f-]{36}$/.test(id)) throw data("No such message.", { status: 400 });
  try {
    await setAnswered(context.services.db, context.actor, kind, id, answered);
  } catch (error) {
    // The module's 401/403/404 become the page's response status.
    if (error instanceof HttpError) throw data(error.message, { status: error.status });
    throw error;
  }
  return { ok: true };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  return [{ title: pageTitle(d?.title ?? "Inbox", root?.identity.shortName) }, { name: "robots", content: "noindex" }];
}

const fieldLabels: Record<string, string> = {
  name: "Name",
  email: "Email",
  privacy: "Privacy",
  revertStatus: "Revert status",
  school: "School",
};

export default function Inbox({ loaderData }: Route.ComponentProps) {
  useLiveTopics(["messages"]);
  const { title, items, kind } = loaderData;
  const bodyKey = kind === "fiqh" ? "question" : "message";
  return (
    <section className="container page-section content-page">
      <p>
        <Link to="/dashboard">Back to the dashboard</Link>
      </p>
      <h1>{title}</h1>
      {items.length === 0 ? (
        <div className="alert alert-info" role="status">
          Nothing here yet.
        </div>
      ) : (
        <ul className="inbox-list">
          {items.map((m) => (
            <li key={m.id} className="card inbox-item">
              <div className="card-body">
                <div className="inbox-meta">
                  <time dateTime={m.createdAt}>
                    {new Date(m.createdAt).toLocaleString("en-CA", { timeZone: "UTC" })} UTC
                  </time>
                  <span className={`delivery delivery-${m.delivery}`}>
                    {deliveryText[m.delivery]}
                    {m.delivery !== "sent" && m.attempts > 0
                      ? ` (${m.attempts} ${m.attempts === 1 ? "attempt" : "attempts"})`
                      : ""}
                  </span>
                  <span className={m.answeredAt ? "delivery delivery-sent" : "delivery"}>
                    {m.answeredAt ? `Answered by ${m.answeredBy}` : "Not answered"}
                  </span>
                </div>
                <dl>
                  {Object.entries(fieldLabels)
                    .filter(([k]) => m.fields[k] !== undefined)
                    .map(([k, label]) => (
                      <div key={k}>
                        <dt>{label}: </dt>
                        <dd>{m.fields[k] || "-"}</dd>
                      </div>
                    ))}
                </dl>
                <pre>{m.fields[bodyKey]}</pre>
                {m.lastError && m.delivery !== "sent" ? (
                  <p className="small text-muted">Last error: {m.lastError}</p>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="id" value={m.id} />
                  <input type="hidden" name="answered" value={m.answeredAt ? "false" : "true"} />
                  <button type="submit" className="btn btn-outline-primary btn-sm">
                    {m.answeredAt ? "Mark not answered" : "Mark answered"}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

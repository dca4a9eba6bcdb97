import { useState } from "react";
import { useRevalidator } from "react-router";
import Modal from "react-bootstrap/Modal";
import type { Route } from "./+types/push";
import { LocalFeedback } from "./feedback";
import { requireSection } from "./guard.server";
import { pushHistory } from "~/modules/push/push.server";
import { pushMessages } from "~/modules/push/schema";

export const meta = () => [{ title: "Push notifications · Dashboard" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  const actor = requireSection(context, "send:push");
  return { history: await pushHistory(context.services.db, actor) };
}

export default function Push({ loaderData }: Route.ComponentProps) {
  const { history } = loaderData;
  const revalidator = useRevalidator();
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setResult(null);
    if (!title.trim() || !message.trim()) return setResult({ ok: false, text: pushMessages.required });
    setConfirming(true);
  }

  async function send() {
    setSending(true);
    try {
      const res = await fetch("/api/v1/push/send", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ title, message }),
      });
      if (res.ok) {
        const counts = (await res.json()) as { delivered: number; failed: number };
        setResult({
          ok: true,
          text: `${pushMessages.sent} Delivered to ${counts.delivered}, failed ${counts.failed}.`,
        });
        setTitle("");
        setMessage("");
      } else {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        setResult({ ok: false, text: pushMessages.failedPrefix + (body?.error?.message ?? res.statusText) });
      }
    } catch {
      setResult({ ok: false, text: pushMessages.error });
    } finally {
      setSending(false);
      setConfirming(false);
      void revalidator.revalidate();
    }
  }

  return (
    <>
      <section aria-labelledby="push-title" className="dash-panel">
        <h2 id="push-title" className="h4">
          Custom push notification
        </h2>
        <form onSubmit={onSubmit} noValidate className="dash-form">
          <div className="mb-3">
            <label className="form-label" htmlFor="push-subject">
              Subject
            </label>
            <input
              id="push-subject"
              className="form-control"
              value={title}
              maxLength={120}
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="push-message">
              Message
            </label>
            <textarea
              id="push-message"
              className="form-control"
              rows={3}
              maxLength={1000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary">
            Send Notification
          </button>
        </form>
        {result ? <LocalFeedback ok={result.ok} message={result.text} /> : null}
      </section>
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby="push-confirm-title">
        <Modal.Header closeButton>
          <Modal.Title id="push-confirm-title">Send this notification to everyone?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-1">
            <strong>{title}</strong>
          </p>
          <p className="mb-0">{message}</p>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-primary" disabled={sending} onClick={() => void send()}>
            {sending ? "Sending…" : "Yes, send"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            No, cancel
          </button>
        </Modal.Footer>
      </Modal>
      <section aria-labelledby="push-history-title" className="dash-panel">
        <h2 id="push-history-title" className="h4">
          Sent notifications
        </h2>
        {history.length === 0 ? (
          <p>No notifications sent yet.</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm stack-sm">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Title</th>
                  <th scope="col">Message</th>
                  <th scope="col">Delivered</th>
                  <th scope="col">Failed</th>
                </tr>
              </thead>
              <tbody>
                {history.map((h) => (
                  <tr key={h.id}>
                    <td data-label="When">
                      <time dateTime={h.createdAt}>{h.createdAt.replace("T", " ").slice(0, 16)} UTC</time>
                    </td>
                    <td className="word-break" data-label="Who">
                      {h.sentBy}
                    </td>
                    <td data-label="Title">{h.title}</td>
                    <td data-label="Message">{h.message}</td>
                    <td data-label="Delivered">{h.delivered}</td>
                    <td data-label="Failed">
                      {h.failed}
                      {h.removed ? ` (${h.removed} removed)` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

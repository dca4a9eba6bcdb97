import type { Outcome } from "./guard.server";

/** The outcome of one form: a success or error alert that screen readers announce. */
export function Feedback({ result, form }: { result: Outcome | undefined | null; form: string }) {
  if (!result || result.form !== form) return null;
  return (
    <div className={`alert ${result.ok ? "alert-success" : "alert-danger"} mt-3`} role={result.ok ? "status" : "alert"}>
      {result.message}
      {result.detail ? <span className="d-block small">{result.detail}</span> : null}
    </div>
  );
}

/** The same alert for a message produced in the browser (client-side validation). */
export function LocalFeedback({ ok, message }: { ok: boolean; message: string | null }) {
  if (!message) return null;
  return (
    <div className={`alert ${ok ? "alert-success" : "alert-danger"} mt-3`} role={ok ? "status" : "alert"}>
      {message}
    </div>
  );
}

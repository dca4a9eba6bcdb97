import { HONEYPOT } from "~/modules/messages/constants";
import type { FormResult } from "~/modules/messages/form-action.server";

/** The outcome of a form submission, announced to screen readers. */
export function FormStatus({ result }: { result: FormResult | undefined }) {
  if (!result) return <div role="status" aria-live="polite" />;
  const ok = result.status === "sent";
  return (
    <div role={ok ? "status" : "alert"} className={`alert ${ok ? "alert-success" : "alert-danger"} form-result`}>
      {result.message}
    </div>
  );
}

export function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <div id={id} className="field-error">
      {text}
    </div>
  );
}

/** The spam trap: hidden from people and assistive technology, filled in only by bots. */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

import { useEffect, useRef, useState } from "react";
import type { LiveStatus } from "~/modules/live/use-live";

/** Says when live updates stop and when they are back (announced politely to screen readers). */
export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  const wasDown = useRef(false);
  const [back, setBack] = useState(false);
  useEffect(() => {
    if (status === "reconnecting") wasDown.current = true;
    if (status === "open" && wasDown.current) {
      wasDown.current = false;
      setBack(true);
      const t = setTimeout(() => setBack(false), 4000);
      return () => clearTimeout(t);
    }
  }, [status]);
  const text =
    status === "reconnecting"
      ? "Connection lost. Reconnecting…"
      : back
        ? "Reconnected. Live updates resumed."
        : status === "open"
          ? "Live updates on"
          : "Connecting to live updates…";
  return (
    <p
      className={`live-status live-status-${back ? "back" : status}`}
      role="status"
      aria-live="polite"
      data-status={status}
    >
      <span className="live-dot" aria-hidden="true" /> {text}
    </p>
  );
}

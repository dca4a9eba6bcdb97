// Home's Notifications section. The opt-in (service worker, Web Push) is imported only when the
// section nears the viewport; until then the server's markup, what the opt-in shows while it
// checks this browser, stands in, so nothing moves when it arrives.
import { lazy, Suspense, useRef } from "react";
import { PushOptInPending } from "./push-intro";
import { useNear } from "./use-near";

const PushOptIn = lazy(() => import("./push-opt-in"));

export function Notifications() {
  const section = useRef<HTMLElement>(null);
  const near = useNear(section);
  return (
    <section ref={section} className="container page-section" aria-labelledby="notify-title">
      <h2 id="notify-title" className="h4">
        Notifications
      </h2>
      {near ? (
        <Suspense fallback={<PushOptInPending />}>
          <PushOptIn />
        </Suspense>
      ) : (
        <PushOptInPending />
      )}
    </section>
  );
}

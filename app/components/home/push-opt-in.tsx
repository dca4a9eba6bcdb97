// 'Get notifications': registers the service worker and subscribes this browser to Web Push.
// Imported lazily by ./notifications.tsx (default export), never on Home's first load.
import { useEffect, useState } from "react";
import { PUSH_INTRO, PushOptInPending } from "./push-intro";

type State = "checking" | "unsupported" | "off" | "working" | "on" | "denied" | "error";

function urlBase64ToUint8Array(base64: string) {
  const padded = (base64 + "=".repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(padded);
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const supported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

export default function PushOptIn() {
  const [state, setState] = useState<State>("checking");

  useEffect(() => {
    async function check(): Promise<State> {
      if (!supported()) return "unsupported";
      if (Notification.permission === "denied") return "denied";
      const reg = await navigator.serviceWorker.getRegistration("/");
      return (await reg?.pushManager.getSubscription()) ? "on" : "off";
    }
    check().then(setState, () => setState("off"));
  }, []);

  async function turnOn() {
    setState("working");
    try {
      const reg = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      await navigator.serviceWorker.ready;
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return setState(permission === "denied" ? "denied" : "off");
      const { publicKey } = (await (await fetch("/api/v1/push/public-key")).json()) as { publicKey: string };
      const sub = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(publicKey),
      });
      const res = await fetch("/api/v1/push/subscriptions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(sub.toJSON()),
      });
      setState(res.ok ? "on" : "error");
    } catch {
      setState("error");
    }
  }

  async function turnOff() {
    setState("working");
    const reg = await navigator.serviceWorker.getRegistration("/");
    const sub = await reg?.pushManager.getSubscription();
    if (sub) {
      await fetch("/api/v1/push/subscriptions", {
        method: "DELETE",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ endpoint: sub.endpoint }),
      }).catch(() => {});
      await sub.unsubscribe().catch(() => {});
    }
    setState("off");
  }

  const text: Record<State, string> = {
    checking: PUSH_INTRO,
    unsupported: "This browser does not support notifications. On an iPhone, add this site to your Home Screen first.",
    off: PUSH_INTRO,
    working: "One moment…",
    on: "Notifications are on for this device.",
    denied: "Notifications are blocked for this site. Allow them in your browser's settings to get announcements.",
    error: "Something went wrong turning notifications on. Please try again.",
  };
  if (state === "checking") return <PushOptInPending />;
  return (
    <div className="push-optin">
      <p className="mb-0" role="status">
        {text[state]}
      </p>
      {state === "off" || state === "error" ? (
        <button type="button" className="btn btn-primary ms-auto" onClick={() => void turnOn()}>
          Get notifications
        </button>
      ) : null}
      {state === "on" ? (
        <button type="button" className="btn btn-outline-secondary ms-auto" onClick={() => void turnOff()}>
          Turn off notifications
        </button>
      ) : null}
    </div>
  );
}

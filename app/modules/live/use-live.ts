// One EventSource per page, shared by every component that subscribes to a topic. On a change
// (or a "reset" after a long disconnection) the page's loaders run again: fresh data, no reload.
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import type { LiveEvent, LiveTopic } from "./topics";

export type LiveStatus = "connecting" | "open" | "reconnecting";

type Listener = (event: LiveEvent | "reset") => void;

let source: EventSource | null = null;
let status: LiveStatus = "connecting";
const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();

function setStatus(next: LiveStatus) {
  if (status === next) return;
  status = next;
  statusListeners.forEach((l) => l());
}

let lastEventId = "";

function connect() {
  if (source || typeof EventSource === "undefined") return;
  const es = new EventSource(lastEventId ? `/api/v1/live?lastEventId=${lastEventId}` : "/api/v1/live");
  source = es;
  const remember = (e: Event) => {
    if ((e as MessageEvent).lastEventId) lastEventId = (e as MessageEvent).lastEventId;
  };
  es.addEventListener("ready", (e) => {
    remember(e);
    setStatus("open");
  });
  es.addEventListener("error", () => {
    setStatus("reconnecting");
    // EventSource retries by itself (sending Last-Event-ID) unless the server answered with an
    // error status; then it gives up, and we start a new one that resumes from the last id.
    if (es.readyState === EventSource.CLOSED && source === es) {
      source = null;
      setTimeout(() => {
        if (listeners.size > 0) connect();
      }, 3000);
    }
  });
  es.addEventListener("change", (e) => {
    remember(e);
    const event = JSON.parse((e as MessageEvent<string>).data) as LiveEvent;
    listeners.forEach((l) => l(event));
  });
  es.addEventListener("reset", (e) => {
    remember(e);
    listeners.forEach((l) => l("reset"));
  });
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
      setStatus("connecting");
    }
  };
}

/** Re-runs this page's loaders whenever one of `topics` changes on the server. */
export function useLiveTopics(topics: readonly LiveTopic[]): LiveStatus {
  const revalidator = useRevalidator();
  // The revalidator's identity changes with navigation state; the subscription should not.
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  const key = topics.join(",");
  useEffect(() => {
    const wanted = new Set(key.split(","));
    return subscribe((event) => {
      if (event === "reset" || wanted.has(event.topic)) void revalidate.current();
    });
  }, [key]);
  return useLiveStatus();
}

export function useLiveStatus(): LiveStatus {
  // The server snapshot ("connecting") is used for hydration, then the live one.
  return useSyncExternalStore(
    (l) => {
      statusListeners.add(l);
      return () => statusListeners.delete(l);
    },
    () => status,
    () => "connecting" as const,
  );
}

/**
 * Calls `onEvent` with each change to one of `topics` (or "reset" after a long disconnection),
 * for pages that fetch a snapshot themselves instead of re-running their loaders.
 */
export function useLiveEvents(topics: readonly LiveTopic[], onEvent: (event: LiveEvent | "reset") => void): LiveStatus {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = topics.join(",");
  useEffect(() => {
    const wanted = new Set(key.split(","));
    return subscribe((event) => {
      if (event === "reset" || wanted.has(event.topic)) handler.current(event);
    });
  }, [key]);
  return useLiveStatus();
}

/** The id of the last event this page has seen (for a fetch after a "reset"). */
export function lastLiveEventId(): number {
  return Number(lastEventId) || 0;
}

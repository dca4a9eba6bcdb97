// Keeps a tournament snapshot current: on every tournament, donation-links or settings event the
// page fetches the small snapshot for that event's version (built once on the server and served
// from memory to every viewer), so nothing re-renders the whole route and no reload happens.
import { useState } from "react";
import { lastLiveEventId, useLiveEvents, type LiveStatus } from "~/modules/live/use-live";
import type { Snapshot } from "../schema";

const topics = ["tournament", "donation-links", "settings"] as const;

/** Fetches the snapshot of version `v` or later, retrying a few times with backoff. */
async function fetchSnapshot(v: number, attempt = 0): Promise<Snapshot | null> {
  try {
    const res = await fetch(`/api/v1/tournament/snapshot?v=${v}`);
    if (!res.ok) throw new Error(String(res.status));
    return (await res.json()) as Snapshot;
  } catch {
    if (attempt >= 4) return null;
    await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
    return fetchSnapshot(v, attempt + 1);
  }
}

export function useTournamentSnapshot(initial: Snapshot): { snapshot: Snapshot; status: LiveStatus } {
  const [snapshot, setSnapshot] = useState(initial);
  const [seenInitial, setSeenInitial] = useState(initial);
  if (seenInitial !== initial) {
    // The loader ran again (a navigation): take its data if it is newer.
    setSeenInitial(initial);
    if (initial.version > snapshot.version) setSnapshot(initial);
  }
  const status = useLiveEvents(topics, (event) => {
    const v = event === "reset" ? lastLiveEventId() : event.id;
    void fetchSnapshot(v).then((next) => {
      if (next) setSnapshot((current) => (next.version > current.version ? next : current));
    });
  });
  return { snapshot, status };
}

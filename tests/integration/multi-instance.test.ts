// Two app instances on one PostgreSQL database, as behind a load balancer (DESIGN §1, §4): a write
// through one instance reaches live clients of the other through LISTEN/NOTIFY, the other serves
// the new data, and a client that reconnects to the other instance with Last-Event-ID is replayed
// what it missed. Runs on TEST_DATABASE_URL when set (npm test's PostgreSQL pass), otherwise on a
// throwaway cluster of its own, so it never depends on the environment to run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, freshDatabaseUrl, signIn, startTestServer, type TestServer } from "../setup/server";

interface PgCluster {
  url: string;
  stop(): Promise<void>;
}
// A plain .mjs script (it runs before anything is installed); typed here rather than by a .d.ts.
const pgClusterModule = "../../scripts/pg-cluster.mjs" as string;
const { startPgCluster } = (await import(pgClusterModule)) as { startPgCluster(): Promise<PgCluster> };

interface SseEvent {
  event: string;
  id?: string;
  data: string;
  /** performance.now() when the event was parsed. */
  at: number;
}

/** A minimal EventSource over fetch: collects parsed events and waits for one that matches. */
async function openLive(baseUrl: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/live`, {
    headers: { accept: "text/event-stream", ...headers },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events: SseEvent[] = [];
  const wakers = new Set<() => void>();
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value.replace(/\r\n?/g, "\n");
        let end;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const e: SseEvent = { event: "message", data: "", at: performance.now() };
          let hasData = false;
          for (const line of block.split("\n")) {
            if (!line || line.startsWith(":")) continue;
            const colon = line.indexOf(":");
            const field = colon === -1 ? line : line.slice(0, colon);
            const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
            if (field === "event") e.event = value;
            else if (field === "id") e.id = value;
            else if (field === "data") {
              e.data = hasData ? `${e.data}\n${value}` : value;
              hasData = true;
            }
          }
          if (hasData) {
            events.push(e);
            for (const wake of wakers) wake();
          }
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    events,
    /** The first event (already received or yet to come) that matches, or a rejection after `ms`. */
    waitFor(match: (e: SseEvent) => boolean, ms: number): Promise<SseEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          clearTimeout(timer);
          wakers.delete(check);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          wakers.delete(check);
          reject(
            new Error(
              `no matching event within ${ms} ms; received: ${JSON.stringify(events.map(({ at: _, ...e }) => e))}`,
            ),
          );
        }, ms);
        if (!check()) wakers.add(check);
      });
    },
    close: () => abort.abort(),
  };
}

const body = (e: SseEvent) => JSON.parse(e.data) as { id: number; topic?: string };
const isNavFormsChange = (e: SseEvent) => e.event === "change" && body(e).topic === "nav-forms";

let cluster: PgCluster | undefined;
let a: TestServer;
let b: TestServer;
let cookie: string;

beforeAll(async () => {
  let url = await freshDatabaseUrl();
  if (!url) {
    cluster = await startPgCluster();
    url = cluster.url;
  }
  a = await startTestServer({}, url);
  b = await startTestServer({}, url);
  expect(a.services.database.kind).toBe("postgres");
  expect(b.url).not.toBe(a.url);
  cookie = await signIn(a.url, ADMIN);
});

afterAll(async () => {
  await Promise.allSettled([a?.close(), b?.close()]);
  await cluster?.stop();
});

async function putNavForm(key: string, url: string | null) {
  const res = await fetch(`${a.url}/api/v1/nav-forms/${key}`, {
    method: "PUT",
    headers: { cookie, origin: a.url, "content-type": "application/json" },
    body: JSON.stringify({ url }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, string>;
}

/** The id the live stream of `baseUrl` says is "now". */
async function currentEventId(baseUrl: string) {
  const live = await openLive(baseUrl);
  try {
    return body(await live.waitFor((e) => e.event === "ready", 5000)).id;
  } finally {
    live.close();
  }
}

describe("two instances on one PostgreSQL database", () => {
  it("share sessions: a cookie from instance A is signed in on instance B", async () => {
    const res = await fetch(`${b.url}/api/v1/session`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: ADMIN.email, role: "super-admin" });
  });

  it("a write through A reaches a live client of B within 1 s, and B serves the new link", async () => {
    const live = await openLive(b.url);
    try {
      const ready = await live.waitFor((e) => e.event === "ready", 5000);
      const before = body(ready).id;
      const link = `https://forms.example.org/volunteer/${Date.now()}`;

      const sent = performance.now();
      expect(await putNavForm("volunteer", link)).toMatchObject({ volunteer: link });
      const change = await live.waitFor(isNavFormsChange, 1000);
      expect(change.at - sent).toBeLessThan(1000);
      expect(body(change).id).toBeGreaterThan(before);
      expect(change.id).toBe(String(body(change).id));

      const res = await fetch(`${b.url}/api/v1/nav-forms`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ volunteer: link });
    } finally {
      live.close();
    }
  });

  it("B replays a change it never streamed to a client that reconnects with Last-Event-ID", async () => {
    const before = await currentEventId(b.url);
    // No client is connected to B while this write happens through A.
    const link = `https://forms.example.org/incident/${Date.now()}`;
    expect(await putNavForm("incident", link)).toMatchObject({ incident: link });

    const started = performance.now();
    const live = await openLive(b.url, { "last-event-id": String(before) });
    try {
      const ready = await live.waitFor((e) => e.event === "ready", 5000);
      expect(ready.at - started).toBeLessThan(1000);
      const replayed = live.events.filter((e) => e.event === "change");
      expect(replayed.map(body)).toEqual([{ id: before + 1, topic: "nav-forms" }]);
      // The replay comes before `ready`, and `ready` names the last id the client now has.
      expect(live.events.indexOf(replayed[0]!)).toBeLessThan(live.events.indexOf(ready));
      expect(body(ready).id).toBe(before + 1);
    } finally {
      live.close();
    }

    // A client that is up to date is replayed nothing.
    const upToDate = await openLive(b.url, { "last-event-id": String(before + 1) });
    try {
      await upToDate.waitFor((e) => e.event === "ready", 5000);
      expect(upToDate.events.filter((e) => e.event === "change")).toEqual([]);
    } finally {
      upToDate.close();
    }
    const res = await fetch(`${b.url}/api/v1/nav-forms`);
    expect(await res.json()).toMatchObject({ incident: link });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSse, type SseClient } from "../setup/sse";
import { ADMIN, signIn, startTestServer, type TestServer } from "../setup/server";

let s: TestServer;
let admin: string;
const open: SseClient[] = [];
beforeAll(async () => {
  s = await startTestServer({ LIVE_HEARTBEAT_SECONDS: "1" });
  admin = await signIn(s.url, ADMIN);
});
afterAll(async () => {
  open.forEach((c) => c.close());
  await s?.close();
});

async function sse(query = "", headers: Record<string, string> = {}) {
  const client = await openSse(`${s.url}/api/v1/live${query}`, headers);
  open.push(client);
  return client;
}

const setLink = (url: string | null) =>
  fetch(`${s.url}/api/v1/nav-forms/volunteer`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie: admin },
    body: JSON.stringify({ url }),
  });

describe("GET /api/v1/live", () => {
  it("starts with a ready event carrying the current position, then streams committed changes", async () => {
    const client = await sse();
    const ready = await client.next((e) => e.event === "ready");
    const start = Number(ready.id);
    const sent = Date.now();
    expect((await setLink("https://forms.example.org/v1")).status).toBe(200);
    const change = await client.next((e) => e.event === "change");
    expect(JSON.parse(change.data)).toEqual({ id: start + 1, topic: "nav-forms" });
    expect(change.id).toBe(String(start + 1));
    expect(change.at - sent).toBeLessThan(1000);
  });

  it("sends heartbeats", async () => {
    const client = await sse();
    await client.next((e) => e.event === "ready");
    await new Promise((r) => setTimeout(r, 1300));
    expect(client.comments.some((c) => c.startsWith("heartbeat"))).toBe(true);
  });

  it("replays what a client missed when it reconnects with Last-Event-ID", async () => {
    const first = await sse();
    const ready = await first.next((e) => e.event === "ready");
    first.close();
    await setLink("https://forms.example.org/missed-1");
    await setLink("https://forms.example.org/missed-2");
    const again = await sse("", { "last-event-id": ready.id! });
    const replayed = await again.next((e) => e.event === "change" && e.id === String(Number(ready.id) + 2));
    expect(JSON.parse(replayed.data).topic).toBe("nav-forms");
    expect(again.events.filter((e) => e.event === "change").map((e) => e.id)).toEqual([
      String(Number(ready.id) + 1),
      String(Number(ready.id) + 2),
    ]);
    // The query-string form (used after a hard reconnect) works the same.
    const viaQuery = await sse(`?lastEventId=${ready.id}`);
    await viaQuery.next((e) => e.event === "change" && e.id === String(Number(ready.id) + 2));
  });

  it("tells a client to reload everything when its Last-Event-ID is unknown", async () => {
    const client = await sse("", { "last-event-id": "999999999" });
    const reset = await client.next((e) => e.event === "reset");
    expect(Number(reset.id)).toBeLessThan(999999999);
  });

  it("filters by topic", async () => {
    const client = await sse("?topics=jummah");
    await client.next((e) => e.event === "ready");
    await setLink("https://forms.example.org/filtered");
    await new Promise((r) => setTimeout(r, 300));
    expect(client.events.filter((e) => e.event === "change")).toEqual([]);
  });

  it("does not publish a write that was refused", async () => {
    const client = await sse();
    await client.next((e) => e.event === "ready");
    const res = await fetch(`${s.url}/api/v1/nav-forms/volunteer`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "https://forms.example.org/anon" }),
    });
    expect(res.status).toBe(401);
    await new Promise((r) => setTimeout(r, 300));
    expect(client.events.filter((e) => e.event === "change")).toEqual([]);
  });
});

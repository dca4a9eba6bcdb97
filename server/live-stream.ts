// GET /api/v1/live: Server-Sent Events. One LISTEN per process fans each committed change out to
// every connected client of this instance; a client that reconnects with Last-Event-ID is
// replayed what it missed from the live_event table, or told to reload everything ("reset").
import type { Request, Response } from "express";
import type { Database } from "../database/client";
import { eventsSince, pruneLiveEvents } from "../app/modules/live/live.server";
import { LIVE_CHANNEL, liveTopics, type LiveEvent, type LiveTopic } from "../app/modules/live/topics";

interface Client {
  res: Response;
  topics: Set<LiveTopic> | null;
  /** Events that arrived while this client's replay was being read. */
  pending: LiveEvent[] | null;
  lastId: number;
}

const RETRY_MS = 2000;
const KEEP_EVENTS_MS = 60 * 60 * 1000;

export interface LiveStream {
  handle(req: Request, res: Response): void;
  clientCount(): number;
  close(): Promise<void>;
}

export async function createLiveStream(database: Database, heartbeatSeconds: number): Promise<LiveStream> {
  const clients = new Set<Client>();
  let lastSeen = 0;

  const send = (client: Client, event: LiveEvent) => {
    if (event.id <= client.lastId) return;
    client.lastId = event.id;
    if (client.topics && !client.topics.has(event.topic)) return;
    client.res.write(`id: ${event.id}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`);
  };

  const dispatch = (event: LiveEvent) => {
    lastSeen = Math.max(lastSeen, event.id);
    for (const client of clients) {
      if (client.pending) client.pending.push(event);
      else send(client, event);
    }
  };

  const stopListening = await database.listen(
    LIVE_CHANNEL,
    (payload) => {
      try {
        dispatch(JSON.parse(payload) as LiveEvent);
      } catch {
        // A malformed payload is not ours; ignore it.
      }
    },
    // The listening connection was re-opened: deliver what was committed while it was down.
    () =>
      void eventsSince(database.db, lastSeen).then(
        ({ events }) => events.forEach(dispatch),
        () => {},
      ),
  );

  const heartbeat = setInterval(() => {
    for (const client of clients) client.res.write(`: heartbeat ${Date.now()}\n\n`);
  }, heartbeatSeconds * 1000);
  heartbeat.unref();
  const pruner = setInterval(() => void pruneLiveEvents(database.db, KEEP_EVENTS_MS).catch(() => {}), 5 * 60_000);
  pruner.unref();

  async function start(req: Request, res: Response) {
    const requested = typeof req.query.topics === "string" ? req.query.topics.split(",") : null;
    const topics = requested
      ? new Set(requested.filter((t): t is LiveTopic => (liveTopics as readonly string[]).includes(t)))
      : null;
    const header = req.get("last-event-id") ?? (typeof req.query.lastEventId === "string" ? req.query.lastEventId : "");
    const lastEventId = /^\d{1,15}$/.test(header) ? Number(header) : null;

    res.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    const client: Client = { res, topics, pending: lastEventId === null ? null : [], lastId: lastEventId ?? 0 };
    clients.add(client);
    res.on("close", () => clients.delete(client));

    if (lastEventId === null) {
      // A fresh client starts from now: tell it where "now" is so a reconnect can resume.
      const { latest } = await eventsSince(database.db, Number.MAX_SAFE_INTEGER, 1);
      client.lastId = Math.max(latest, lastSeen);
      res.write(`retry: ${RETRY_MS}\nid: ${client.lastId}\nevent: ready\ndata: {"id":${client.lastId}}\n\n`);
      return;
    }
    const { events, complete, latest } = await eventsSince(database.db, lastEventId);
    res.write(`retry: ${RETRY_MS}\n\n`);
    if (complete) for (const event of events) send(client, event);
    else {
      // Too far behind (or from another database): the page must reload all its data.
      client.lastId = latest;
      res.write(`id: ${latest}\nevent: reset\ndata: {"id":${latest}}\n\n`);
    }
    const queued = client.pending ?? [];
    client.pending = null;
    for (const event of queued) send(client, event);
    res.write(`event: ready\ndata: {"id":${client.lastId}}\n\n`);
  }

  return {
    handle(req, res) {
      start(req, res).catch(() => {
        if (!res.headersSent)
          res.status(503).json({ error: { code: "unavailable", message: "Live updates are unavailable." } });
        else res.end();
      });
    },
    clientCount: () => clients.size,
    async close() {
      clearInterval(heartbeat);
      clearInterval(pruner);
      for (const client of clients) client.res.end();
      clients.clear();
      await stopListening();
    },
  };
}

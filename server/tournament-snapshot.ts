// GET /api/v1/tournament/snapshot, served from memory: the snapshot of a live version is built and
// serialised once (and gzipped once) however many viewers fetch it after an event, so the work per
// viewer is a buffer write. Mounted before compression(); the registry entry documents it.
import { gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import type { Db } from "../database/client";
import { getSnapshot } from "../app/modules/tournament/tournament.server";

const gzipped = new WeakMap<object, Buffer>();

export function snapshotHandler(db: Db) {
  return async (req: Request, res: Response) => {
    const raw = typeof req.query.v === "string" ? req.query.v : undefined;
    if (raw !== undefined && !/^\d{1,15}$/.test(raw)) {
      res.status(400).json({ error: { code: "invalid_request", message: "v must be a live event id." } });
      return;
    }
    try {
      const cached = await getSnapshot(db, raw === undefined ? undefined : Number(raw));
      const etag = `"t${cached.version}"`;
      // A ?v= answer stays valid for that v (it is that version or newer); without v, revalidate.
      res.set({
        "Content-Type": "application/json; charset=utf-8",
        ETag: etag,
        "Cache-Control": raw === undefined ? "no-cache" : "public, max-age=60",
        Vary: "Accept-Encoding",
        "X-Content-Type-Options": "nosniff",
      });
      if (req.get("if-none-match") === etag) return void res.status(304).end();
      if (/\bgzip\b/.test(req.get("accept-encoding") ?? "")) {
        let body = gzipped.get(cached);
        if (!body) gzipped.set(cached, (body = gzipSync(cached.json)));
        res.set("Content-Encoding", "gzip").end(body);
      } else res.end(cached.json);
    } catch (error) {
      req.log?.error({ err: error }, "tournament snapshot");
      res.status(503).json({ error: { code: "unavailable", message: "Please try again in a moment." } });
    }
  };
}

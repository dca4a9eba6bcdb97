// Resumable uploads (tus) of past-event images at /api/v1/uploads. Every request is checked
// against manage:past-events; a finished upload is sniffed, turned into WebP variants and stored
// by the media module, and the tus scratch file is removed either way.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server, type Upload } from "@tus/server";
import { actorFromHeaders } from "../app/modules/accounts/auth.server";
import { can, type Actor } from "../app/modules/accounts/policy";
import { storeImage } from "../app/modules/media/media.server";
import { HttpError } from "../app/lib/http-error";
import type { Services } from "./services";

export const UPLOAD_PATH = "/api/v1/uploads";

const refuse = (status_code: number, message: string) => ({
  status_code,
  body: JSON.stringify({ error: { message } }),
});

export function createUploadServer(services: Services) {
  const directory = path.join(services.config.dataDir, "uploads");
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: 24 * 3600_000 });
  const actors = new WeakMap<object, Promise<Actor | null>>();
  const actorOf = (req: Request) => {
    let p = actors.get(req);
    if (!p) {
      p = actorFromHeaders(services.auth, req.headers).catch(() => null);
      actors.set(req, p);
    }
    return p;
  };
  const tus = new Server({
    path: UPLOAD_PATH,
    datastore: store,
    maxSize: services.config.uploadMaxBytes,
    relativeLocation: true,
    async onIncomingRequest(req, uploadId) {
      const actor = await actorOf(req);
      if (!actor) throw refuse(401, "Please sign in first.");
      if (!can(actor.role, "manage:past-events")) throw refuse(403, "Your role does not allow this action.");
      // An upload in progress belongs to the account that started it: nobody else may continue,
      // inspect or cancel it.
      if (req.method !== "POST" && uploadId) {
        const upload = await store.getUpload(uploadId).catch(() => null);
        if (upload && upload.metadata?.owner !== actor.id) throw refuse(403, "This upload belongs to someone else.");
      }
    },
    async onUploadCreate(req, upload: Upload) {
      if (upload.size === 0) throw refuse(400, "The file is empty.");
      if (!upload.metadata?.filename) throw refuse(400, "The upload needs a filename.");
      const actor = await actorOf(req);
      // The owner is set here, never taken from the client's metadata.
      return { metadata: { ...upload.metadata, owner: actor!.id } };
    },
    async onUploadFinish(req, upload: Upload) {
      const file = path.join(directory, upload.id);
      try {
        const data = await readFile(file);
        const stored = await storeImage(services.db, services.storage, await actorOf(req), {
          data,
          filename: upload.metadata?.filename ?? "image",
        });
        return { status_code: 204, headers: { "Upload-Stored-Path": stored.fullPath, "Upload-Url": stored.url } };
      } catch (error) {
        if (error instanceof HttpError) throw refuse(error.status, error.message);
        services.logger.error({ err: error }, "storing an upload failed");
        throw refuse(500, "The image could not be stored.");
      } finally {
        await store.remove(upload.id).catch(() => {});
      }
    },
  });
  return tus;
}

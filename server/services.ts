import type { Logger } from "pino";
import type { Database, Db } from "../database/client";
import type { Auth } from "../app/modules/accounts/auth.server";
import type { FileStorage } from "../app/modules/media/storage.server";
import type { Vapid } from "../app/modules/push/push.server";
import type { Config } from "./config";
import type { OutboxWorker } from "../app/modules/messages/outbox.server";

/** What a request handler, loader or action may use; built once at start. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  logger: Logger;
  /** Mails stored contact messages and fiqh questions (no-op without SMTP_URL). */
  outbox: OutboxWorker;
  /** Uploaded files (DATA_DIR/files). */
  storage: FileStorage;
  /** Web Push keys, made on first start and kept in the database. */
  vapid: Vapid;
}

// Starting and stopping one instance: used by server/main.ts and by the integration tests, which
// run the real server in-process on an ephemeral port.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServer, type Server } from "node:http";
import type { RequestHandler } from "express";
import pino, { type Logger } from "pino";
import type { ServerBuild } from "react-router";
import { openDatabase, type Database } from "../database/client";
import { createAuth } from "../app/modules/accounts/auth.server";
import { ensureFirstSuperAdmin } from "../app/modules/accounts/users.server";
import { ensureLiveSequence } from "../app/modules/live/live.server";
import { settingOrInit } from "../app/modules/site/settings.server";
import { startOutboxWorker } from "../app/modules/messages/outbox.server";
import { localDiskStorage } from "../app/modules/media/storage.server";
import { ensureVapidKeys } from "../app/modules/push/push.server";
import { createApp } from "./app";
import type { Config } from "./config";
import { createLiveStream } from "./live-stream";
import type { Services } from "./services";

export const rootDir = path.resolve(import.meta.dirname, "..");

export interface StartOptions {
  config: Config;
  logger?: Logger;
  /** PGlite directory override; "memory://" in tests. */
  pgliteDir?: string;
  build?: ServerBuild | (() => Promise<ServerBuild>);
  devMiddleware?: RequestHandler;
}

export interface RunningServer {
  url: string;
  server: Server;
  services: Services;
  firstAdmin: { email: string; password: string; generated: boolean } | null;
  /** Stops accepting, lets requests finish, ends live streams, closes the database. */
  close(): Promise<void>;
}

export async function loadBuild(): Promise<ServerBuild> {
  const file = path.join(rootDir, "build/server/index.js");
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

export async function startServer(o: StartOptions): Promise<RunningServer> {
  const { config } = o;
  const logger = o.logger ?? pino({ level: config.logLevel });
  const database: Database = await openDatabase({
    url: config.databaseUrl,
    dir: o.pgliteDir ?? path.join(config.dataDir, "db"),
    poolMax: config.databasePoolMax,
  });
  const server = createServer();
  try {
    const { db } = database;
    await ensureLiveSequence(db);
    // Kept in the database so every instance behind a load balancer signs sessions alike.
    const secret = config.authSecret ?? (await settingOrInit(db, "auth-secret", randomBytes(32).toString("base64url")));
    server.keepAliveTimeout = 65_000;
    const listen = async () => {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, config.host, () => resolve());
      });
      const port = (server.address() as AddressInfo).port;
      return `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
    };
    // With PORT=0 (tests) the public URL is known only once the port is, so listen first;
    // otherwise listen last, when every request can be answered.
    let url = config.port === 0 ? await listen() : "";
    if (config.port === 0 && !process.env.PUBLIC_URL) config.publicUrl = url;
    const auth = createAuth({
      db,
      secret,
      baseURL: config.publicUrl,
      trustedOrigins: [config.publicUrl, config.publicUrl.replace("localhost", "127.0.0.1")],
      loginRateLimit: config.loginRateLimit,
      logger,
    });
    const firstAdmin = await ensureFirstSuperAdmin(db, auth, config.adminEmail, config.adminPassword);
    const outbox = startOutboxWorker(db, config.mail, config.identity.shortName, logger);
    const storage = localDiskStorage(path.join(config.dataDir, "files"));
    const vapid = await ensureVapidKeys(db, config.identity.email);
    const services: Services = { config, database, db, auth, logger, outbox, storage, vapid };
    const live = await createLiveStream(database, config.heartbeatSeconds);
    const app = createApp({
      services,
      live,
      build: o.build ?? (await loadBuild()),
      clientDir: path.join(rootDir, "build/client"),
      devMiddleware: o.devMiddleware,
    });
    server.on("request", app);
    if (!url) url = await listen();

    let closing: Promise<void> | null = null;
    const close = () =>
      (closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        await live.close();
        await outbox.stop();
        server.closeIdleConnections();
        const forced = setTimeout(() => server.closeAllConnections(), 10_000);
        await stopped;
        clearTimeout(forced);
        await database.close();
      })());
    return { url, server, services, firstAdmin, close };
  } catch (error) {
    if (server.listening) server.close();
    await database.close().catch(() => {});
    throw error;
  }
}

// Composes the HTTP server: operations endpoints, static files, the live stream, auth, the JSON
// API and the server-rendered React Router app, in the order DESIGN §2 requires.
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { toNodeHandler } from "better-auth/node";
import { actorFromHeaders, CLIENT_IP_HEADER } from "../app/modules/accounts/auth.server";
import type { Actor } from "../app/modules/accounts/policy";
import { ping } from "../database/client";
import { robotsTxt, sitemapXml } from "../app/content/sitemap";
import { createApiRouter } from "./api/router";
import type { LiveStream } from "./live-stream";
import type { Services } from "./services";
import { snapshotHandler } from "./tournament-snapshot";
import { createUploadServer, UPLOAD_PATH } from "./uploads";

export interface AppOptions {
  services: Services;
  live: LiveStream;
  /** The React Router server build, or a loader for it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client: hashed assets and public files. */
  clientDir: string;
  /** Development only: Vite's middleware in front of everything else. */
  devMiddleware?: express.RequestHandler;
}

declare module "express-serve-static-core" {
  interface Request {
    actorPromise?: Promise<Actor | null>;
  }
  interface Locals {
    nonce: string;
  }
}

function headersOf(req: Request): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

export function createApp(o: AppOptions) {
  const { services } = o;
  const { config, auth } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("query parser", "simple");

  // Fetched by every live viewer right after each tournament event (hundreds at once): served from
  // memory, pre-gzipped, ahead of the per-request logging and header middleware (DESIGN §4).
  app.get("/api/v1/tournament/snapshot", snapshotHandler(services.db));

  app.use(
    pinoHttp({
      logger: services.logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use((req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    // Only this server decides which address better-auth rate-limits by.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "unknown";
    next();
  });

  const dev = Boolean(o.devMiddleware);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: dev
            ? ["'self'", "'unsafe-inline'"]
            : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          fontSrc: ["'self'"],
          connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
          // Embeds: the shared calendar (Events), the campus map (Prayer Spaces, halal food) and the
          // tournament livestream, whose https link an admin sets.
          frameSrc: ["'self'", "https:"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          ...(config.publicUrl.startsWith("https://") ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: config.publicUrl.startsWith("https://"),
      // Not helmet's no-referrer: with it Chromium sends `Origin: null` on a plain (no-JavaScript)
      // form POST, which React Router's CSRF check refuses. same-origin still sends nothing to
      // other sites.
      referrerPolicy: { policy: "same-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  app.get("/readyz", async (_req, res) => {
    try {
      await ping(services.db);
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  // The web app manifest carries the association's configured name.
  app.get("/site.webmanifest", (_req, res) => {
    const { identity } = config;
    res.type("application/manifest+json").json({
      name: identity.name,
      short_name: identity.shortName,
      start_url: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#0b3d2e",
      icons: [
        { src: identity.logoUrl, sizes: "any", type: "image/svg+xml" },
        { src: "/brand/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/brand/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
      ],
    });
  });

  // Resumable uploads (tus) read the raw request body themselves and answer with headers only.
  const uploads = createUploadServer(services);
  app.all([UPLOAD_PATH, `${UPLOAD_PATH}/{*id}`], (req, res) => void uploads.handle(req, res));
  // Server-Sent Events go before compression, which would buffer them; everything after it,
  // the static assets included, is compressed.
  app.get("/api/v1/live", (req, res) => o.live.handle(req, res));
  app.use(compression());

  // Search engines: generated from the configured public address.
  app.get("/robots.txt", (_req, res) => void res.type("text/plain").send(robotsTxt(config.publicUrl)));
  app.get("/sitemap.xml", (_req, res) => void res.type("application/xml").send(sitemapXml(config.publicUrl)));

  if (o.devMiddleware) app.use(o.devMiddleware);
  else {
    app.use(
      "/assets",
      express.static(path.join(o.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    // The service worker must be re-checked on every visit, so updates reach browsers at once.
    app.get("/sw.js", (_req, res, next) => {
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("Service-Worker-Allowed", "/");
      next();
    });
    app.use(express.static(o.clientDir, { maxAge: "1h", index: false }));
  }
  // Uploaded images and their WebP variants: names carry a uuid, so they never change.
  app.use(
    "/media",
    express.static(services.storage.root, { immutable: true, maxAge: "1y", index: false }),
    (_req: Request, res: Response) => void res.status(404).type("text/plain").send("Not found."),
  );

  const actorOf = (req: Request) => (req.actorPromise ??= actorFromHeaders(auth, headersOf(req)).catch(() => null));
  // better-auth reads the raw body itself, so it goes before express.json().
  app.all("/api/auth/{*any}", toNodeHandler(auth));
  app.use("/api/v1", createApiRouter(services, actorOf));

  app.all(
    "/{*any}",
    createRequestHandler({
      build: o.build,
      mode: dev ? "development" : "production",
      getLoadContext: async (req, res) => ({
        services,
        actor: await actorOf(req),
        nonce: res.locals.nonce,
        requestId: String(req.id),
        clientIp: req.ip ?? "unknown",
      }),
    }),
  );

  // Last resort: never show a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    req.log?.error({ err: error }, "unhandled error");
    if (res.headersSent) return void res.end();
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });
  return app;
}

import express, { type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { HttpError } from "../../app/lib/http-error";
import type { Actor } from "../../app/modules/accounts/policy";
import type { Services } from "../services";
import type { Endpoint } from "./endpoint";
import { messageEndpoints } from "./messages";
import { educationEndpoints } from "./education";
import { mediaEndpoints } from "./media";
import { navFormEndpoints } from "./nav-forms";
import { prayerEndpoints } from "./prayer";
import { pushEndpoints } from "./push";
import { buildOpenApi } from "./openapi";
import { sessionEndpoints } from "./session";
import { tournamentEndpoints } from "./tournament";
import { staffEndpoints } from "./staff";

/** Every JSON endpoint under /api/v1; later features append theirs. */
export const endpoints: Endpoint[] = [
  ...sessionEndpoints,
  ...navFormEndpoints,
  ...prayerEndpoints,
  ...messageEndpoints,
  ...tournamentEndpoints,
  ...educationEndpoints,
  ...staffEndpoints,
  ...mediaEndpoints,
  ...pushEndpoints,
];

export function sendError(res: Response, error: HttpError) {
  const body: { error: { code: string; message: string; details?: unknown } } = {
    error: { code: error.code, message: error.message },
  };
  if (error.details !== undefined) body.error.details = error.details;
  res.status(error.status).json(body);
}

function validation(issues: z.core.$ZodIssue[]) {
  return new HttpError(
    400,
    "invalid_request",
    issues[0]?.message ?? "The request is not valid.",
    issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  );
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) throw validation(result.error.issues);
  return result.data;
}

export function createApiRouter(services: Services, actorOf: (req: Request) => Promise<Actor | null>) {
  const router = express.Router();
  router.use(express.json({ limit: "100kb" }));

  const openapi = buildOpenApi(endpoints, services.config.publicUrl);
  router.get("/openapi.json", (_req, res) => void res.json(openapi));

  for (const e of endpoints) {
    const route = e.path.replace(/\{(\w+)\}/g, ":$1");
    router[e.method](route, async (req, res, next) => {
      try {
        const params = parse(e.params, req.params);
        const query = parse(e.query, req.query);
        const body = e.body ? parse(e.body, req.body ?? {}) : undefined;
        const actor = await actorOf(req);
        const result = await e.handler({ services, actor, params, query, body, req });
        if (e.status === 204) res.status(204).end();
        else res.status(e.status ?? 200).json(result ?? null);
      } catch (error) {
        next(error);
      }
    });
  }

  router.use((_req, _res, next) => next(new HttpError(404, "not_found", "No such API endpoint.")));
  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof HttpError) return sendError(res, error);
    if (error instanceof z.ZodError) return sendError(res, validation(error.issues));
    const status = (error as { status?: number; type?: string }).status;
    if (status === 413) return sendError(res, new HttpError(413, "too_large", "The request body is too large."));
    if (status === 400 && (error as { type?: string }).type === "entity.parse.failed") {
      return sendError(res, new HttpError(400, "invalid_json", "The request body is not valid JSON."));
    }
    req.log?.error({ err: error }, "api error");
    sendError(res, new HttpError(500, "internal", "Something went wrong on our side. Please try again."));
  });
  return router;
}

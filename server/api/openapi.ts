import { z } from "zod";
import type { Endpoint } from "./endpoint";

const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

/** The OpenAPI 3.1 document, generated from the same zod schemas that validate requests. */
export function buildOpenApi(endpoints: Endpoint[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const parameters = [
      ...Object.entries(e.params instanceof z.ZodObject ? e.params.shape : {}).map(([name, s]) => ({
        name,
        in: "path",
        required: true,
        schema: json(s as z.ZodType),
      })),
      ...Object.entries(e.query instanceof z.ZodObject ? e.query.shape : {}).map(([name, s]) => ({
        name,
        in: "query",
        required: !(s as z.ZodType).safeParse(undefined).success,
        schema: json(s as z.ZodType),
      })),
    ];
    const responses: Record<string, unknown> = {
      [String(e.status ?? 200)]: {
        description: "OK",
        ...(e.status === 204 ? {} : { content: { "application/json": { schema: json(e.response) } } }),
      },
      "400": { description: "Invalid request", content: { "application/json": { schema: json(errorSchema) } } },
    };
    if (e.permission) {
      responses["401"] = {
        description: "Not signed in",
        content: { "application/json": { schema: json(errorSchema) } },
      };
      responses["403"] = {
        description: "Role not allowed",
        content: { "application/json": { schema: json(errorSchema) } },
      };
    }
    paths[e.path] ??= {};
    paths[e.path]![e.method] = {
      summary: e.summary,
      tags: [e.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(e.body ? { requestBody: { required: true, content: { "application/json": { schema: json(e.body) } } } } : {}),
      ...(e.permission ? { security: [{ session: [] }], "x-permission": e.permission } : {}),
      responses,
    };
  }
  paths["/live"] = {
    get: {
      summary:
        "Server-Sent Events: `change` events `{id, topic}` after each committed write; send Last-Event-ID to resume.",
      tags: ["Live"],
      parameters: [
        {
          name: "topics",
          in: "query",
          required: false,
          schema: { type: "string" },
          description: "Comma-separated topics",
        },
      ],
      responses: {
        "200": { description: "Event stream", content: { "text/event-stream": { schema: { type: "string" } } } },
      },
    },
  };
  return {
    openapi: "3.1.0",
    info: { title: "MSA portal API", version: "1" },
    servers: [{ url: `${serverUrl}/api/v1` }],
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" } },
    },
    paths,
  };
}

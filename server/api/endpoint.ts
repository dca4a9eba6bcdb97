import type { Request } from "express";
import type { z } from "zod";
import type { Action, Actor } from "../../app/modules/accounts/policy";
import type { Services } from "../services";

export interface HandlerInput<P, Q, B> {
  services: Services;
  actor: Actor | null;
  params: P;
  query: Q;
  body: B;
  req: Request;
}

/**
 * One JSON endpoint: its route, its schemas (which validate the request and also generate the
 * OpenAPI document), and, for writes, the policy action it is checked against.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI style, relative to /api/v1: `/nav-forms/{key}`. */
  path: string;
  summary: string;
  tag: string;
  /** Writes name the policy action they need; the authorization matrix test reads this. */
  permission?: Action;
  params?: P;
  query?: Q;
  body?: B;
  response: z.ZodType;
  status?: number;
  /** A valid request for this endpoint, used by the authorization matrix test. */
  example?: { params?: Record<string, string>; body?: unknown };
  /**
   * Creates what the example needs on a fresh database (a dua to delete, an account to change) and
   * returns the parts of the example that depend on it. Called before every request of the matrix.
   */
  setup?: (services: Services) => Promise<{ params?: Record<string, string>; body?: unknown }>;
  handler(input: HandlerInput<z.infer<P>, z.infer<Q>, z.infer<B>>): Promise<unknown>;
}

export function endpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  e: Endpoint<P, Q, B>,
): Endpoint {
  return e as unknown as Endpoint;
}

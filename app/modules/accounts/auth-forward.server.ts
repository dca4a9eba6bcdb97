import type { AppLoadContext } from "react-router";
import { CLIENT_IP_HEADER } from "./auth.server";

/**
 * Runs a better-auth endpoint through its HTTP handler (not auth.api), so that its rate limits
 * and checks apply exactly as for a direct call; the page's form post is the origin.
 */
export async function forwardToAuth(context: AppLoadContext, request: Request, path: string, body: unknown) {
  const { config, auth } = context.services;
  const headers = new Headers({
    "content-type": "application/json",
    origin: config.publicUrl,
    [CLIENT_IP_HEADER]: context.clientIp,
  });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const ua = request.headers.get("user-agent");
  if (ua) headers.set("user-agent", ua.slice(0, 512));
  const response = await auth.handler(
    new Request(`${config.publicUrl}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const setCookies = response.headers.getSetCookie();
  const payload = (await response.json().catch(() => null)) as { message?: string } | null;
  return { ok: response.ok, status: response.status, message: payload?.message, setCookies };
}

export function withCookies(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const c of setCookies) headers.append("set-cookie", c);
  return headers;
}

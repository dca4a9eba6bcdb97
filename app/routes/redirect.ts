import { redirect } from "react-router";
import type { Route } from "./+types/redirect";

const targets: Record<string, string> = {
  "/mission": "/our-mission",
  "/substreams": "/subteams",
  "/contact": "/contact-us",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${targets[url.pathname.replace(/\/$/, "")] ?? "/"}${url.search}`, 308);
}

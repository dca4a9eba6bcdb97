import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { forwardToAuth, withCookies } from "~/modules/accounts/auth-forward.server";

export async function action({ request, context }: Route.ActionArgs) {
  const result = await forwardToAuth(context, request, "/sign-out", {});
  return redirect("/", { headers: withCookies(result.setCookies) });
}

export function loader() {
  return redirect("/");
}

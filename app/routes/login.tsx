import { Form, data, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/login";
import { pageTitle } from "~/lib/meta";
import { forwardToAuth, withCookies } from "~/modules/accounts/auth-forward.server";
import type { RootData } from "~/root";

const credentials = z.object({
  email: z.string().trim().min(1, "Please enter your e-mail.").max(254),
  password: z.string().min(1, "Please enter your password.").max(128),
});

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  return [{ title: pageTitle("Login", root?.identity.shortName) }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  if (context.actor) throw redirect("/dashboard");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = credentials.safeParse({ email: form.get("email"), password: form.get("password") });
  const email = typeof form.get("email") === "string" ? String(form.get("email")).slice(0, 254) : "";
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, email }, { status: 400 });
  const result = await forwardToAuth(context, request, "/sign-in/email", parsed.data);
  if (!result.ok) {
    const message =
      result.status === 429
        ? "Too many login attempts. Please wait a minute and try again."
        : (result.message ?? "Login failed.");
    return data(
      { error: message, email },
      { status: result.status >= 400 && result.status < 500 ? result.status : 400 },
    );
  }
  return redirect("/dashboard", { headers: withCookies(result.setCookies) });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section className="container page-section">
      <div className="auth-card">
        <h1 className="mb-3">Login</h1>
        <Form method="post" className="login-form" aria-describedby={actionData?.error ? "login-error" : undefined}>
          <div className="mb-3">
            <label className="form-label" htmlFor="email">
              E-mail
            </label>
            <input
              className="form-control"
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData?.email}
            />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="password">
              Password
            </label>
            <input
              className="form-control"
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Signing in…" : "Login"}
          </button>
        </Form>
        {actionData?.error ? (
          <p id="login-error" className="login-error text-danger mt-3" role="alert">
            {actionData.error}
          </p>
        ) : null}
      </div>
    </section>
  );
}

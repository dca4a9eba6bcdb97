import { Form, data } from "react-router";
import type { Route } from "./+types/set-password";
import { HttpError } from "~/lib/http-error";
import { redeemSetPasswordLink } from "~/modules/accounts/staff.server";

export const meta = () => [{ title: "Set your password" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const f = await request.formData();
  try {
    const { email } = await redeemSetPasswordLink(
      context.services.db,
      context.services.auth,
      String(f.get("token") ?? ""),
      String(f.get("password") ?? ""),
    );
    return { ok: true, message: `Password set for ${email}. You can log in now.` };
  } catch (error) {
    const message = error instanceof HttpError ? error.message : "The password needs at least 8 characters.";
    return data({ ok: false, message }, { status: 400 });
  }
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="container page-section">
      <div className="auth-card">
        <h1 className="mb-3">Set your password</h1>
        {actionData?.ok ? (
          <p role="status" className="alert alert-success">
            {actionData.message} <a href="/login">Login</a>
          </p>
        ) : (
          <Form method="post">
            <input type="hidden" name="token" value={loaderData.token} />
            <div className="mb-3">
              <label className="form-label" htmlFor="password">
                New password (8+ characters)
              </label>
              <input
                id="password"
                name="password"
                type="password"
                minLength={8}
                required
                autoComplete="new-password"
                className="form-control"
              />
            </div>
            <button className="btn btn-primary" type="submit">
              Set password
            </button>
            {actionData && !actionData.ok ? (
              <p role="alert" className="text-danger mt-3">
                {actionData.message}
              </p>
            ) : null}
          </Form>
        )}
      </div>
    </section>
  );
}

import { useState } from "react";
import { useFetcher } from "react-router";
import type { Route } from "./+types/accounts";
import { Feedback } from "./feedback";
import { outcome, requireSection, type Outcome } from "./guard.server";
import { roles } from "~/modules/accounts/policy";
import { changeDisabled, changePassword, changeRole, createStaff, listStaff } from "~/modules/accounts/staff.server";

export const meta = () => [{ title: "Staff accounts · Dashboard" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  const actor = requireSection(context, "manage:users");
  return { users: await listStaff(context.services.db, actor), me: actor.email };
}

export async function action({ request, context }: Route.ActionArgs): Promise<Outcome> {
  const { db, auth, config } = context.services;
  const { actor } = context;
  const f = Object.fromEntries(await request.formData()) as Record<string, string>;
  const email = f.email ?? "";
  switch (f.intent) {
    case "create":
      return outcome(
        "create",
        () =>
          createStaff(db, auth, config.publicUrl, actor, {
            email,
            role: f.role,
            password: f.mode === "password" ? f.password : undefined,
          }),
        { success: `Account ${email} created.`, failure: "Failed to create the account." },
      );
    case "role":
      return outcome(`row-${email}`, () => changeRole(db, auth, actor, email, f.role as never), {
        success: `Role of ${email} changed to ${f.role}.`,
        failure: "Failed to change the role.",
      });
    case "password":
      return outcome(`row-${email}`, () => changePassword(db, auth, config.publicUrl, actor, email, undefined), {
        success: `Password of ${email} reset; their sessions are ended. Send them this one-time link:`,
        failure: "Failed to reset the password.",
      });
    case "disable":
    case "enable":
      return outcome(`row-${email}`, () => changeDisabled(db, auth, actor, email, f.intent === "disable"), {
        success: `Account ${email} ${f.intent === "disable" ? "disabled" : "enabled"}.`,
        failure: `Failed to ${f.intent} the account.`,
      });
    default:
      return { form: "unknown", ok: false, message: "Unknown action." };
  }
}

function linkOf(result: Outcome | undefined) {
  const link = (result?.data as { setPasswordLink?: string | null } | undefined)?.setPasswordLink;
  return link ? (
    <p className="mt-2">
      One-time set-password link (valid 72 hours): <code className="word-break">{link}</code>
    </p>
  ) : null;
}

function Row({ u, me }: { u: Route.ComponentProps["loaderData"]["users"][number]; me: string }) {
  const fetcher = useFetcher<Outcome>({ key: `row-${u.email}` });
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <tr>
      <td className="word-break" data-label="E-mail">
        {u.email}
        {u.email === me ? " (you)" : ""}
      </td>
      <td data-label="Role">
        <fetcher.Form method="post" className="d-flex gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="email" value={u.email} />
          <label className="visually-hidden" htmlFor={`role-${u.email}`}>
            Role of {u.email}
          </label>
          <select id={`role-${u.email}`} name="role" className="form-select role-select" defaultValue={u.role}>
            {roles.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
          <button className="btn btn-outline-primary" type="submit">
            Change role
          </button>
        </fetcher.Form>
      </td>
      <td data-label="Status">{u.disabled ? "disabled" : "active"}</td>
      <td data-label="Actions">
        <fetcher.Form method="post" className="d-flex gap-2 flex-wrap">
          <input type="hidden" name="email" value={u.email} />
          <button className="btn btn-outline-secondary" type="submit" name="intent" value="password">
            Reset password
          </button>
          <button
            className="btn btn-outline-danger"
            type="submit"
            name="intent"
            value={u.disabled ? "enable" : "disable"}
          >
            {u.disabled ? "Enable" : "Disable"}
          </button>
        </fetcher.Form>
        <Feedback result={result} form={`row-${u.email}`} />
        {linkOf(result)}
      </td>
    </tr>
  );
}

export default function Accounts({ loaderData }: Route.ComponentProps) {
  const { users, me } = loaderData;
  const create = useFetcher<Outcome>({ key: "create" });
  const [mode, setMode] = useState<"link" | "password">("link");
  const result = create.state === "idle" ? create.data : undefined;
  return (
    <section aria-labelledby="accounts-title" className="dash-panel">
      <h2 id="accounts-title" className="h4">
        Staff accounts
      </h2>
      <div>
        <table className="table align-middle stack-sm">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <Row key={u.email} u={u} me={me} />
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="h5 mt-4">Create an account</h3>
      <create.Form method="post" className="dash-form">
        <input type="hidden" name="intent" value="create" />
        <div className="mb-3">
          <label className="form-label" htmlFor="new-email">
            E-mail
          </label>
          <input id="new-email" name="email" type="email" required className="form-control" />
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="new-role">
            Role
          </label>
          <select id="new-role" name="role" className="form-select" defaultValue="education">
            {roles.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </div>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">First password</legend>
          <div className="form-check">
            <input
              className="form-check-input"
              type="radio"
              name="mode"
              id="mode-link"
              value="link"
              checked={mode === "link"}
              onChange={() => setMode("link")}
            />
            <label className="form-check-label" htmlFor="mode-link">
              Make a one-time set-password link
            </label>
          </div>
          <div className="form-check">
            <input
              className="form-check-input"
              type="radio"
              name="mode"
              id="mode-password"
              value="password"
              checked={mode === "password"}
              onChange={() => setMode("password")}
            />
            <label className="form-check-label" htmlFor="mode-password">
              Set an initial password
            </label>
          </div>
        </fieldset>
        {mode === "password" ? (
          <div className="mb-3">
            <label className="form-label" htmlFor="new-password">
              Initial password (8+ characters)
            </label>
            <input
              id="new-password"
              name="password"
              type="password"
              minLength={8}
              required
              className="form-control"
              autoComplete="new-password"
            />
          </div>
        ) : null}
        <button type="submit" className="btn btn-primary">
          Create account
        </button>
      </create.Form>
      <Feedback result={result} form="create" />
      {linkOf(result)}
    </section>
  );
}

import { Link, redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { pageTitle } from "~/lib/meta";
import { sectionsFor } from "~/modules/accounts/sections";
import type { RootData } from "~/root";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  return [{ title: pageTitle("Dashboard", root?.identity.shortName) }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  const { actor, services } = context;
  if (!actor) throw redirect("/login");
  return {
    email: actor.email,
    role: actor.role,
    sections: sectionsFor(actor.role).map((s) => ({
      id: s.id,
      title: s.title,
      summary: s.summary,
      href: "href" in s ? s.href : undefined,
    })),
    contactEmail: services.config.identity.email,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { email, role, sections, contactEmail } = loaderData;
  return (
    <section className="container page-section">
      <h1>Dashboard</h1>
      <p className="text-muted">
        Signed in as {email} <span className="role-badge">{role}</span>
      </p>
      {sections.length === 0 ? (
        <div className="alert alert-info" role="status">
          <p className="mb-1">Your account has no dashboard access yet.</p>
          <p className="mb-0">
            Ask a super-admin to give your account a role, or write to{" "}
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </p>
        </div>
      ) : (
        <div className="dashboard-sections">
          {sections.map((s) => (
            <section key={s.id} className="card" aria-labelledby={`section-${s.id}`}>
              <div className="card-body">
                <h2 id={`section-${s.id}`} className="h5">
                  {s.title}
                </h2>
                <p className="mb-0">{s.summary}</p>
                {s.href ? (
                  <p className="mb-0 mt-2">
                    <Link to={s.href}>Open {s.title.toLowerCase()}</Link>
                  </p>
                ) : null}
              </div>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

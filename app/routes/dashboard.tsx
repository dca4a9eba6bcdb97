import { NavLink, Outlet, redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { pageTitle } from "~/lib/meta";
import { sectionsFor } from "~/modules/accounts/sections";
import type { RootData } from "~/root";
import dashboardCss from "~/styles/dashboard.scss?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: dashboardCss }];

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
    sections: sectionsFor(actor.role).map(({ id, title, summary, href }) => ({ id, title, summary, href })),
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
        <>
          <nav aria-label="Dashboard sections" className="dashboard-nav">
            <NavLink to="/dashboard" end>
              Overview
            </NavLink>
            {sections.map((s) =>
              s.href.startsWith("/dashboard") ? (
                <NavLink key={s.id} to={s.href}>
                  {s.title}
                </NavLink>
              ) : (
                <a key={s.id} href={s.href}>
                  {s.title}
                </a>
              ),
            )}
          </nav>
          <Outlet context={{ sections }} />
        </>
      )}
    </section>
  );
}

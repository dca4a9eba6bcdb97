import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { deferred } from "./components/deferred";
import { SiteNavbar } from "./components/shell/site-navbar";
import { getNavForms } from "./modules/nav-forms/nav-forms.server";
import { useLiveTopics } from "./modules/live/use-live";
import { organizationJsonLd } from "./lib/seo";
import "./styles/app.scss";

// The footer is plain links, below the fold: its code loads after the first paint, and its
// server HTML (complete, working links) stands until then.
const SiteFooter = deferred(async () => ({ default: (await import("./components/shell/site-footer")).SiteFooter }));

export async function loader({ context }: Route.LoaderArgs) {
  const { services, actor, nonce } = context;
  await SiteFooter.preload();
  return {
    identity: services.config.identity,
    publicUrl: services.config.publicUrl,
    actor: actor ? { email: actor.email, role: actor.role } : null,
    navForms: await getNavForms(services.db),
    // Made here, not in Layout: the browser then never loads the code that builds it.
    organizationJsonLd: organizationJsonLd(services.config.identity, services.config.publicUrl),
    nonce,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function links() {
  return [
    { rel: "icon", href: "/brand/logo.svg", type: "image/svg+xml" },
    { rel: "manifest", href: "/site.webmanifest" },
  ];
}

const noScriptCss =
  ".site-navbar .dropdown:hover .dropdown-menu,.site-navbar .dropdown:focus-within .dropdown-menu{display:block}" +
  "@media (max-width:991.98px){.site-navbar .navbar-collapse{display:block!important}}";

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const nonce = data?.nonce;
  // A route with `handle.bareShell` (the tournament live page) brings its own top navbar.
  const bare = useMatches().some((m) => (m.handle as { bareShell?: boolean } | undefined)?.bareShell);
  const shell = Boolean(data) && !bare;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {/* Here, not in a meta export: a route's meta replaces its parents', so it would be lost. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d2e" />
        <Meta />
        <Links />
        {data ? (
          <script
            type="application/ld+json"
            nonce={nonce}
            // Organisation structured data for search engines; escaped so it cannot close the tag.
            dangerouslySetInnerHTML={{ __html: data.organizationJsonLd }}
          />
        ) : null}
        <noscript>
          {/* Without JavaScript the menus open on hover and keyboard focus. */}
          <style>{noScriptCss}</style>
        </noscript>
      </head>
      <body className={bare ? "bare-shell" : undefined}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {shell && data ? <SiteNavbar identity={data.identity} actor={data.actor} navForms={data.navForms} /> : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {shell && data ? <SiteFooter identity={data.identity} navForms={data.navForms} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** SPEC §4: one visit per browser session, flagged in sessionStorage after the server counted it. */
function useCountVisit() {
  useEffect(() => {
    const key = "msa-visit-counted";
    try {
      if (sessionStorage.getItem(key)) return;
    } catch {
      return;
    }
    fetch("/api/v1/tournament/visits", { method: "POST" }).then(
      (res) => {
        if (res.ok) sessionStorage.setItem(key, "1");
      },
      () => {},
    );
  }, []);
}

export default function App() {
  useLiveTopics(["nav-forms"]);
  useCountVisit();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="container page-section">
      <h1>{status === 404 ? "Page Not Found" : "Something went wrong"}</h1>
      <p>
        {status === 404
          ? "Sorry, the page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong URL."
          : "Please try again in a moment."}
      </p>
      <a className="btn btn-primary" href="/">
        Go Home
      </a>
    </section>
  );
}

import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { CtaLink } from "~/components/cta-link";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound(_: Route.ComponentProps) {
  return (
    <section className="container page-section not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p>
        Sorry, the page you&apos;re looking for doesn&apos;t exist. It might have been moved, deleted, or you entered
        the wrong URL.
      </p>
      <CtaLink to="/">Go Home</CtaLink>
    </section>
  );
}

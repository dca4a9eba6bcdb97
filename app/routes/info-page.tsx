// Every information page whose content is app/content/pages.ts: one route module, the page
// found by its path. Server-rendered; nothing here needs JavaScript.
import { data } from "react-router";
import type { Route } from "./+types/info-page";
import { ContentBlocks } from "~/components/content-blocks";
import { pageByPath } from "~/content";
import { seoMeta } from "~/lib/seo";
import "~/styles/content.scss";

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const page = pageByPath(path);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d) return [];
  return seoMeta(d.page, matches);
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="container page-section content-page">
      <h1>{page.title}</h1>
      <ContentBlocks blocks={page.blocks} />
    </article>
  );
}

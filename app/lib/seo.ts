import type { MetaDescriptor } from "react-router";
import type { Identity } from "../../server/config";
import type { RootData } from "~/root";
import { pageTitle } from "./meta";

export const OG_IMAGE = { path: "/images/og-image.png", width: 1200, height: 630 };

/**
 * Title, description, canonical URL and Open Graph / Twitter tags for one public page
 * (issue 5, search engines and sharing). `matches[0]` is the root route's data.
 */
export function seoMeta(
  page: { title: string; description: string; path: string },
  matches: readonly unknown[],
): MetaDescriptor[] {
  const root = (matches[0] as { loaderData?: RootData } | undefined)?.loaderData;
  const base = root?.publicUrl ?? "";
  const url = `${base}${page.path}`;
  const title = pageTitle(page.title, root?.identity.shortName);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: root?.identity.name ?? "" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${base}${OG_IMAGE.path}` },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** schema.org Organization for the association, as JSON-LD. */
export function organizationJsonLd(identity: Identity, publicUrl: string): string {
  return JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: identity.name,
    alternateName: identity.shortName,
    url: `${publicUrl}/`,
    logo: identity.logoUrl.startsWith("http") ? identity.logoUrl : `${publicUrl}${identity.logoUrl}`,
    email: identity.email,
    sameAs: identity.socials.map((s) => s.url),
  }).replace(/</g, "\\u003c");
}

// What search engines may index (sitemap.xml) and what they must not (robots.txt).
import { contentPaths } from "./index";

export const publicPaths = [
  "/",
  ...contentPaths,
  "/financial-reports",
  "/off-campus-halal-food",
  "/contact-us",
  "/fiqh-qna-submission",
  "/prayer-times",
  "/tournament",
  "/live",
  "/registration",
];

/** Staff-only and machine paths, kept out of search engines. */
export const disallowedPaths = ["/dashboard", "/admin/", "/login", "/logout", "/api/"];

export function sitemapXml(publicUrl: string): string {
  const urls = publicPaths.map((p) => `  <url><loc>${publicUrl}${p === "/" ? "/" : p}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\n${disallowedPaths.map((p) => `Disallow: ${p}`).join("\n")}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

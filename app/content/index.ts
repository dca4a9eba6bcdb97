// The site's typed content, parsed (and so checked) once when the server loads it: a mistake in
// the data stops the build's prerender/test run with the zod message, not a broken page.
import { documents } from "./documents";
import { pages } from "./pages";
import { restaurants } from "./restaurants";
import { documentSchema, pageSchema, restaurantSchema, type ParsedPage } from "./schema";
import { z } from "zod";

function parse<T>(what: string, schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const lines = r.error.issues.map((i) => `  ${what}.${i.path.join(".")}: ${i.message}`);
  throw new Error(`The content in app/content is not valid:\n${lines.join("\n")}`);
}

export const parsedPages: ParsedPage[] = parse("pages", z.array(pageSchema), pages);
export const parsedRestaurants = parse("restaurants", z.array(restaurantSchema), restaurants);
export const parsedDocuments = parse("documents", z.array(documentSchema), documents);

export function pageByPath(path: string): ParsedPage | undefined {
  return parsedPages.find((p) => p.path === path);
}

/** Paths of the information pages (for the router and the sitemap). */
export const contentPaths = pages.map((p) => p.path);

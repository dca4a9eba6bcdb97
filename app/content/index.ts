// The site's typed content, parsed (and so checked) once when the server loads it: a mistake in
// the data stops the build's prerender/test run with the zod message, not a broken page.
import { documents } from "./documents";
import { pages } from "./pages";
import { restaurants } from "./restaurants";
import { documentSchema, pageSchema, restaurantSchema, type ParsedPage } from "./schema";
import { z } from "zod";

export const parsedPages: ParsedPage[] = z.array(pageSchema).parse(pages);
export const parsedRestaurants = z.array(restaurantSchema).parse(restaurants);
export const parsedDocuments = z.array(documentSchema).parse(documents);

export function pageByPath(path: string): ParsedPage | undefined {
  return parsedPages.find((p) => p.path === path);
}

/** Paths of the information pages (for the router and the sitemap). */
export const contentPaths = pages.map((p) => p.path);

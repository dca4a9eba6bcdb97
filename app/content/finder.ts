// The off-campus finder's search and filters (SPEC §5, DESIGN §9.4). Pure, shared by the server
// render (filters from the URL) and the browser (live filtering as you type).
import { cuisines, type Restaurant } from "./restaurants";

/** What the halal-level filter offers; 'Some Halal' reads the data's 'Partially Halal'. */
export const halalLevelFilters = ["All Halal", "Some Halal", "Vegetarian", "Kosher Dairy"] as const;
/** What the slaughter-method filter offers; 'Machine' reads the data's 'Machine-Slaughtered'. */
export const slaughterFilters = ["Hand", "Machine", "Mixed", "Unknown", "N/A"] as const;

const levelReading: Record<(typeof halalLevelFilters)[number], string> = {
  "All Halal": "All Halal",
  "Some Halal": "Partially Halal",
  Vegetarian: "Vegetarian",
  "Kosher Dairy": "Kosher Dairy",
};
const methodReading: Record<(typeof slaughterFilters)[number], string> = {
  Hand: "Hand-Slaughtered",
  Machine: "Machine-Slaughtered",
  Mixed: "Mixed (Hand / Machine)",
  Unknown: "Unknown Method",
  "N/A": "N/A Method",
};

export interface FinderQuery {
  q: string;
  cuisine: string;
  halal: string;
  method: string;
}

const pick = <T extends readonly string[]>(list: T, v: string | null) =>
  v && (list as readonly string[]).includes(v) ? v : "";

/** Reads the filters from a URL's search params; unknown values are ignored. */
export function parseFinderQuery(params: URLSearchParams): FinderQuery {
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    cuisine: pick(cuisines, params.get("cuisine")),
    halal: pick(halalLevelFilters, params.get("halal")),
    method: pick(slaughterFilters, params.get("method")),
  };
}

/** The query string for a filter state, without empty values. */
export function finderSearch(q: FinderQuery): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v.trim()) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "";
}

export function filterRestaurants(list: readonly Restaurant[], q: FinderQuery): Restaurant[] {
  const needle = q.q.trim().toLowerCase();
  return list.filter(
    (r) =>
      (!needle || r.name.toLowerCase().includes(needle)) &&
      (!q.cuisine || r.cuisine === q.cuisine) &&
      (!q.halal || r.halalLevel === levelReading[q.halal as keyof typeof levelReading]) &&
      (!q.method || r.slaughterMethod === methodReading[q.method as keyof typeof methodReading]),
  );
}

export const NO_MATCH = "No matching restaurants found.";

import { describe, expect, it } from "vitest";
import { filterRestaurants, finderSearch, NO_MATCH, parseFinderQuery, type FinderQuery } from "./finder";
import { restaurants } from "./restaurants";

const all: FinderQuery = { q: "", cuisine: "", halal: "", method: "" };
const names = (q: Partial<FinderQuery>) => filterRestaurants(restaurants, { ...all, ...q }).map((r) => r.name);

describe("off-campus finder", () => {
  it("shows everything with no filter", () => {
    expect(names({})).toHaveLength(restaurants.length);
  });

  it("searches names case-insensitively, as 'contains'", () => {
    expect(names({ q: "SHAWARMA" })).toEqual(["Phillip Street Shawarma"]);
    expect(names({ q: "kebab" })).toEqual([
      "Anatolia Kebab House",
      "Persian Kebab Garden",
      "Kebab Stop",
      "Adana Grill & Kebab",
    ]);
    expect(names({ q: "  pizza " })).toEqual(["Margherita Veggie Pizza", "Lakeshore Pizza & Wings"]);
  });

  it("filters by cuisine", () => {
    expect(names({ cuisine: "Uyghur" })).toEqual(["Silk Road Uyghur Cuisine", "Tianshan Noodle House"]);
    for (const r of filterRestaurants(restaurants, { ...all, cuisine: "Pizza" })) expect(r.cuisine).toBe("Pizza");
  });

  it("reads 'Some Halal' as the data's 'Partially Halal' (DESIGN §9.4)", () => {
    const some = filterRestaurants(restaurants, { ...all, halal: "Some Halal" });
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((r) => r.halalLevel === "Partially Halal")).toBe(true);
    expect(some).toHaveLength(restaurants.filter((r) => r.halalLevel === "Partially Halal").length);
  });

  it("reads 'Machine' as the data's 'Machine-Slaughtered' (DESIGN §9.4)", () => {
    const machine = filterRestaurants(restaurants, { ...all, method: "Machine" });
    expect(machine.length).toBeGreaterThan(0);
    expect(machine.every((r) => r.slaughterMethod === "Machine-Slaughtered")).toBe(true);
    expect(machine).toHaveLength(restaurants.filter((r) => r.slaughterMethod === "Machine-Slaughtered").length);
    expect(names({ method: "Hand" }).length).toBe(
      restaurants.filter((r) => r.slaughterMethod === "Hand-Slaughtered").length,
    );
    expect(names({ halal: "Kosher Dairy" })).toEqual(["Creamery Gelato", "Bagel & Cheese Deli"]);
  });

  it("combines search and filters", () => {
    expect(names({ cuisine: "Pizza", halal: "All Halal" })).toEqual(["Slice of Waterloo", "Lakeshore Pizza & Wings"]);
    expect(names({ cuisine: "Pizza", halal: "All Halal", method: "Hand" })).toEqual(["Lakeshore Pizza & Wings"]);
    expect(names({ q: "grill", cuisine: "Grill", method: "Mixed" })).toEqual(["Bridgeport Grill"]);
    expect(names({ q: "zzz" })).toEqual([]);
    expect(names({ cuisine: "Sushi", halal: "Kosher Dairy" })).toEqual([]);
    expect(NO_MATCH).toBe("No matching restaurants found.");
  });

  it("round-trips the filters through the URL and ignores unknown values", () => {
    const q: FinderQuery = { q: "Kebab", cuisine: "Indo/Pakistani", halal: "Some Halal", method: "Machine" };
    expect(parseFinderQuery(new URLSearchParams(finderSearch(q).slice(1)))).toEqual(q);
    expect(finderSearch(all)).toBe("");
    expect(parseFinderQuery(new URLSearchParams("cuisine=Pasta&halal=Haram&method=x&q=a"))).toEqual({ ...all, q: "a" });
  });
});

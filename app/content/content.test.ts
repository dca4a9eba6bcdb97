import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { documents } from "./documents";
import { financialReports, reportYears } from "./financial-reports";
import { parsedDocuments, parsedPages, parsedRestaurants, pageByPath } from "./index";
import { pages } from "./pages";
import { cuisines, restaurants } from "./restaurants";
import { documentSchema, pageSchema, restaurantSchema } from "./schema";
import { publicPaths, robotsTxt, sitemapXml } from "./sitemap";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe("content data", () => {
  it("passes its zod schemas", () => {
    expect(() => z.array(pageSchema).parse(pages)).not.toThrow();
    expect(() => z.array(restaurantSchema).parse(restaurants)).not.toThrow();
    expect(() => z.array(documentSchema).parse(documents)).not.toThrow();
    expect(parsedPages).toHaveLength(pages.length);
    expect(parsedRestaurants.length).toBeGreaterThanOrEqual(38);
    expect(parsedDocuments).toHaveLength(documents.length);
  });

  it("rejects a page that breaks the rules", () => {
    const bad = {
      path: "/x",
      title: "X",
      description: "too short",
      blocks: [{ type: "embed", title: "m", src: "https://a.b", height: 300 }],
    };
    const r = pageSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join("."))).toEqual(
      expect.arrayContaining(["description", "blocks.0.height"]),
    );
  });

  it("has the counts the spec gives", () => {
    const accordions = (p: string) =>
      pageByPath(p)!
        .blocks.filter((b) => b.type === "accordion")
        .map((b) => (b.type === "accordion" ? b.items : []));
    const [campus, mosques] = accordions("/prayer-spaces");
    expect(campus).toHaveLength(15);
    expect(mosques).toHaveLength(3);
    for (const m of mosques!) expect(m.lines[0]).toMatch(/ON$/);
    const wellness = pageByPath("/wellness-tips")!.blocks.find((b) => b.type === "cards");
    expect(wellness?.type === "cards" && wellness.items.length).toBe(6);
    expect(wellness?.type === "cards" && wellness.items.flatMap((i) => i.links).length).toBe(8);
    expect(new Set(restaurants.map((r) => r.cuisine))).toEqual(new Set(cuisines));
    expect(new Set(restaurants.map((r) => r.name)).size).toBe(restaurants.length);
    expect(
      pageByPath("/on-campus-halal-food")!.blocks.some(
        (b) => b.type === "accordion" && b.items.some((i) => i.badge === "Closed"),
      ),
    ).toBe(true);
    expect(reportYears).toEqual(["2025", "2023", "2022", "2021", "2020", "2019", "2018"]);
    expect(financialReports.filter((r) => r.year === "2020")).toEqual([]);
    expect(financialReports).toHaveLength(9);
  });

  it("ships every listed document as a real PDF", async () => {
    const hrefs = new Set([
      ...documents.map((d) => d.href),
      ...parsedPages
        .flatMap((p) =>
          p.blocks.flatMap((b) =>
            b.type === "buttons" ? b.links : b.type === "cards" ? b.items.flatMap((i) => i.links) : [],
          ),
        )
        .map((l) => l.href)
        .filter((h) => h.endsWith(".pdf")),
    ]);
    expect(hrefs.size).toBe(19);
    for (const href of hrefs) {
      const file = path.join(publicDir, href);
      expect(existsSync(file), href).toBe(true);
      const bytes = readFileSync(file);
      const text = bytes.toString("latin1");
      expect(text.startsWith("%PDF-1."), href).toBe(true);
      expect(text.trimEnd().endsWith("%%EOF"), href).toBe(true);
      // The cross-reference table points at the real objects: the file opens in a PDF reader.
      const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
      expect(text.slice(xref, xref + 4)).toBe("xref");
      const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(offsets.length).toBeGreaterThan(3);
      offsets.forEach((o, i) =>
        expect(text.slice(o).startsWith(`${i + 1} 0 obj`), `${href} object ${i + 1}`).toBe(true),
      );
      // And an independent PDF parser opens it and finds its page.
      const pdf = await PDFDocument.load(bytes, { throwOnInvalidObject: true });
      expect(pdf.getPageCount(), href).toBeGreaterThanOrEqual(1);
    }
    for (const d of documents.filter((x) => x.sample)) {
      expect(readFileSync(path.join(publicDir, d.href), "latin1")).toContain("SAMPLE DOCUMENT");
    }
  });

  it("refers only to images that exist", () => {
    const srcs = new Set([
      ...restaurants.map((r) => r.imageUrl),
      ...parsedPages.flatMap((p) =>
        p.blocks.flatMap((b) => (b.type === "cards" ? b.items.flatMap((i) => (i.image ? [i.image.src] : [])) : [])),
      ),
    ]);
    expect(srcs.size).toBeGreaterThan(13);
    for (const src of srcs) expect(existsSync(path.join(publicDir, src)), src).toBe(true);
  });

  it("builds a sitemap of the public pages and a robots.txt that keeps staff pages out", () => {
    const xml = sitemapXml("https://msa.example.org");
    for (const p of ["/our-mission", "/off-campus-halal-food", "/contact-us", "/pages/app-privacy-policy"]) {
      expect(xml).toContain(`<loc>https://msa.example.org${p}</loc>`);
    }
    expect(publicPaths.some((p) => p.startsWith("/dashboard") || p.startsWith("/admin"))).toBe(false);
    const robots = robotsTxt("https://msa.example.org");
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toContain("Disallow: /admin/");
    expect(robots).toContain("Sitemap: https://msa.example.org/sitemap.xml");
  });
});

// The shape of an information page: a list of blocks that one component renders
// (app/components/content-blocks.tsx). A committee edits app/content/pages.ts, never components.
import { z } from "zod";
import { cuisines, halalLevels, slaughterMethods } from "./restaurants";

const link = z.object({
  label: z.string().min(1),
  href: z.string().regex(/^(\/|https:\/\/|mailto:)/, "internal path, https:// or mailto: link"),
});
export type ContentLink = z.infer<typeof link>;

const heading = z.object({ type: z.literal("heading"), text: z.string().min(1), id: z.string().optional() });
const text = z.object({ type: z.literal("text"), paragraphs: z.array(z.string().min(1)).min(1) });
const list = z.object({ type: z.literal("list"), items: z.array(z.string().min(1)).min(1) });
const buttons = z.object({ type: z.literal("buttons"), links: z.array(link).min(1) });
const cards = z.object({
  type: z.literal("cards"),
  items: z.array(
    z.object({
      title: z.string().min(1),
      text: z.string().optional(),
      image: z.object({ src: z.string(), width: z.number().int(), height: z.number().int() }).optional(),
      links: z.array(link).default([]),
    }),
  ),
  /** Shown instead of the cards when there are none (e.g. election results not yet posted). */
  empty: z.string().optional(),
});
const accordion = z.object({
  type: z.literal("accordion"),
  items: z
    .array(
      z.object({
        title: z.string().min(1),
        /** A short label beside the title, e.g. "Closed". */
        badge: z.string().optional(),
        lines: z.array(z.string().min(1)).min(1),
        links: z.array(link).default([]),
      }),
    )
    .min(1),
});
const embed = z.object({
  type: z.literal("embed"),
  title: z.string().min(1),
  src: z.url({ protocol: /^https$/ }),
  /** SPEC §9: embedded map and calendar are 480 to 550 px high. */
  height: z.number().int().min(480).max(550),
});
const stats = z.object({
  type: z.literal("stats"),
  items: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).min(1),
});
const chart = z.object({
  type: z.literal("chart"),
  title: z.string().min(1),
  unit: z.string().min(1),
  items: z.array(z.object({ label: z.string().min(1), value: z.number().nonnegative() })).min(1),
});

export const blockSchema = z.discriminatedUnion("type", [
  heading,
  text,
  list,
  buttons,
  cards,
  accordion,
  embed,
  stats,
  chart,
]);
export type Block = z.infer<typeof blockSchema>;

export const pageSchema = z.object({
  path: z.string().regex(/^\/[a-z0-9/-]+$/),
  title: z.string().min(1),
  /** The meta description (search engines, link previews): 50 to 160 characters. */
  description: z.string().min(50).max(160),
  blocks: z.array(blockSchema).min(1),
});
export type ContentPage = z.input<typeof pageSchema>;
export type ParsedPage = z.output<typeof pageSchema>;

export const restaurantSchema = z.object({
  name: z.string().min(1),
  addresses: z.array(z.string().min(1)).min(1),
  cuisine: z.enum(cuisines),
  halalLevel: z.enum(halalLevels),
  slaughterMethod: z.enum(slaughterMethods),
  website: z.url({ protocol: /^https$/ }),
  mapsUrl: z.url({ protocol: /^https$/ }),
  imageUrl: z.string().regex(/^\/images\/food\/[a-z-]+\.svg$/),
});

export const documentSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  /** Public path of the PDF under /documents. */
  href: z.string().regex(/^\/documents\/[a-z0-9-]+\.pdf$/),
  /** Shown on every page of the file when its real text is the association's to publish. */
  sample: z.boolean(),
  /** Lines of body text for the generated file. */
  body: z.array(z.string()).min(1),
});

// Past-event images: content sniffing, WebP variants (made once, at upload), listing and deleting.
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Db } from "../../../database/client";
import { pastEventImage } from "../../../database/schema";
import { HttpError, notFound } from "~/lib/http-error";
import type { Actor } from "../accounts/policy";
import { audited } from "../audit/audit.server";
import { publishInTx } from "../live/live.server";
import { acceptedImageTypes, imageMessages, variantWidths, type PastEventImage } from "./images";
import type { FileStorage } from "./storage.server";

/** The image type from the file's first bytes, or null when it is not an accepted raster image. */
export async function sniffImage(head: Uint8Array): Promise<string | null> {
  const type = await fileTypeFromBuffer(head);
  return type && (acceptedImageTypes as readonly string[]).includes(type.mime) ? type.mime : null;
}

/** Keeps letters, digits, dot, dash and underscore; never a path. */
export function sanitizeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^[.-]+/, "")
    .slice(-120);
  return cleaned || "image";
}

const variantKey = (id: string, width: number) => `variants/${id}/${width}.webp`;

export function toView(row: typeof pastEventImage.$inferSelect): PastEventImage {
  const widths = row.variants;
  return {
    id: row.id,
    name: row.name,
    url: `/media/${row.fullPath}`,
    fullPath: row.fullPath,
    size: row.size,
    time: row.createdAt.toISOString(),
    width: row.width,
    height: row.height,
    srcSet: widths.map((w) => `/media/${variantKey(row.id, w)} ${w}w`).join(", "),
    thumb: `/media/${variantKey(row.id, widths[0] ?? 480)}`,
  };
}

export async function listImages(db: Db): Promise<PastEventImage[]> {
  const rows = await db.select().from(pastEventImage).orderBy(asc(pastEventImage.createdAt));
  return rows.map(toView);
}

/**
 * Stores a finished upload: refuses anything that is not a raster image by its content, makes the
 * WebP variants, writes the original as external/{uuid}-{filename}, then records the row.
 */
export async function storeImage(
  db: Db,
  storage: FileStorage,
  actor: Actor | null,
  input: { data: Buffer; filename: string },
) {
  const id = randomUUID();
  const name = sanitizeFilename(input.filename);
  const fullPath = `external/${id}-${name}`;
  return audited(db, actor, "manage:past-events", fullPath, async (tx, who) => {
    if (input.data.length === 0) throw new HttpError(400, "empty_file", "The file is empty.");
    const mime = await sniffImage(input.data.subarray(0, 4100));
    if (!mime) throw new HttpError(415, "not_an_image", imageMessages.notImage);
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
    try {
      meta = await sharp(input.data).metadata();
    } catch {
      throw new HttpError(415, "not_an_image", imageMessages.notImage);
    }
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    const widths: number[] = variantWidths.filter((w) => w < width);
    if (widths.length === 0 || width <= variantWidths.at(-1)!) widths.push(width);
    try {
      for (const w of [...new Set(widths)]) {
        const webp = await sharp(input.data)
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
        await storage.put(variantKey(id, w), webp);
      }
      await storage.put(fullPath, input.data);
      await publishInTx(tx, "past-events");
      const [row] = await tx
        .insert(pastEventImage)
        .values({
          id,
          fullPath,
          name: `${id}-${name}`,
          contentType: mime,
          size: input.data.length,
          width,
          height,
          variants: [...new Set(widths)].sort((a, b) => a - b),
          uploadedBy: who.email,
        })
        .returning();
      return toView(row!);
    } catch (error) {
      await storage.remove(`variants/${id}`).catch(() => {});
      await storage.remove(fullPath).catch(() => {});
      throw error;
    }
  });
}

export async function deleteImage(db: Db, storage: FileStorage, actor: Actor | null, id: string) {
  return audited(db, actor, "manage:past-events", `image/${id}`, async (tx) => {
    const [row] = await tx.delete(pastEventImage).where(eq(pastEventImage.id, id)).returning();
    if (!row) throw notFound("Image");
    await publishInTx(tx, "past-events");
    await storage.remove(row.fullPath);
    await storage.remove(`variants/${id}`);
    return { id, fullPath: row.fullPath };
  });
}

import { randomUUID } from "node:crypto";
import { z } from "zod";
import { pastEventImage } from "../../database/schema";
import { deleteImage, listImages } from "../../app/modules/media/media.server";
import { endpoint } from "./endpoint";

const imageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  fullPath: z.string(),
  size: z.number(),
  time: z.string(),
  width: z.number(),
  height: z.number(),
  srcSet: z.string(),
  thumb: z.string(),
});

export const mediaEndpoints = [
  endpoint({
    method: "get",
    path: "/past-events",
    tag: "Media",
    summary:
      "Past-event images, oldest first, with WebP variants in `srcSet`. Upload new ones with tus at /api/v1/uploads.",
    response: z.array(imageSchema),
    handler: ({ services }) => listImages(services.db),
  }),
  endpoint({
    method: "delete",
    path: "/past-events/{id}",
    tag: "Media",
    summary: "Delete a past-event image with its variants.",
    permission: "manage:past-events",
    params: z.object({ id: z.uuid() }),
    response: z.object({ id: z.uuid(), fullPath: z.string() }),
    example: {},
    setup: async ({ db, storage }) => {
      const id = randomUUID();
      const fullPath = `external/${id}-seed.png`;
      await storage.put(fullPath, Buffer.from("seed"));
      await db.insert(pastEventImage).values({
        id,
        fullPath,
        name: `${id}-seed.png`,
        contentType: "image/png",
        size: 4,
        width: 1,
        height: 1,
        variants: [1],
      });
      return { params: { id } };
    },
    handler: ({ services, actor, params }) => deleteImage(services.db, services.storage, actor, params.id),
  }),
];

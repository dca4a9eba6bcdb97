import { randomUUID } from "node:crypto";
import { z } from "zod";
import { dua, duaCategory } from "../../database/schema";
import {
  addCategory,
  addDua,
  deleteCategory,
  deleteDua,
  listCategories,
  listDuas,
  updateDua,
} from "../../app/modules/duas/duas.server";
import { categoryInput, categorySchema, duaInput, duaSchema } from "../../app/modules/duas/schema";
import { getJummah, updateJummah } from "../../app/modules/jummah/jummah.server";
import { jummahEntry, jummahInfoSchema, jummahKeys } from "../../app/modules/jummah/schema";
import type { Services } from "../services";
import { endpoint } from "./endpoint";

const exampleDua = {
  source: "Sahih Muslim",
  arabic: "اللَّهُمَّ إِنِّي أَسْأَلُكَ الْهُدَى",
  transliteration: "Allahumma inni as'alukal-huda",
  english: "O Allah, I ask You for guidance.",
};

/** A category (and a dua in it) inserted directly, for the authorization matrix. */
async function seedCategory(services: Services) {
  const id = randomUUID();
  await services.db.insert(duaCategory).values({ id, name: `Seed ${id}` });
  const duaId = randomUUID();
  await services.db.insert(dua).values({ id: duaId, categoryId: id, ...exampleDua });
  return { categoryId: id, duaId };
}

const idParams = z.object({ id: z.uuid() });

export const educationEndpoints = [
  endpoint({
    method: "get",
    path: "/jummah",
    tag: "Education",
    summary: "Khateeb and topic of the four Jumu'ah sessions (jummah1, jummah2, jummah3, gradJummah).",
    response: jummahInfoSchema,
    handler: ({ services }) => getJummah(services.db),
  }),
  endpoint({
    method: "put",
    path: "/jummah/{key}",
    tag: "Education",
    summary: "Set one Jumu'ah session's khateeb and topic.",
    permission: "update:jummah",
    params: z.object({ key: z.enum(jummahKeys) }),
    body: jummahEntry,
    response: jummahEntry.extend({ key: z.enum(jummahKeys) }),
    example: { params: { key: "jummah1" }, body: { khateeb: "Br. Ahmed", topic: "Patience" } },
    handler: ({ services, actor, params, body }) => updateJummah(services.db, actor, { ...body, key: params.key }),
  }),
  endpoint({
    method: "get",
    path: "/duas",
    tag: "Education",
    summary: "Every dua with its category name.",
    response: z.array(duaSchema),
    handler: ({ services }) => listDuas(services.db),
  }),
  endpoint({
    method: "get",
    path: "/dua-categories",
    tag: "Education",
    summary: "Dua categories.",
    response: z.array(categorySchema),
    handler: ({ services }) => listCategories(services.db),
  }),
  endpoint({
    method: "post",
    path: "/duas",
    tag: "Education",
    summary: "Add a dua to a category.",
    permission: "manage:duas",
    body: duaInput,
    response: duaInput.extend({ id: z.uuid() }),
    status: 201,
    example: { body: {} },
    setup: async (s) => ({ body: { categoryId: (await seedCategory(s)).categoryId, ...exampleDua } }),
    handler: ({ services, actor, body }) => addDua(services.db, actor, body),
  }),
  endpoint({
    method: "put",
    path: "/duas/{id}",
    tag: "Education",
    summary: "Update a dua.",
    permission: "manage:duas",
    params: idParams,
    body: duaInput,
    response: duaInput.extend({ id: z.uuid() }),
    example: {},
    setup: async (s) => {
      const { categoryId, duaId } = await seedCategory(s);
      return { params: { id: duaId }, body: { categoryId, ...exampleDua, english: "Changed" } };
    },
    handler: ({ services, actor, params, body }) => updateDua(services.db, actor, params.id, body),
  }),
  endpoint({
    method: "delete",
    path: "/duas/{id}",
    tag: "Education",
    summary: "Delete a dua.",
    permission: "manage:duas",
    params: idParams,
    response: z.object({ id: z.uuid() }),
    example: {},
    setup: async (s) => ({ params: { id: (await seedCategory(s)).duaId } }),
    handler: ({ services, actor, params }) => deleteDua(services.db, actor, params.id),
  }),
  endpoint({
    method: "post",
    path: "/dua-categories",
    tag: "Education",
    summary: "Add a dua category (names are unique, case-insensitively).",
    permission: "manage:duas",
    body: categoryInput,
    response: categorySchema,
    status: 201,
    example: {},
    setup: async () => ({ body: { name: `Morning ${randomUUID()}` } }),
    handler: ({ services, actor, body }) => addCategory(services.db, actor, body),
  }),
  endpoint({
    method: "delete",
    path: "/dua-categories/{id}",
    tag: "Education",
    summary: "Delete a category and every dua in it, in one transaction.",
    permission: "manage:duas",
    params: idParams,
    response: z.object({ id: z.uuid(), deletedDuas: z.number() }),
    example: {},
    setup: async (s) => ({ params: { id: (await seedCategory(s)).categoryId } }),
    handler: ({ services, actor, params }) => deleteCategory(services.db, actor, params.id),
  }),
];

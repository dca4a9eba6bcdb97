// Duas and dua categories. Ids are version 4 uuids (crypto.randomUUID). Deleting a category
// deletes its duas in the same transaction.
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../database/client";
import { dua, duaCategory } from "../../../database/schema";
import { HttpError, notFound } from "~/lib/http-error";
import type { Actor } from "../accounts/policy";
import { audited } from "../audit/audit.server";
import { publishInTx } from "../live/live.server";
import { categoryInput, duaInput, duaMessages, type Dua, type DuaCategory } from "./schema";

export async function listCategories(db: Db): Promise<DuaCategory[]> {
  return db.select({ id: duaCategory.id, name: duaCategory.name }).from(duaCategory).orderBy(asc(duaCategory.name));
}

export async function listDuas(db: Db): Promise<Dua[]> {
  return db
    .select({
      id: dua.id,
      categoryId: dua.categoryId,
      category: duaCategory.name,
      source: dua.source,
      arabic: dua.arabic,
      transliteration: dua.transliteration,
      english: dua.english,
    })
    .from(dua)
    .innerJoin(duaCategory, eq(dua.categoryId, duaCategory.id))
    .orderBy(asc(duaCategory.name), asc(dua.createdAt));
}

async function requireCategory(tx: Pick<Db, "select">, id: string) {
  const [row] = await tx.select({ id: duaCategory.id }).from(duaCategory).where(eq(duaCategory.id, id));
  if (!row) throw new HttpError(400, "invalid_request", "That category does not exist.");
}

export async function addDua(db: Db, actor: Actor | null, input: unknown) {
  const data = duaInput.parse(input);
  const id = randomUUID();
  return audited(db, actor, "manage:duas", `dua/${id}`, async (tx) => {
    await publishInTx(tx, "duas");
    await requireCategory(tx, data.categoryId);
    await tx.insert(dua).values({ id, ...data });
    return { id, ...data };
  });
}

export async function updateDua(db: Db, actor: Actor | null, id: string, input: unknown) {
  const data = duaInput.parse(input);
  return audited(db, actor, "manage:duas", `dua/${id}`, async (tx) => {
    await publishInTx(tx, "duas");
    await requireCategory(tx, data.categoryId);
    const rows = await tx.update(dua).set(data).where(eq(dua.id, id)).returning({ id: dua.id });
    if (rows.length === 0) throw notFound("Dua");
    return { id, ...data };
  });
}

export async function deleteDua(db: Db, actor: Actor | null, id: string) {
  return audited(db, actor, "manage:duas", `dua/${id}`, async (tx) => {
    await publishInTx(tx, "duas");
    const rows = await tx.delete(dua).where(eq(dua.id, id)).returning({ id: dua.id });
    if (rows.length === 0) throw notFound("Dua");
    return { id };
  });
}

export async function addCategory(db: Db, actor: Actor | null, input: unknown) {
  const { name } = categoryInput.parse(input);
  const id = randomUUID();
  return audited(db, actor, "manage:duas", `dua-category/${name}`, async (tx) => {
    await publishInTx(tx, "duas");
    const [clash] = await tx
      .select({ id: duaCategory.id })
      .from(duaCategory)
      .where(sql`lower(${duaCategory.name}) = lower(${name})`);
    if (clash) throw new HttpError(409, "conflict", duaMessages.categoryExists);
    await tx.insert(duaCategory).values({ id, name });
    return { id, name };
  });
}

/** Deletes the category and every dua in it, in one transaction. */
export async function deleteCategory(db: Db, actor: Actor | null, id: string) {
  return audited(db, actor, "manage:duas", `dua-category/${id}`, async (tx) => {
    await publishInTx(tx, "duas");
    const removed = await tx.delete(dua).where(eq(dua.categoryId, id)).returning({ id: dua.id });
    const rows = await tx.delete(duaCategory).where(eq(duaCategory.id, id)).returning({ id: duaCategory.id });
    if (rows.length === 0) throw notFound("Category");
    return { id, deletedDuas: removed.length };
  });
}

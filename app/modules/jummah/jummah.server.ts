// Jumu'ah information: the read used by Home (and later the prayer-times issue) and the one command.
import type { Db } from "../../../database/client";
import { jummah } from "../../../database/schema";
import type { Actor } from "../accounts/policy";
import { audited } from "../audit/audit.server";
import { publishInTx } from "../live/live.server";
import { updateJummahInput } from "./schema";
import { jummahKeys, type JummahInfo, type JummahKey } from "./sessions";

export async function getJummah(db: Db): Promise<JummahInfo> {
  const rows = await db.select().from(jummah);
  const info = Object.fromEntries(jummahKeys.map((k) => [k, { khateeb: "", topic: "" }])) as JummahInfo;
  for (const r of rows) {
    if ((jummahKeys as readonly string[]).includes(r.key))
      info[r.key as JummahKey] = { khateeb: r.khateeb, topic: r.topic };
  }
  return info;
}

export async function updateJummah(db: Db, actor: Actor | null, input: unknown) {
  const data = updateJummahInput.parse(input);
  return audited(db, actor, "update:jummah", `jummah/${data.key}`, async (tx) => {
    await publishInTx(tx, "jummah");
    const value = { khateeb: data.khateeb, topic: data.topic };
    await tx
      .insert(jummah)
      .values({ key: data.key, ...value })
      .onConflictDoUpdate({ target: jummah.key, set: { ...value, updatedAt: new Date() } });
    return { key: data.key, ...value };
  });
}

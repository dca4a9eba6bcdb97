import type { Db } from "../../../database/client";
import type { Actor } from "../accounts/policy";
import { audited } from "../audit/audit.server";
import { publishInTx } from "../live/live.server";
import { readSetting, writeSetting } from "../site/settings.server";
import { navFormsSchema, type NavFormKey, type NavForms } from "./schema";

const KEY = "nav-forms";

export async function getNavForms(db: Db): Promise<NavForms> {
  const parsed = navFormsSchema.safeParse((await readSetting(db, KEY)) ?? {});
  return parsed.success ? parsed.data : {};
}

/** Sets (or with null, removes) one contact-menu link; open pages hear of it on `nav-forms`. */
export async function setNavFormLink(db: Db, actor: Actor | null, key: NavFormKey, url: string | null) {
  return audited(db, actor, "update:nav-forms", `nav-forms/${key}`, async (tx) => {
    // Publishing first takes the live-sequence lock, so concurrent edits of different keys
    // read-modify-write one after the other and none is lost.
    await publishInTx(tx, "nav-forms");
    const current = navFormsSchema.parse((await readSetting(tx, KEY)) ?? {});
    const next: NavForms = { ...current };
    if (url === null) delete next[key];
    else next[key] = url;
    await writeSetting(tx, KEY, next);
    return next;
  });
}

// The authorization matrix: every JSON endpoint that names a policy action, as anonymous and as
// each role, succeeds exactly for the roles the policy lists and otherwise answers 401/403 with
// nothing changed. Endpoints and policy are read from the code, so a new endpoint is covered
// automatically. Staff refusals are recorded in the audit trail; successes are too.
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../database/schema";
import { can, roles, type Role } from "../../app/modules/accounts/policy";
import { seedExampleRows } from "../../app/modules/tournament/tournament.server";
import { endpoints } from "../../server/api/router";
import { snapshot } from "../setup/db-snapshot";
import { signIn, startTestServer, type TestServer } from "../setup/server";

let s: TestServer;
const cookies = new Map<Role, string>();

beforeAll(async () => {
  s = await startTestServer();
  // Rows that example requests refer to (a game needs two teams...).
  await seedExampleRows(s.services.db);
  for (const role of roles) cookies.set(role, await signIn(s.url, await s.addUser(role)));
});
afterAll(() => s?.close());

const guarded = endpoints.filter((e) => e.permission);
type Guarded = (typeof guarded)[number];

async function request(e: Guarded, cookie?: string) {
  const extra = e.setup ? await e.setup(s.services) : {};
  const params = { ...e.example?.params, ...extra.params };
  const body = extra.body ?? e.example?.body;
  const path = e.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? ""));
  const before = await snapshot(s.services.db);
  const res = await fetch(`${s.url}/api/v1${path}`, {
    method: e.method.toUpperCase(),
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: body === undefined || e.method === "get" ? undefined : JSON.stringify(body),
  });
  return { res, before };
}

async function lastAudit() {
  const [row] = await s.services.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe("authorization matrix", () => {
  it("has write endpoints to check, each with an example request", () => {
    expect(guarded.filter((e) => e.method !== "get").length).toBeGreaterThan(10);
    for (const e of guarded)
      expect(e.example ?? e.method === "get", `${e.method} ${e.path} needs an example`).toBeTruthy();
  });

  for (const e of guarded) {
    const write = e.method !== "get";
    describe(`${e.method.toUpperCase()} ${e.path} (${e.permission})`, () => {
      it("refuses anonymous with 401 and changes nothing", async () => {
        const { res, before } = await request(e);
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ error: { code: "unauthorized" } });
        expect(await snapshot(s.services.db)).toEqual(before);
      });

      for (const role of roles) {
        const allowed = can(role, e.permission!);
        it(`${allowed ? "allows" : "refuses"} ${role}`, async () => {
          const { res, before } = await request(e, cookies.get(role));
          if (allowed) {
            expect(res.status, await res.clone().text()).toBeLessThan(300);
            if (write) {
              // Every write changes something (at least a live event or its own row)...
              expect(await snapshot(s.services.db)).not.toEqual(before);
              // ...and is in the audit trail with its actor.
              expect(await lastAudit()).toMatchObject({ action: e.permission, role, outcome: "ok" });
            }
          } else {
            expect(res.status).toBe(403);
            expect(await res.json()).toMatchObject({ error: { code: "forbidden" } });
            expect(await snapshot(s.services.db)).toEqual(before);
            if (write) expect(await lastAudit()).toMatchObject({ action: e.permission, role, outcome: "refused" });
          }
        });
      }
    });
  }
});

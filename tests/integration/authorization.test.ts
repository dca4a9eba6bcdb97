// The authorization matrix: every JSON write endpoint, as anonymous and as each role, succeeds
// exactly for the roles the policy lists and otherwise answers 401/403 with nothing changed.
// Endpoints and policy are read from the code, so a new endpoint is covered automatically.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const writes = endpoints.filter((e) => e.permission);

function request(e: (typeof writes)[number], cookie?: string) {
  const path = e.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(e.example?.params?.[k] ?? ""));
  return fetch(`${s.url}/api/v1${path}`, {
    method: e.method.toUpperCase(),
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: e.example?.body === undefined ? undefined : JSON.stringify(e.example.body),
  });
}

describe("authorization matrix", () => {
  it("has write endpoints to check, each with an example request", () => {
    expect(writes.length).toBeGreaterThan(0);
    for (const e of writes) expect(e.example, `${e.method} ${e.path} needs an example`).toBeDefined();
  });

  for (const e of writes) {
    describe(`${e.method.toUpperCase()} ${e.path} (${e.permission})`, () => {
      it("refuses anonymous with 401 and changes nothing", async () => {
        const before = await snapshot(s.services.db);
        const res = await request(e);
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ error: { code: "unauthorized" } });
        expect(await snapshot(s.services.db)).toEqual(before);
      });

      for (const role of roles) {
        const allowed = can(role, e.permission!);
        it(`${allowed ? "allows" : "refuses"} ${role}`, async () => {
          const before = await snapshot(s.services.db);
          const res = await request(e, cookies.get(role));
          if (allowed) {
            expect(res.status, await res.clone().text()).toBeLessThan(300);
            // Every write publishes a live event, so an allowed call always changes something.
            expect(await snapshot(s.services.db)).not.toEqual(before);
          } else {
            expect(res.status).toBe(403);
            expect(await res.json()).toMatchObject({ error: { code: "forbidden" } });
            expect(await snapshot(s.services.db)).toEqual(before);
          }
        });
      }
    });
  }
});

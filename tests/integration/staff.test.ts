// Staff accounts (last-super-admin guard, one-time set-password links), dua categories and the
// audit trail's content.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signIn, startTestServer, type TestServer } from "../setup/server";

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await signIn(s.url, ADMIN);
});
afterAll(() => s?.close());

const call = (method: string, path: string, body?: unknown, cookie = admin) =>
  fetch(`${s.url}/api/v1${path}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("staff accounts", () => {
  it("never removes or disables the last super-admin, and allows it once there is another", async () => {
    const res = await call("PUT", `/users/${ADMIN.email}/role`, { role: "admin" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: "last_super_admin" } });
    expect((await call("PUT", `/users/${ADMIN.email}/disabled`, { disabled: true })).status).toBe(409);

    const second = await s.addUser("education");
    expect((await call("PUT", `/users/${second.email}/role`, { role: "super-admin" })).status).toBe(204);
    // Disabled super-admins do not count: disable the second, and the first is the last again.
    expect((await call("PUT", `/users/${second.email}/disabled`, { disabled: true })).status).toBe(204);
    expect((await call("PUT", `/users/${ADMIN.email}/role`, { role: "admin" })).status).toBe(409);
    expect((await call("PUT", `/users/${second.email}/disabled`, { disabled: false })).status).toBe(204);
    expect((await call("PUT", `/users/${second.email}/role`, { role: "user" })).status).toBe(204);
  });

  it("creates an account with a one-time set-password link that works once", async () => {
    const res = await call("POST", "/users", { email: "Helper@Test.local", role: "internal" });
    expect(res.status).toBe(201);
    const { setPasswordLink, email, role } = (await res.json()) as {
      setPasswordLink: string;
      email: string;
      role: string;
    };
    expect({ email, role }).toEqual({ email: "helper@test.local", role: "internal" });
    const token = new URL(setPasswordLink).searchParams.get("token")!;
    const form = (password: string) =>
      fetch(`${s.url}/set-password?_data`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: s.url },
        body: new URLSearchParams({ token, password }),
      });
    expect((await form("short")).status).toBe(400);
    expect((await form("a-good-password-9")).status).toBe(200);
    await expect(signIn(s.url, { email, password: "a-good-password-9" })).resolves.toContain("=");
    const again = await form("another-password-9");
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("expired or was already used");
  });

  it("lists accounts with roles for a super-admin only", async () => {
    const list = (await (await call("GET", "/users")).json()) as { email: string; role: string }[];
    expect(list).toContainEqual(expect.objectContaining({ email: ADMIN.email, role: "super-admin" }));
    const admin2 = await signIn(s.url, await s.addUser("admin"));
    expect((await call("GET", "/users", undefined, admin2)).status).toBe(403);
  });
});

describe("dua categories", () => {
  it("keeps names unique and deletes a category's duas with it", async () => {
    const cat = (await (await call("POST", "/dua-categories", { name: "Evening" })).json()) as { id: string };
    expect(cat.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await call("POST", "/dua-categories", { name: " evening " })).status).toBe(409);
    expect((await call("POST", "/dua-categories", { name: "   " })).status).toBe(400);
    const dua = { categoryId: cat.id, source: "s", arabic: "ع", transliteration: "t", english: "e" };
    expect((await call("POST", "/duas", dua)).status).toBe(201);
    expect((await call("POST", "/duas", { ...dua, english: " " })).status).toBe(400);
    const res = await call("DELETE", `/dua-categories/${cat.id}`);
    expect(await res.json()).toEqual({ id: cat.id, deletedDuas: 1 });
    expect(await (await call("GET", "/duas")).json()).toEqual([]);
  });
});

describe("audit trail", () => {
  it("records successes, refusals and failures with who, role, action, target and outcome", async () => {
    const editor = await s.addUser("education");
    const cookie = await signIn(s.url, editor);
    await call("PUT", "/jummah/gradJummah", { khateeb: "Dr. Amina", topic: "Knowledge" }, cookie);
    await call("PUT", "/nav-forms/incident", { url: "https://forms.example.org/i" }, cookie);
    await call("DELETE", "/duas/00000000-0000-4000-8000-000000000000", undefined, cookie);
    const rows = (await (await call("GET", "/audit?limit=3")).json()) as Record<string, unknown>[];
    expect(rows.map((r) => [r.actorEmail, r.role, r.action, r.target, r.outcome])).toEqual([
      [editor.email, "education", "manage:duas", "dua/00000000-0000-4000-8000-000000000000", "failed"],
      [editor.email, "education", "update:nav-forms", "nav-forms/incident", "refused"],
      [editor.email, "education", "update:jummah", "jummah/gradJummah", "ok"],
    ]);
    expect((await call("GET", "/audit", undefined, cookie)).status).toBe(403);
    expect(await (await fetch(`${s.url}/api/v1/jummah`)).json()).toMatchObject({
      gradJummah: { khateeb: "Dr. Amina", topic: "Knowledge" },
    });
  });
});

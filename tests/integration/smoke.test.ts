import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signIn, startTestServer, type TestServer } from "../setup/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

describe("server", () => {
  it("renders / with every navbar menu and the footer", async () => {
    const res = await fetch(s.url);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const menu of ["About", "Campus", "Education", "Contact", "Donate"])
      expect(html).toContain(`>${menu}</button>`);
    expect(html).toContain("Connect with us below:");
    expect(html).toContain("Made with love by the team");
  });

  it("signs in and reads the session", async () => {
    const cookie = await signIn(s.url, ADMIN);
    const res = await fetch(`${s.url}/api/v1/session`, { headers: { cookie } });
    expect(await res.json()).toMatchObject({ email: ADMIN.email, role: "super-admin" });
  });
});

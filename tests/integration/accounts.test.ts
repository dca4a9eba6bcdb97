import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDisabled, setRole } from "../../app/modules/accounts/users.server";
import { ADMIN, signIn, startTestServer, type TestServer } from "../setup/server";

let s: TestServer;
beforeAll(async () => {
  // Behind a trusted proxy each test can speak from its own client address (rate limits are per address).
  s = await startTestServer({ LOGIN_RATE_LIMIT_MAX: "3", LOGIN_RATE_LIMIT_WINDOW_SECONDS: "60", TRUST_PROXY: "true" });
});
afterAll(() => s?.close());

function loginForm(email: string, password: string, ip: string) {
  // The page's own form post (React Router action), as a browser without JavaScript sends it.
  return fetch(`${s.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams({ email, password }),
  });
}

describe("sign-in", () => {
  it("shows the auth error for a wrong password and signs in with the right one", async () => {
    const wrong = await loginForm(ADMIN.email, "wrong-password", "10.0.0.1");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Invalid email or password");

    const right = await loginForm(ADMIN.email, ADMIN.password, "10.0.0.1");
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/dashboard");
    const cookie = right.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(right.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    const dashboard = await fetch(`${s.url}/dashboard`, { headers: { cookie } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Staff accounts");

    const out = await fetch(`${s.url}/logout`, { method: "POST", redirect: "manual", headers: { cookie } });
    expect(out.headers.get("location")).toBe("/");
    const after = await fetch(`${s.url}/api/v1/session`, { headers: { cookie } });
    expect(await after.json()).toBeNull();
  });

  it("rate-limits login attempts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${s.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: s.url, "x-forwarded-for": "10.0.0.2" },
        body: JSON.stringify({ email: ADMIN.email, password: `wrong-${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3).every((code) => code === 401)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    // Another address is not affected.
    await expect(signIn(s.url, ADMIN, "10.0.0.3")).resolves.toContain("session_token");
  });

  it("has no public sign-up", async () => {
    const res = await fetch(`${s.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.url },
      body: JSON.stringify({ email: "intruder@example.org", password: "intruder-pass-1", name: "x" }),
    });
    expect(res.status).toBe(400);
    const users = await s.services.auth.$context.then((c) => c.internalAdapter.findUserByEmail("intruder@example.org"));
    expect(users).toBeNull();
  });

  it("applies role changes and refuses a disabled account", async () => {
    const creds = await s.addUser("user");
    const cookie = await signIn(s.url, creds, "10.0.0.4");
    let page = await (await fetch(`${s.url}/dashboard`, { headers: { cookie } })).text();
    expect(page).toContain("Your account has no dashboard access yet.");

    await setRole(s.services.db, s.services.auth, creds.email, "education");
    page = await (await fetch(`${s.url}/dashboard`, { headers: { cookie } })).text();
    expect(page).toContain("Education");
    expect(page).not.toContain("Staff accounts");

    await setDisabled(s.services.db, s.services.auth, creds.email, true);
    expect(await (await fetch(`${s.url}/api/v1/session`, { headers: { cookie } })).json()).toBeNull();
    await expect(signIn(s.url, creds, "10.0.0.4")).rejects.toThrow(/403/);
  });
});

// Signing in and out in a real browser, and what the dashboard shows each role.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardSections } from "../../app/modules/accounts/sections";
import { ADMIN, startTestServer, type TestServer } from "../setup/server";
import {
  expectNoAxeViolations,
  launchBrowser,
  signInThroughForm,
  waitForHydration,
  type TestBrowser,
} from "../setup/browser";

let s: TestServer;
let b: TestBrowser;
beforeAll(async () => {
  [s, b] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await b?.close();
  await s?.close();
});

function rgb(color: string): [number, number, number] {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (!m) throw new Error(`not an rgb colour: ${color}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

describe("login", () => {
  it("shows the auth error in red under the form on a wrong password", async () => {
    const t = await b.newPage();
    const { page } = t;
    await page.goto(`${s.url}/login`);
    await waitForHydration(page);
    await expect(page.locator("main h1").innerText()).resolves.toBe("Login");
    await expectNoAxeViolations(page, "/login");
    await page.fill("#email", ADMIN.email);
    await page.fill("#password", "not-the-password");
    await page.click("form.login-form button[type=submit]");
    const error = page.locator("#login-error");
    await error.waitFor({ state: "visible", timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe("/login");
    const message = (await error.innerText()).trim();
    expect(message).toMatch(/invalid email or password/i);
    await expect(error.getAttribute("role")).resolves.toBe("alert");

    const [r, g, bl] = rgb(await error.evaluate((el) => getComputedStyle(el).color));
    expect(r).toBeGreaterThanOrEqual(150);
    expect(r).toBeGreaterThan(2 * g);
    expect(r).toBeGreaterThan(2 * bl);
    // Under the form: below its last field and its button.
    const button = (await page.locator("form.login-form button[type=submit]").boundingBox())!;
    const box = (await error.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(button.y + button.height);
    // The e-mail is kept, the password is not.
    await expect(page.inputValue("#email")).resolves.toBe(ADMIN.email);
    await expectNoAxeViolations(page, "/login with an error");
    // Still signed out.
    await expect(page.locator("header").getByRole("link", { name: "Login", exact: true }).isVisible()).resolves.toBe(
      true,
    );
    // The browser logs the 401 of the form's data request; nothing else.
    expect(t.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await t.close();
  });

  it("signs in to /dashboard, shows Dashboard and Logout, and Logout goes home with Login again", async () => {
    const t = await b.newPage();
    const { page } = t;
    await signInThroughForm(page, s.url, ADMIN);
    const header = page.locator("header.site-navbar");
    await expect(header.getByRole("link", { name: "Dashboard", exact: true }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole("button", { name: "Logout", exact: true }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole("link", { name: "Login", exact: true }).count()).resolves.toBe(0);
    // Signed in, /login sends you on to the dashboard.
    await page.goto(`${s.url}/login`);
    await page.waitForURL(`${s.url}/dashboard`);
    await waitForHydration(page);

    await header.getByRole("button", { name: "Logout", exact: true }).click();
    await page.waitForURL(`${s.url}/`);
    await header.getByRole("link", { name: "Login", exact: true }).waitFor({ state: "visible", timeout: 5000 });
    await expect(header.getByRole("link", { name: "Dashboard", exact: true }).count()).resolves.toBe(0);
    await expect(header.getByRole("button", { name: "Logout", exact: true }).count()).resolves.toBe(0);
    // The session is really gone.
    await page.goto(`${s.url}/dashboard`);
    await page.waitForURL(`${s.url}/login`);
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("redirects /dashboard to /login when signed out", async () => {
    const t = await b.newPage();
    const res = await t.page.goto(`${s.url}/dashboard`);
    expect(new URL(t.page.url()).pathname).toBe("/login");
    expect(res?.status()).toBe(200);
    const from = res?.request().redirectedFrom();
    expect(from && new URL(from.url()).pathname).toBe("/dashboard");
    await expect(t.page.locator("main h1").innerText()).resolves.toBe("Login");
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

describe("dashboard by role", () => {
  const titles = (page: Page) => page.locator("main .dashboard-sections h2").allInnerTexts();

  it("tells a user-role account it has no access yet", async () => {
    const t = await b.newPage();
    await signInThroughForm(t.page, s.url, await s.addUser("user"));
    await expect(t.page.locator("main").innerText()).resolves.toContain("Your account has no dashboard access yet.");
    await expect(titles(t.page)).resolves.toEqual([]);
    await expectNoAxeViolations(t.page, "/dashboard (user)");
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("shows an education account only its sections", async () => {
    const t = await b.newPage();
    await signInThroughForm(t.page, s.url, await s.addUser("education"));
    await expect(titles(t.page)).resolves.toEqual(["Education", "Prayer times", "Fiqh questions"]);
    await expect(t.page.locator("main").innerText()).resolves.not.toContain(
      "Your account has no dashboard access yet.",
    );
    await expectNoAxeViolations(t.page, "/dashboard (education)");
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("shows a super-admin every section", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      const t = await b.newPage({ viewport });
      await signInThroughForm(t.page, s.url, ADMIN);
      const shown = await titles(t.page);
      expect(shown).toEqual(dashboardSections.map((d) => d.title));
      for (const name of ["Education", "Internal", "External", "Push notifications"]) expect(shown).toContain(name);
      await expectNoAxeViolations(t.page, `/dashboard (super-admin, ${viewport.width}px)`);
      if (viewport.width < 400) {
        await t.page.click(".navbar-toggler");
        await t.page.waitForSelector("#site-menu", { state: "visible" });
        await expectNoAxeViolations(t.page, "/dashboard (super-admin, 375px, menu open)");
      }
      expect(t.errors).toEqual([]);
      await t.close();
    }
  });
});

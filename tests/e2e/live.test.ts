// The Contact menu follows the contact-form links as an admin changes them: the root route
// revalidates on a `nav-forms` live event, so an open page updates within a second, no reload.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signIn, startTestServer, type TestServer } from "../setup/server";
import { launchBrowser, waitForHydration, type TestBrowser, type TrackedPage } from "../setup/browser";

let s: TestServer;
let b: TestBrowser;
let cookie: string;
beforeAll(async () => {
  [s, b] = await Promise.all([startTestServer(), launchBrowser()]);
  cookie = await signIn(s.url, ADMIN);
});
afterAll(async () => {
  await b?.close();
  await s?.close();
});

async function setLink(key: string, url: string | null) {
  const res = await fetch(`${s.url}/api/v1/nav-forms/${key}`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie, origin: s.url },
    body: JSON.stringify({ url }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A page on `/`, hydrated, with its live stream connected and a marker a reload would wipe. */
async function openLivePage(): Promise<TrackedPage> {
  const t = await b.newPage();
  const stream = t.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/live" && r.status() === 200, {
    timeout: 10_000,
  });
  await t.page.goto(`${s.url}/`);
  await waitForHydration(t.page);
  await stream;
  await t.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  return t;
}

const contactItem = (label: string) => `#menu-contact a.dropdown-item:text-is("${label}")`;

describe("live contact menu", () => {
  it("shows a newly set contact link within a second, without a reload, and removes it when cleared", async () => {
    const t = await openLivePage();
    const { page } = t;
    await expect(page.locator(contactItem("Volunteer Sign-up")).count()).resolves.toBe(0);
    // Watch with the menu open, as a visitor would.
    await page.click("#menu-button-contact");
    await page.waitForSelector("#menu-contact", { state: "visible" });

    const url = "https://forms.example.org/volunteer-e2e";
    let started = performance.now();
    await setLink("volunteer", url);
    await page.waitForSelector(contactItem("Volunteer Sign-up"), { state: "visible", timeout: 3000 });
    const shownAfter = performance.now() - started;
    expect(shownAfter, `the item appeared after ${Math.round(shownAfter)} ms`).toBeLessThan(1000);
    const item = page.locator(contactItem("Volunteer Sign-up"));
    await expect(item.getAttribute("href")).resolves.toBe(url);
    await expect(item.getAttribute("target")).resolves.toBe("_blank");
    // In menu order: after Contact Us, before the fixed E-news link.
    await expect(page.locator("#menu-contact a.dropdown-item").allTextContents()).resolves.toEqual([
      "Contact Us",
      "Volunteer Sign-up (opens in a new tab)",
      "E-news Sign-up (opens in a new tab)",
    ]);
    // The footer follows too, and the page was not reloaded.
    await page.waitForSelector(`footer a[href="${url}"]`, { timeout: 1000 });
    await expect(page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).resolves.toBe(true);

    started = performance.now();
    await setLink("volunteer", null);
    await page.waitForSelector(contactItem("Volunteer Sign-up"), { state: "detached", timeout: 3000 });
    const removedAfter = performance.now() - started;
    expect(removedAfter, `the item went after ${Math.round(removedAfter)} ms`).toBeLessThan(1000);
    await expect(page.locator(`footer a[href="${url}"]`).count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).resolves.toBe(true);
    console.info(
      `live contact menu: shown after ${Math.round(shownAfter)} ms, removed after ${Math.round(removedAfter)} ms`,
    );
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("updates every open page, in the order of the menu, when an admin sets links from another browser", async () => {
    const [visitor, admin] = await Promise.all([openLivePage(), b.newPage()]);
    // The admin signs in through the real form in a second browser context.
    await admin.page.goto(`${s.url}/login`);
    await waitForHydration(admin.page);
    await admin.page.fill("#email", ADMIN.email);
    await admin.page.fill("#password", ADMIN.password);
    await Promise.all([
      admin.page.waitForURL(`${s.url}/dashboard`),
      admin.page.click("form.login-form button[type=submit]"),
    ]);
    const put = (key: string, url: string | null) =>
      admin.page.evaluate(
        async ([k, u]) =>
          (
            await fetch(`/api/v1/nav-forms/${k}`, {
              method: "PUT",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ url: u }),
            })
          ).status,
        [key, url] as const,
      );
    await expect(put("prayer_space_feedback", "https://forms.example.org/prayer-space")).resolves.toBe(200);
    await expect(put("incident", "https://forms.example.org/incident")).resolves.toBe(200);
    await visitor.page.waitForSelector(contactItem("Incident Report"), { state: "attached", timeout: 2000 });
    await visitor.page.waitForSelector(contactItem("Prayer Space Feedback"), { state: "attached", timeout: 2000 });
    await expect(visitor.page.locator("#menu-contact a.dropdown-item").allTextContents()).resolves.toEqual([
      "Contact Us",
      "Incident Report (opens in a new tab)",
      "Prayer Space Feedback (opens in a new tab)",
      "E-news Sign-up (opens in a new tab)",
    ]);
    // The admin's own page updates as well.
    await admin.page.waitForSelector(contactItem("Incident Report"), { state: "attached", timeout: 2000 });

    await expect(put("incident", null)).resolves.toBe(200);
    await expect(put("prayer_space_feedback", null)).resolves.toBe(200);
    await visitor.page.waitForSelector(contactItem("Incident Report"), { state: "detached", timeout: 2000 });
    await visitor.page.waitForSelector(contactItem("Prayer Space Feedback"), { state: "detached", timeout: 2000 });
    await expect(visitor.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).resolves.toBe(
      true,
    );
    expect(visitor.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await Promise.all([visitor.close(), admin.close()]);
  });
});

// The shared layout in a real browser: server rendering, hydration, the 404 page, the old-link
// redirects, keyboard use of the menus, the collapsed menu on a phone, the scrolled navbar, and
// axe-core on the public pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../setup/server";
import {
  expectNoAxeViolations,
  launchBrowser,
  waitForHydration,
  type TestBrowser,
  type TrackedPage,
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

const MENUS = ["About", "Campus", "Education", "Contact", "Donate"];
const NOT_FOUND_TEXT =
  "Sorry, the page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong URL.";

/** Opens `path` in a fresh context and waits for hydration. */
async function open(path: string, viewport = { width: 1280, height: 800 }): Promise<TrackedPage> {
  const t = await b.newPage({ viewport });
  await t.page.goto(`${s.url}${path}`);
  await waitForHydration(t.page);
  return t;
}

describe("home page", () => {
  it("is server-rendered with every navbar menu and the footer", async () => {
    // No JavaScript at all: what is on screen is the server's HTML.
    const t = await b.newPage({ javaScriptEnabled: false });
    const res = await t.page.goto(`${s.url}/`);
    expect(res?.status()).toBe(200);
    const nav = t.page.locator("header.site-navbar");
    for (const menu of MENUS)
      await expect(nav.getByRole("button", { name: menu, exact: true }).count()).resolves.toBe(1);
    await expect(nav.getByRole("link", { name: "Login", exact: true }).count()).resolves.toBe(1);
    const footer = t.page.locator("footer.site-footer");
    const text = await footer.innerText();
    expect(text).toContain("Connect with us below:");
    expect(text).toContain("Made with love by the team");
    expect(text).toContain(`Copyright © ${new Date().getFullYear()}`);
    await expect(t.page.locator("main h1").innerText()).resolves.not.toBe("");
    // Without JavaScript the menus still open, on hover and on keyboard focus.
    await t.page.hover("#menu-button-about");
    await expect(t.page.locator("#menu-about").isVisible()).resolves.toBe(true);
    await t.close();
  });

  it("hydrates without console or page errors, and the menus then work by click", async () => {
    const t = await open("/");
    const about = t.page.locator("#menu-button-about");
    await expect(about.getAttribute("aria-expanded")).resolves.toBe("false");
    await about.click();
    await t.page.waitForSelector("#menu-about.show", { state: "visible", timeout: 2000 });
    await expect(about.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(t.page.locator("#menu-about").getByRole("link", { name: "Our Mission" }).isVisible()).resolves.toBe(
      true,
    );
    // Opening another menu closes the first; a click elsewhere closes it too.
    await t.page.click("#menu-button-campus");
    await expect(t.page.locator("#menu-about").isVisible()).resolves.toBe(false);
    await expect(t.page.locator("#menu-campus").isVisible()).resolves.toBe(true);
    await t.page.mouse.click(640, 600);
    await t.page.waitForSelector("#menu-campus", { state: "hidden", timeout: 2000 });
    // A client-side navigation from a menu entry.
    await t.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await t.page.click("#menu-button-about");
    await t.page.locator("#menu-about").getByRole("link", { name: "Subteams" }).click();
    await t.page.waitForURL(`${s.url}/subteams`);
    await t.page.waitForSelector("main h1:text-is('Subteams')");
    await expect(t.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).resolves.toBe(true);
    await expect(t.page.locator("#menu-about").isVisible()).resolves.toBe(false);
    await t.page.waitForTimeout(300); // late errors (the live stream, effects)
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

describe("not found and old links", () => {
  it("answers an unknown path with 404 and the Page Not Found screen", async () => {
    const t = await b.newPage();
    const res = await t.page.goto(`${s.url}/no-such-page`);
    expect(res?.status()).toBe(404);
    await waitForHydration(t.page);
    await expect(t.page.locator("main h1").innerText()).resolves.toBe("Page Not Found");
    await expect(t.page.locator("main").innerText()).resolves.toContain(NOT_FOUND_TEXT);
    const home = t.page.locator("main").getByRole("link", { name: "Go Home" });
    await expect(home.getAttribute("href")).resolves.toBe("/");
    await home.click();
    await t.page.waitForURL(`${s.url}/`);
    // The only error is the browser's own note about the 404 document.
    expect(t.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await t.close();
  });

  it.each([
    ["/mission", "/our-mission", "Our Mission"],
    ["/substreams", "/subteams", "Subteams"],
    ["/contact", "/contact-us", "Contact Us"],
  ])("redirects %s to %s", async (from, to, title) => {
    const t = await b.newPage();
    const res = await t.page.goto(`${s.url}${from}`);
    expect(res?.status()).toBe(200);
    expect(new URL(t.page.url()).pathname).toBe(to);
    const redirect = res?.request().redirectedFrom();
    expect(redirect && new URL(redirect.url()).pathname).toBe(from);
    expect((await redirect?.response())?.status()).toBe(308);
    await expect(t.page.locator("main h1").innerText()).resolves.toBe(title);
    await t.close();
  });
});

describe("keyboard", () => {
  it("reaches the skip link first; menus open with Enter and Space; Escape closes and returns focus", async () => {
    const t = await open("/");
    const { page } = t;
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toContain("skip-link");
    const box = await page.locator(".skip-link").boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true); // shown on focus, not off-screen
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");

    // Brand link, then the first menu button (the toggler is hidden at this width).
    await page.locator(".skip-link").focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("menu-button-about");

    await page.keyboard.press("Enter");
    await page.waitForSelector("#menu-about", { state: "visible", timeout: 2000 });
    // Tab goes into the open menu.
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Our Mission");
    await page.keyboard.press("Escape");
    await page.waitForSelector("#menu-about", { state: "hidden", timeout: 2000 });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("menu-button-about");
    await expect(page.getAttribute("#menu-button-about", "aria-expanded")).resolves.toBe("false");

    // Space on the next menu button.
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("menu-button-campus");
    await page.keyboard.press("Space");
    await page.waitForSelector("#menu-campus", { state: "visible", timeout: 2000 });
    await expect(page.getAttribute("#menu-button-campus", "aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("Escape");
    await page.waitForSelector("#menu-campus", { state: "hidden", timeout: 2000 });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("menu-button-campus");
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("opens the collapsed menu with the toggler at 375px", async () => {
    const t = await open("/", { width: 375, height: 812 });
    const { page } = t;
    const toggler = page.locator(".navbar-toggler");
    await expect(toggler.isVisible()).resolves.toBe(true);
    await expect(page.locator("#menu-button-about").isVisible()).resolves.toBe(false);
    const tBox = await toggler.boundingBox();
    expect(tBox!.width).toBeGreaterThanOrEqual(44);
    expect(tBox!.height).toBeGreaterThanOrEqual(44);

    await toggler.click();
    await expect(toggler.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.waitForSelector("#site-menu", { state: "visible", timeout: 2000 });
    for (const menu of MENUS)
      await expect(
        page.locator("#site-menu").getByRole("button", { name: menu, exact: true }).isVisible(),
      ).resolves.toBe(true);
    // Every entry is a comfortable touch target.
    for (const menu of ["about", "campus"]) {
      const h = (await page.locator(`#menu-button-${menu}`).boundingBox())!.height;
      expect(h).toBeGreaterThanOrEqual(44);
    }
    await page.click("#menu-button-campus");
    await page.waitForSelector("#menu-campus", { state: "visible", timeout: 2000 });
    const events = page.locator("#menu-campus").getByRole("link", { name: "Events" });
    expect((await events.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page, "/ (375px, menu open)");

    // Escape closes the submenu first, then the collapsed menu.
    await page.keyboard.press("Escape");
    await page.waitForSelector("#menu-campus", { state: "hidden", timeout: 2000 });
    await page.keyboard.press("Escape");
    await page.waitForSelector("#site-menu", { state: "hidden", timeout: 2000 });
    await expect(toggler.getAttribute("aria-expanded")).resolves.toBe("false");

    // And from the keyboard, and it closes after following a link.
    await toggler.focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector("#site-menu", { state: "visible", timeout: 2000 });
    await page.click("#menu-button-about");
    await page.locator("#menu-about").getByRole("link", { name: "Our Mission" }).click();
    await page.waitForURL(`${s.url}/our-mission`);
    await page.waitForSelector("#site-menu", { state: "hidden", timeout: 2000 });
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

describe("navbar on scroll", () => {
  it("gets the scrolled class once the page is scrolled at all, and loses it back at the top", async () => {
    const t = await open("/");
    const { page } = t;
    const hasScrolled = () =>
      page.evaluate(() => document.querySelector("header.site-navbar")!.classList.contains("scrolled"));
    await expect(hasScrolled()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo(0, 1));
    await page.waitForFunction(
      () => document.querySelector("header.site-navbar")!.classList.contains("scrolled"),
      undefined,
      { timeout: 2000 },
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => !document.querySelector("header.site-navbar")!.classList.contains("scrolled"),
      undefined,
      { timeout: 2000 },
    );
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(
      () => document.querySelector("header.site-navbar")!.classList.contains("scrolled"),
      undefined,
      { timeout: 2000 },
    );
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("is already scrolled when a page loads scrolled down", async () => {
    const t = await open("/#welcome");
    await t.page.waitForFunction(
      () => window.scrollY > 0 && document.querySelector("header.site-navbar")!.classList.contains("scrolled"),
      undefined,
      {
        timeout: 2000,
      },
    );
    await t.close();
  });
});

describe("accessibility (axe-core, serious and critical)", () => {
  it.each(["/", "/our-mission", "/events", "/subteams", "/contact-us", "/no-such-page"])("%s", async (path) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      const t = await open(path, viewport);
      await expectNoAxeViolations(t.page, `${path} at ${viewport.width}px`);
      if (viewport.width > 400) {
        await t.page.click("#menu-button-campus");
        await t.page.waitForSelector("#menu-campus", { state: "visible" });
        await expectNoAxeViolations(t.page, `${path} with the Campus menu open`);
      }
      expect(t.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await t.close();
    }
  });
});

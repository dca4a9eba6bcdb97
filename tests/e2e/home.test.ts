// Home in Chromium: the hero, Jumu'ah on Campus (the Friday shown, the feedback button), the
// Orphan Sponsorship Program and Islamic Information Centre blocks, Get Involved, the parts loaded
// after the first paint (their HTML complete from the server, hydrated later, nothing moving) and
// axe-core at phone and desktop widths.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signIn, startTestServer, type TestServer } from "../setup/server";
import {
  expectNoAxeViolations,
  launchBrowser,
  waitForHydration,
  type TestBrowser,
  type TrackedPage,
} from "../setup/browser";

const LINKS = {
  MSA_ORPHAN_SPONSORSHIP_URL: "https://osp.example.net/",
  MSA_ORPHAN_SPONSORSHIP_DONATE_URL: "https://osp.example.net/donate",
  MSA_IIC_URL: "https://iic.example.net/",
  MSA_IIC_DONATE_URL: "https://iic.example.net/give",
};
const NAME = "Test University Muslim Students' Association";

let s: TestServer;
let b: TestBrowser;
let cookie: string;
beforeAll(async () => {
  [s, b] = await Promise.all([startTestServer({ ...LINKS, MSA_NAME: NAME }), launchBrowser()]);
  cookie = await signIn(s.url, ADMIN);
});
afterAll(async () => {
  await b?.close();
  await s?.close();
});

async function setNavForm(key: string, url: string | null) {
  const res = await fetch(`${s.url}/api/v1/nav-forms/${key}`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie, origin: s.url },
    body: JSON.stringify({ url }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The link's href, target and rel, found by the start of its text (case-sensitive) inside `scope`. */
async function link(page: Page, scope: string, text: string) {
  const a = page.locator(scope).locator("a", { hasText: new RegExp(`^${text}`) });
  await expect(a.count(), `${scope} "${text}"`).resolves.toBe(1);
  return {
    href: await a.getAttribute("href"),
    target: await a.getAttribute("target"),
    rel: await a.getAttribute("rel"),
  };
}

/** True once React owns the element (hydrated): it then carries React's internal keys. */
const hydrated = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    return Boolean(el && Object.keys(el).some((k) => k.startsWith("__reactFiber$")));
  }, selector);

async function open(viewport = { width: 1280, height: 800 }): Promise<TrackedPage> {
  const t = await b.newPage({ viewport });
  await t.page.goto(`${s.url}/`);
  await waitForHydration(t.page);
  return t;
}

/** Today's date in Toronto as "YYYY-MM-DD" (en-CA writes dates that way). */
function torontoToday() {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
}

describe("home page blocks", () => {
  it("are all in the server's HTML, without JavaScript, with their buttons and links", async () => {
    const t = await b.newPage({ javaScriptEnabled: false });
    const { page } = t;
    await page.goto(`${s.url}/`);

    // Hero: the association's name, a picture with its size set, an arrow to the welcome text.
    await expect(page.locator(".hero h1").innerText()).resolves.toBe(NAME);
    const hero = page.locator(".hero img.hero-image");
    await expect(hero.getAttribute("width")).resolves.toBe("1600");
    await expect(hero.getAttribute("height")).resolves.toBe("900");
    await expect(page.locator(".hero a.scroll-down").getAttribute("href")).resolves.toBe("#welcome");
    await expect(link(page, "#welcome", "our mission")).resolves.toMatchObject({ href: "/our-mission" });

    // Jumu'ah on Campus: a Friday, this week's (or today), written out in full.
    const time = page.getByTestId("jummah-date");
    const iso = (await time.getAttribute("datetime"))!;
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const friday = new Date(`${iso}T00:00:00Z`);
    expect(friday.getUTCDay()).toBe(5);
    const daysAhead = (friday.getTime() - new Date(`${torontoToday()}T00:00:00Z`).getTime()) / 86_400_000;
    expect(daysAhead).toBeGreaterThanOrEqual(0);
    expect(daysAhead).toBeLessThan(7);
    const written = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(friday);
    await expect(time.innerText()).resolves.toBe(written);
    expect(written).toMatch(/^Friday, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const jummah = await page.locator("section[aria-labelledby='jummah-title']").innerText();
    for (const text of ["Jumu'ah 1", "SLC 3252 · 1:30pm", "MC 2018 · 2:15pm", "3:00pm", "Grad Jumu'ah", "12:30pm"])
      expect(jummah).toContain(text);
    // No Khutbah Feedback form set: the button goes to the contact page.
    await expect(link(page, "section[aria-labelledby='jummah-title']", "Jumu'ah Feedback")).resolves.toEqual({
      href: "/contact-us",
      target: null,
      rel: null,
    });

    // The two programme blocks: their configured links, in a new tab.
    for (const [id, title, site, donate] of [
      [
        "orphan-sponsorship",
        "Orphan Sponsorship Program",
        LINKS.MSA_ORPHAN_SPONSORSHIP_URL,
        LINKS.MSA_ORPHAN_SPONSORSHIP_DONATE_URL,
      ],
      ["iic", "Islamic Information Centre", LINKS.MSA_IIC_URL, LINKS.MSA_IIC_DONATE_URL],
    ] as const) {
      const scope = `section[aria-labelledby='${id}-title']`;
      await expect(page.locator(`${scope} h2`).innerText()).resolves.toBe(title);
      await expect(page.locator(`${scope} p`).first().innerText()).resolves.not.toBe("");
      const newTab = { target: "_blank", rel: "noopener noreferrer" };
      await expect(link(page, scope, "Website")).resolves.toEqual({ href: site, ...newTab });
      await expect(link(page, scope, "Donate")).resolves.toEqual({ href: donate, ...newTab });
      // Screen readers hear which programme, and that it opens a new tab.
      await expect(
        page
          .locator(scope)
          .getByRole("link", { name: `Donate to the ${title}` })
          .count(),
      ).resolves.toBe(1);
      const img = page.locator(`${scope} img`);
      await expect(img.getAttribute("width")).resolves.toBe("160");
      await expect(img.getAttribute("height")).resolves.toBe("120");
      await expect(img.getAttribute("alt")).resolves.toBe("");
      // Our own drawings, served from the site.
      const res = await fetch(`${s.url}${await img.getAttribute("src")}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("image/svg+xml");
    }

    // Get Involved: no Volunteer Sign-up form set, so both buttons go to the contact page.
    await expect(page.locator("#get-involved-title").innerText()).resolves.toBe("Get Involved");
    await expect(link(page, ".get-involved", "Volunteer")).resolves.toMatchObject({
      href: "/contact-us",
      target: null,
    });
    await expect(link(page, ".get-involved", "Contact us")).resolves.toMatchObject({
      href: "/contact-us",
      target: null,
    });

    // The parts after the blocks, and the order of the page.
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("main h1, main h2")].map((h) => h.textContent),
    );
    expect(order).toEqual([
      NAME,
      "Assalamu alaikum, welcome!",
      "Prayer Times",
      "Jumu'ah on Campus",
      "Orphan Sponsorship Program",
      "Islamic Information Centre",
      "Get Involved",
      "Past Events",
      "Notifications",
    ]);
    await t.close();
  });

  it("follows the Khutbah Feedback and Volunteer Sign-up links as staff set them, live", async () => {
    const t = await open();
    const { page } = t;
    await page.waitForFunction(() => document.querySelector(".get-involved a"));
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const feedback = "https://forms.example.org/khutbah-feedback";
    const volunteer = "https://forms.example.org/volunteer";
    await setNavForm("khutbah_feedback", feedback);
    await setNavForm("volunteer", volunteer);
    const jummah = "section[aria-labelledby='jummah-title']";
    await page.waitForSelector(`${jummah} a[href="${feedback}"]`, { timeout: 3000 });
    await expect(link(page, jummah, "Jumu'ah Feedback")).resolves.toEqual({
      href: feedback,
      target: "_blank",
      rel: "noopener noreferrer",
    });
    await page.waitForSelector(`.get-involved a[href="${volunteer}"]`, { timeout: 3000 });
    await expect(link(page, ".get-involved", "Volunteer")).resolves.toMatchObject({
      href: volunteer,
      target: "_blank",
    });
    await expect(link(page, ".get-involved", "Contact us")).resolves.toMatchObject({ href: "/contact-us" });
    await expect(page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).resolves.toBe(true);
    await expectNoAxeViolations(page, "/ with the feedback and volunteer links set");

    // A fresh visit has them from the server.
    const plain = await b.newPage({ javaScriptEnabled: false });
    await plain.page.goto(`${s.url}/`);
    await expect(link(plain.page, jummah, "Jumu'ah Feedback")).resolves.toMatchObject({ href: feedback });
    await expect(link(plain.page, ".get-involved", "Volunteer")).resolves.toMatchObject({ href: volunteer });
    await plain.close();

    // Removed again: back to the contact page.
    await setNavForm("khutbah_feedback", null);
    await setNavForm("volunteer", null);
    await page.waitForSelector(`${jummah} a[href="/contact-us"]`, { timeout: 3000 });
    await page.waitForSelector(`.get-involved a[href="/contact-us"]:has-text("Volunteer")`, { timeout: 3000 });
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

describe("home page loading", () => {
  it("keeps the lower part's code and the push opt-in out of the first load, then hydrates them", async () => {
    const t = await b.newPage();
    const { page } = t;
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    const res = await page.goto(`${s.url}/`);
    const html = await res!.text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.filter((href) => /home-lower|push-opt-in|site-footer|swiper/.test(href))).toEqual([]);
    await waitForHydration(page);

    // The lower part hydrates by itself, without a scroll: its links then navigate in the app.
    await page.waitForFunction(
      () => {
        const el = document.querySelector(".program-block");
        return Boolean(el && Object.keys(el).some((k) => k.startsWith("__reactFiber$")));
      },
      undefined,
      { timeout: 5000 },
    );
    await expect(hydrated(page, "footer.site-footer")).resolves.toBe(true);
    expect(requested.some((p) => p.includes("/home-lower-"))).toBe(true);

    // The push opt-in: a disabled button until its code arrives, which waits for the section.
    expect(requested.some((p) => p.includes("/push-opt-in-"))).toBe(false);
    const button = page.locator(".push-optin button");
    await expect(button.isDisabled()).resolves.toBe(true);
    await page.locator("#notify-title").scrollIntoViewIfNeeded();
    await page.waitForSelector(".push-optin button:not([disabled])", { timeout: 5000 });
    await expect(button.innerText()).resolves.toBe("Get notifications");
    expect(requested.some((p) => p.includes("/push-opt-in-"))).toBe(true);
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("shows the lower part after an in-app navigation to Home too", async () => {
    const t = await b.newPage();
    const { page } = t;
    await page.goto(`${s.url}/our-mission`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page.locator("header.site-navbar a.navbar-brand").click();
    await page.waitForURL(`${s.url}/`);
    await page.waitForSelector("section[aria-labelledby='iic-title'] a:has-text('Donate')", { timeout: 5000 });
    await expect(link(page, "section[aria-labelledby='iic-title']", "Donate")).resolves.toMatchObject({
      href: LINKS.MSA_IIC_DONATE_URL,
    });
    await expect(page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).resolves.toBe(true);
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it.each([
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ])("fills the screen with the hero, moves nothing and passes axe-core at $width px", async (viewport) => {
    const t = await open(viewport);
    const { page } = t;
    await page.evaluate(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const box = (await page.locator(".hero").boundingBox())!;
    const navbar = (await page.locator("header.site-navbar").boundingBox())!;
    // Under the fixed navbar, to the bottom of the screen; the arrow on screen.
    expect(Math.abs(box.y - navbar.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y + box.height - viewport.height)).toBeLessThanOrEqual(1);
    const arrow = (await page.locator(".scroll-down").boundingBox())!;
    expect(arrow.y + arrow.height).toBeLessThanOrEqual(viewport.height);
    expect(arrow.width).toBeGreaterThanOrEqual(44);
    // The title fits: no line of it runs off the screen, and nothing scrolls sideways.
    const title = (await page.locator(".hero h1").boundingBox())!;
    expect(title.x).toBeGreaterThanOrEqual(0);
    expect(title.x + title.width).toBeLessThanOrEqual(viewport.width);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      viewport.width,
    );

    // Down the whole page, letting the lazy parts load as a visitor would.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += viewport.height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForSelector(".push-optin button:not([disabled])", { timeout: 5000 });
    await page.waitForTimeout(300);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift, "cumulative layout shift").toBeLessThan(0.01);
    await expectNoAxeViolations(page, `/ at ${viewport.width}px`);
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

// The information pages, the halal food finder and the two forms in Chromium: server-rendered
// with their key texts (JavaScript off), hydrated without errors, and axe-core clean.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../setup/server";
import { expectNoAxeViolations, launchBrowser, waitForHydration, type TestBrowser } from "../setup/browser";

let s: TestServer;
let b: TestBrowser;
beforeAll(async () => {
  [s, b] = await Promise.all([startTestServer({ TRUST_PROXY: "true" }), launchBrowser()]);
});
afterAll(async () => {
  await b?.close();
  await s?.close();
});

const pages: [path: string, h1: string, texts: string[]][] = [
  [
    "/our-mission",
    "Our Mission",
    [
      "To raise awareness of Islam among non-Muslims.",
      "Worship",
      "Community",
      "Outreach",
      "View the Constitution (PDF)",
      "View the Code of Conduct (PDF)",
    ],
  ],
  ["/land-acknowledgement", "Land Acknowledgement", ["Haldimand Tract"]],
  [
    "/subteams",
    "Subteams",
    [
      "Orphan Sponsorship Program",
      "Islamic Information Center",
      "finance@msa.example.org",
      "General Volunteer Sign-up",
    ],
  ],
  ["/financial-reports", "Financial Reports", ["ALL", "2025", "2018", "Spring 2025", "Fall 2018"]],
  ["/our-impact", "Our Impact", ["4000+", "Iftar meals by caterer", "Initiatives", "Donate"]],
  ["/election-results", "Election Results", ["Election results will be posted here"]],
  ["/events", "Events", ["SUBSCRIBE TO ALL EVENTS"]],
  ["/prayer-spaces", "Prayer Spaces", ["Student Life Centre (SLC)", "Waterloo Masjid", "Prayer Space Feedback Survey"]],
  ["/on-campus-halal-food", "On-campus Halal Food", ["Closed", "Village 1 Dining"]],
  ["/off-campus-halal-food", "Off-campus Halal Food", ["40 of 40 restaurants", "Halal level: All Halal"]],
  ["/housing", "Housing", ["Public Groups", "Campus Housing", "Housing form"]],
  ["/contact-us", "Contact Us", ["Send Us a Message", "executives@msa.example.org"]],
  ["/wellness-tips", "Wellness Tips", ["Managing Stress", "Part 2 (PDF)"]],
  ["/past-videos", "Past Videos", ["Jumu'ah Khutbahs", "Halaqas", "Events and Talks"]],
  ["/blogs", "Blogs", ["mid-July 2025"]],
  ["/fiqh-qna-submission", "Fiqh Q&A Submission", ["Privacy", "Revert status", "Question"]],
  ["/resources", "Resources", ["Wellness Tips", "Fiqh Q&A"]],
  ["/pages/app-privacy-policy", "App Privacy Policy", ["December 2nd, 2024"]],
];

describe("information pages", () => {
  it("are server-rendered with their key texts, without JavaScript", async () => {
    const t = await b.newPage({ javaScriptEnabled: false });
    for (const [path, h1, texts] of pages) {
      const res = await t.page.goto(`${s.url}${path}`);
      expect(res?.status(), path).toBe(200);
      await expect(t.page.locator("main h1").innerText(), path).resolves.toBe(h1);
      const main = await t.page.locator("main").innerText();
      for (const text of texts) expect(main, `${path}: ${text}`).toContain(text);
      await expect(t.page.locator('head link[rel="canonical"]').getAttribute("href")).resolves.toBe(`${s.url}${path}`);
    }
    await t.close();
  });

  it("hydrate without errors and pass axe-core at 1280px", async () => {
    const t = await b.newPage();
    for (const [path] of pages) {
      await t.page.goto(`${s.url}${path}`);
      await waitForHydration(t.page);
      await expectNoAxeViolations(t.page, path);
    }
    // An open accordion and an empty year are checked too.
    await t.page.goto(`${s.url}/prayer-spaces`);
    await waitForHydration(t.page);
    await t.page.locator("summary", { hasText: "Mathematics & Computer (MC)" }).click();
    await expect(t.page.getByText("Room: MC 2018").isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(t.page, "/prayer-spaces (open)");
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("pass axe-core on a phone", async () => {
    const t = await b.newPage({ viewport: { width: 375, height: 812 } });
    for (const path of ["/our-mission", "/off-campus-halal-food", "/our-impact", "/contact-us", "/financial-reports"]) {
      await t.page.goto(`${s.url}${path}`);
      await waitForHydration(t.page);
      await expectNoAxeViolations(t.page, `${path} (375px)`);
      const overflow = await t.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBe(false);
    }
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("filters financial reports by year, with an empty state, as links", async () => {
    const t = await b.newPage();
    await t.page.goto(`${s.url}/financial-reports`);
    await waitForHydration(t.page);
    await t.page.getByRole("link", { name: "2022", exact: true }).click();
    await t.page.waitForURL(`${s.url}/financial-reports?year=2022`);
    const cards = () => t.page.locator("main .report-card .h5").allInnerTexts();
    await expect.poll(cards).toEqual(["Winter 2022", "Spring 2022"]);
    await t.page.getByRole("link", { name: "2020", exact: true }).click();
    await t.page.getByText("No financial reports have been published for 2020.").waitFor();
    await expectNoAxeViolations(t.page, "/financial-reports?year=2020");
    const card = t.page.locator("a.report-card");
    await t.page.getByRole("link", { name: "ALL", exact: true }).click();
    await expect.poll(cards).toHaveLength(9);
    await expect(card.first().getAttribute("target")).resolves.toBe("_blank");
    await t.close();
  });
});

describe("off-campus finder", () => {
  const names = (page: Page) => page.locator(".restaurant-list h3").allInnerTexts();

  it("keeps filters in the URL: a filtered link reloads to the same list with JavaScript disabled", async () => {
    const t = await b.newPage({ javaScriptEnabled: false });
    const url = `${s.url}/off-campus-halal-food?cuisine=Pizza&halal=All+Halal`;
    await t.page.goto(url);
    await expect(names(t.page)).resolves.toEqual(["Slice of Waterloo", "Lakeshore Pizza & Wings"]);
    await expect(t.page.locator("#finder-cuisine").inputValue()).resolves.toBe("Pizza");
    await t.page.reload();
    await expect(names(t.page)).resolves.toEqual(["Slice of Waterloo", "Lakeshore Pizza & Wings"]);
    // The plain GET form: DESIGN §9.4's 'Some Halal' and 'Machine' readings.
    await t.page.goto(`${s.url}/off-campus-halal-food`);
    await t.page.selectOption("#finder-halal", "Some Halal");
    await t.page.selectOption("#finder-method", "Machine");
    await Promise.all([t.page.waitForURL(/halal=Some\+Halal/), t.page.click("form[role=search] button[type=submit]")]);
    expect(new URL(t.page.url()).searchParams.get("method")).toBe("Machine");
    await expect(names(t.page)).resolves.toEqual(["Uptown Burger Bar", "Ember Steakhouse"]);
    const badges = await t.page.locator(".restaurant-list .halal-badge").allInnerTexts();
    expect(badges).toEqual(["Halal level: Partially Halal", "Halal level: Partially Halal"]);
    await t.page.fill("#finder-q", "nothing like this");
    await t.page.click("form[role=search] button[type=submit]");
    await t.page.getByText("No matching restaurants found.").waitFor();
    await expect(names(t.page)).resolves.toEqual([]);
    await t.close();
  });

  it("filters as you type with JavaScript, and the URL follows", async () => {
    const t = await b.newPage();
    await t.page.goto(`${s.url}/off-campus-halal-food`);
    await waitForHydration(t.page);
    await t.page.fill("#finder-q", "KEBAB");
    await expect
      .poll(() => names(t.page))
      .toEqual(["Anatolia Kebab House", "Persian Kebab Garden", "Kebab Stop", "Adana Grill & Kebab"]);
    await t.page.selectOption("#finder-method", "Hand");
    await expect.poll(() => names(t.page)).toEqual(["Anatolia Kebab House", "Persian Kebab Garden"]);
    await expect.poll(() => new URL(t.page.url()).search).toBe("?q=KEBAB&method=Hand");
    await t.page.reload();
    await waitForHydration(t.page);
    await expect(names(t.page)).resolves.toEqual(["Anatolia Kebab House", "Persian Kebab Garden"]);
    await t.page.selectOption("#finder-cuisine", "Sushi");
    await t.page.getByText("No matching restaurants found.").waitFor();
    await expectNoAxeViolations(t.page, "/off-campus-halal-food (no match)");
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

describe("forms in the browser", () => {
  it("contact: shows the rules' messages, keeps the text, then sends (with JavaScript)", async () => {
    const t = await b.newPage({ extraHTTPHeaders: { "x-forwarded-for": "10.9.0.1" } });
    await t.page.goto(`${s.url}/contact-us`);
    await waitForHydration(t.page);
    await t.page.fill("#contact-message", "Assalamu alaikum, a question about events.");
    await t.page.click("form.message-form button[type=submit]");
    await t.page.getByText("Please enter your name.").waitFor();
    await expect(t.page.locator("#contact-message").inputValue()).resolves.toBe(
      "Assalamu alaikum, a question about events.",
    );
    await expectNoAxeViolations(t.page, "/contact-us (errors)");
    await t.page.fill("#contact-name", "Yusuf");
    await t.page.fill("#contact-email", "yusuf@example.org");
    await t.page.click("form.message-form button[type=submit]");
    await t.page.getByText("Your message has been sent!").waitFor();
    await expect(t.page.locator("#contact-name").inputValue()).resolves.toBe("");
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("fiqh: works without JavaScript, Private by default", async () => {
    const t = await b.newPage({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "10.9.0.2" } });
    await t.page.goto(`${s.url}/fiqh-qna-submission`);
    await expect(t.page.locator("#fiqh-privacy-Private").isChecked()).resolves.toBe(true);
    await expect(t.page.locator("#fiqh-revert").inputValue()).resolves.toBe("---");
    await t.page.fill("#fiqh-email", "q@example.org");
    await t.page.click("form.message-form button[type=submit]");
    await t.page.getByText("Please make sure to enter your email, privacy status, and the question").first().waitFor();
    await expect(t.page.locator("#fiqh-email").inputValue()).resolves.toBe("q@example.org");
    await t.page.fill("#fiqh-question", "Is it permissible to combine prayers while travelling?");
    await t.page.click("form.message-form button[type=submit]");
    await t.page.getByText("Your question has been submitted!").waitFor();
    await t.close();
  });
});

// The monthly timetable in Chromium: rows for the month, today highlighted, month navigation by
// keyboard, Print by keyboard, the CSV and calendar downloads, a phone-sized layout that scrolls
// inside its own region, the print stylesheet on one A4 or Letter page, live updates and axe-core.
import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signIn, startTestServer, type TestServer } from "../setup/server";
import { expectNoAxeViolations, launchBrowser, waitForHydration, type TestBrowser } from "../setup/browser";
import { zonedDate } from "../../app/modules/prayer/zoned-time";

let s: TestServer;
let b: TestBrowser;
beforeAll(async () => {
  [s, b] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await b?.close();
  await s?.close();
});

const rows = (page: Page) => page.locator(".pt-table tbody tr");
const monthTitle = (page: Page) => page.locator(".pt-month-title").innerText();

/** Presses Tab until the focused element matches `selector` (at most `max` presses). */
async function tabTo(page: Page, selector: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe("/prayer-times", () => {
  it("shows one row per day of the asked month, with Jumu'ah, Ramadan and the clock change marked", async () => {
    const t = await b.newPage();
    await t.page.goto(`${s.url}/prayer-times?month=2026-02`);
    await waitForHydration(t.page);
    await expect(t.page.locator("main h1").innerText()).resolves.toBe("Prayer Times");
    await expect(monthTitle(t.page)).resolves.toContain("February 2026");
    await expect(rows(t.page).count()).resolves.toBe(28);

    await t.page.goto(`${s.url}/prayer-times?month=2026-03`);
    await expect(rows(t.page).count()).resolves.toBe(31);
    await expect(
      t.page.getByRole("heading", { level: 2, name: "March 2026 Ramadan – Shawwal 1447 AH", exact: true }).count(),
    ).resolves.toBe(1);
    const friday = t.page.locator('tr[data-date="2026-03-06"]');
    await expect(friday.locator("td").nth(4).innerText()).resolves.toBe("Jumu'ah");
    await expect(t.page.locator('tr[data-date="2026-03-08"] .pt-mark-clocks').innerText()).resolves.toBe(
      "Clocks forward",
    );
    // Ramadan 1447 runs to March 19th, 2026 by Umm al-Qura.
    await expect(t.page.locator('tr[data-date="2026-03-01"] .pt-mark-ramadan').innerText()).resolves.toBe("Ramadan 12");
    await expect(t.page.locator('tr[data-date="2026-03-25"] .pt-mark-ramadan').count()).resolves.toBe(0);
    // Every time cell is in the 12-hour form, or Friday's Jumu'ah.
    const cells = await t.page.locator(".pt-table tbody td").allInnerTexts();
    expect(cells).toHaveLength(31 * 11);
    for (const c of cells) expect(c).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (am|pm)$|^Jumu'ah$/);
    await expectNoAxeViolations(t.page, "/prayer-times?month=2026-03");
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("works without JavaScript: the table, the month links and the downloads, no dead buttons", async () => {
    const t = await b.newPage({ javaScriptEnabled: false });
    await t.page.goto(`${s.url}/prayer-times?month=2026-04`);
    await expect(rows(t.page).count()).resolves.toBe(30);
    await expect(t.page.locator(".pt-buttons button").count()).resolves.toBe(0);
    await expect(t.page.getByRole("link", { name: "Download CSV" }).getAttribute("href")).resolves.toBe(
      "/prayer-times.csv?month=2026-04",
    );
    await t.page.locator(".pt-month-nav a[rel=next]").click();
    await t.page.waitForURL(`${s.url}/prayer-times?month=2026-05`);
    await expect(rows(t.page).count()).resolves.toBe(31);
    await t.close();
  });

  it("highlights today in the current month, and is reachable from the Campus menu", async () => {
    const t = await b.newPage();
    await t.page.goto(s.url);
    await waitForHydration(t.page);
    await t.page.click("#menu-button-campus");
    await t.page.locator("#menu-campus").getByRole("link", { name: "Prayer Times" }).click();
    await t.page.waitForURL(`${s.url}/prayer-times`);
    await t.page.locator(".pt-table").waitFor();
    const today = zonedDate(Date.now(), "America/Toronto");
    const current = t.page.locator('tr[aria-current="date"]');
    await expect(current.count()).resolves.toBe(1);
    await expect(current.getAttribute("data-date")).resolves.toBe(today);
    await expect(current.locator(".pt-mark-today").innerText()).resolves.toBe("Today");
    const background = (date: string) =>
      t.page
        .locator(`tr[data-date="${date}"] td`)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const other = today.endsWith("-01") ? `${today.slice(0, 8)}02` : `${today.slice(0, 8)}01`;
    expect(await background(today)).not.toBe(await background(other));
    await expect(t.page.locator(".pt-month-nav").getByText("This month").count()).resolves.toBe(0);
    await t.close();
  });

  it("moves between months with the keyboard, without a page reload", async () => {
    const t = await b.newPage();
    await t.page.goto(`${s.url}/prayer-times?month=2026-12`);
    await waitForHydration(t.page);
    await t.page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await tabTo(t.page, ".pt-month-nav a[rel=next]");
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL(`${s.url}/prayer-times?month=2027-01`);
    await expect.poll(() => monthTitle(t.page)).toContain("January 2027");
    await expect(rows(t.page).count()).resolves.toBe(31);

    // Focus stays on the link, so Enter again keeps going.
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL(`${s.url}/prayer-times?month=2027-02`);
    await expect.poll(() => rows(t.page).count()).toBe(28);

    await tabTo(t.page, ".pt-month-nav a[rel=prev]");
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL(`${s.url}/prayer-times?month=2027-01`);
    await expect.poll(() => monthTitle(t.page)).toContain("January 2027");
    expect(await t.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("prints from a button that works by keyboard, on one portrait A4 or Letter page, black on white", async () => {
    const t = await b.newPage();
    await t.page.goto(`${s.url}/prayer-times?month=2026-03`);
    await waitForHydration(t.page);
    await t.page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => void w.printed++;
    });
    await tabTo(t.page, ".pt-buttons button");
    await expect(t.page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Print");
    await t.page.keyboard.press("Enter");
    await t.page.keyboard.press("Space");
    await expect(t.page.evaluate(() => (window as unknown as { printed: number }).printed)).resolves.toBe(2);

    await t.page.emulateMedia({ media: "print" });
    for (const selector of ["header.site-navbar", "footer.site-footer", ".pt-buttons", ".pt-month-nav", ".pt-feed"]) {
      await expect(t.page.locator(selector).isVisible(), selector).resolves.toBe(false);
    }
    await expect(t.page.locator(".pt-table").isVisible()).resolves.toBe(true);
    const look = await t.page
      .locator('tr[data-date="2026-03-01"] td')
      .first()
      .evaluate((el) => {
        const css = getComputedStyle(el);
        return [css.color, css.backgroundColor];
      });
    expect(look).toEqual(["rgb(0, 0, 0)", "rgb(255, 255, 255)"]);
    for (const format of ["A4", "Letter"] as const) {
      const pdf = await PDFDocument.load(await t.page.pdf({ format }));
      expect(pdf.getPageCount(), format).toBe(1);
      const { width, height } = pdf.getPage(0).getSize();
      expect(height, format).toBeGreaterThan(width);
    }
    await t.close();
  });

  it("downloads the month's CSV and offers the calendar feed, each with its content type", async () => {
    const t = await b.newPage({ acceptDownloads: true });
    await t.page.goto(`${s.url}/prayer-times?month=2026-02`);
    await waitForHydration(t.page);
    const [download] = await Promise.all([
      t.page.waitForEvent("download"),
      t.page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("prayer-times-2026-02.csv");
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe(
      "date,fajr,sunrise,dhuhr,asr,maghrib,isha,fajr_iqamah,dhuhr_iqamah,asr_iqamah,maghrib_iqamah,isha_iqamah",
    );
    expect(csv.split("\r\n").filter((l) => l.startsWith("2026-02-"))).toHaveLength(28);
    const csvHref = await t.page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
    const csvRes = await t.page.request.get(`${s.url}${csvHref}`);
    expect(csvRes.headers()["content-type"]).toBe("text/csv; charset=utf-8");

    const feedUrl = await t.page.locator("#pt-feed-url").inputValue();
    expect(feedUrl).toBe(`${s.config.publicUrl}/prayer-times.ics`);
    const subscribe = t.page.getByRole("link", { name: "Subscribe in your calendar" });
    await expect(subscribe.getAttribute("href")).resolves.toBe(feedUrl.replace(/^http:/, "webcal:"));
    const ics = await t.page.request.get(feedUrl);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect((await ics.text()).startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);

    // The https address as a browser link downloads the .ics file.
    await t.page.evaluate((href) => {
      const a = document.createElement("a");
      a.href = href;
      a.id = "ics-probe";
      a.textContent = "ics";
      document.body.append(a);
    }, feedUrl);
    const [icsDownload] = await Promise.all([t.page.waitForEvent("download"), t.page.click("#ics-probe")]);
    expect(icsDownload.suggestedFilename()).toBe("iqamah-times.ics");

    await t.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: s.url });
    await t.page.getByRole("button", { name: "Copy" }).click();
    await t.page.getByText("Address copied.").waitFor();
    await expect(t.page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(feedUrl);
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("fits a 375px phone: the table scrolls inside a labelled, focusable region with the dates pinned", async () => {
    const t = await b.newPage({ viewport: { width: 375, height: 812 } });
    for (const path of ["/prayer-times?month=2026-03", "/prayer-times", "/prayer-times?month=2026-13"]) {
      await t.page.goto(`${s.url}${path}`);
      await waitForHydration(t.page);
      const width = await t.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(t.page, `${path} (375px)`);
    }
    await t.page.goto(`${s.url}/prayer-times?month=2026-03`);
    await waitForHydration(t.page);
    const region = t.page.getByRole("region", { name: "Adhan and iqamah times for March 2026" });
    await expect(region.getAttribute("tabindex")).resolves.toBe("0");
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // Scrolled by keyboard, the times move and the date column stays put.
    const firstDate = t.page.locator('tr[data-date="2026-03-01"] th');
    const firstTime = t.page.locator('tr[data-date="2026-03-01"] td').first();
    const before = [(await firstDate.boundingBox())!.x, (await firstTime.boundingBox())!.x];
    await region.focus();
    for (let i = 0; i < 5; i++) await t.page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect((await firstDate.boundingBox())!.x).toBe(before[0]);
    expect((await firstTime.boundingBox())!.x).toBeLessThan(before[1]!);
    // Chromium logs the bad month's 400 document as a failed load; nothing else may be logged.
    expect(t.errors.filter((e) => !e.includes("status of 400 (Bad Request) (http://127.0.0.1"))).toEqual([]);
    await t.close();
  });

  it("says what is wrong with a bad month and links back to this month", async () => {
    const t = await b.newPage();
    const res = await t.page.goto(`${s.url}/prayer-times?month=2026-13`);
    expect(res?.status()).toBe(400);
    await waitForHydration(t.page);
    await expect(t.page.getByRole("alert").innerText()).resolves.toBe(
      'Cannot show the month "2026-13". Months are YYYY-MM. For example, 2026-03 is March 2026.',
    );
    await t.page.getByRole("link", { name: "Show this month's times" }).click();
    await t.page.waitForURL(`${s.url}/prayer-times`);
    await t.page.locator(".pt-table").waitFor();
    await expectNoAxeViolations(t.page, "/prayer-times");
    await t.close();
  });

  it("updates an open page when staff import a timetable", async () => {
    const t = await b.newPage();
    // The change must be published after the page's live stream is open, or it would be missed.
    const live = t.page.waitForResponse((r) => r.url().includes("/api/v1/live"));
    await t.page.goto(`${s.url}/prayer-times?month=2031-05`);
    await waitForHydration(t.page);
    await live;
    const first = t.page.locator('tr[data-date="2031-05-01"]');
    await expect(first.locator(".pt-source").count()).resolves.toBe(0);
    const cookie = await signIn(s.url, ADMIN);
    const res = await fetch(`${s.url}/api/v1/prayer-timetable`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        csv: "date,fajr,sunrise,dhuhr,asr,maghrib,isha\n2031-05-01,04:11,06:05,13:20,17:10,20:25,21:55\n",
      }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => first.locator("td").first().innerText(), { timeout: 10_000 }).toBe("4:11 am");
    await expect(first.locator(".pt-source").count()).resolves.toBe(1);
    await expect(t.page.getByText("Adhan times from the masjid's timetable").count()).resolves.toBe(1);
    await t.close();
  });
});

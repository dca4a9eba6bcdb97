// Home's Prayer Times and Jumu'ah blocks in Chromium, as a visitor far from campus sees them: the
// browser's zone is UTC+14 and its clock is five hours fast, and the table must still show the
// campus's times, with the countdown aimed at the campus's next iqamah.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatTime12, prayerNames } from "../../app/modules/prayer/day-record";
import { computeDay, defaultPlace, defaultRules } from "../../app/modules/prayer/engine";
import { nextPrayer } from "../../app/modules/prayer/next-prayer";
import { addDays, zonedDate, zonedInstant } from "../../app/modules/prayer/zoned-time";
import { expectNoAxeViolations, launchBrowser, waitForHydration, type TestBrowser } from "../setup/browser";
import { signIn, startTestServer, type TestServer } from "../setup/server";

let s: TestServer;
let b: TestBrowser;
beforeAll(async () => {
  [s, b] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await b?.close();
  await s?.close();
});

const campus = defaultPlace.timeZone;
const expectedDay = (date: string) => computeDay(date, { place: defaultPlace, rules: defaultRules });

describe("Home prayer times for a visitor in another time zone", () => {
  it("shows the campus table and counts down to the campus's next iqamah, then a khateeb change arrives live", async () => {
    const fastClock = Date.now() + 5 * 3_600_000;
    const visitor = await b.newPage({ timezoneId: "Pacific/Kiritimati", locale: "en-US" });
    const { page } = visitor;
    await page.clock.install({ time: fastClock });
    const before = zonedDate(Date.now(), campus);
    await page.goto(`${s.url}/`);
    await waitForHydration(page);
    const after = zonedDate(Date.now(), campus);

    // The page's date is the campus's (Kiritimati is already a day ahead for most of the day).
    const shown = await page.locator("#prayer-times time").getAttribute("datetime");
    expect([before, after]).toContain(shown);
    expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBe(-14 * 60);
    const day = expectedDay(shown!);
    for (const name of prayerNames) {
      const row = page.locator(`tr[data-prayer="${name}"]`);
      const cells = await row.locator("td").allTextContents();
      if (name === "sunrise") {
        expect(cells).toEqual([formatTime12(day.start.sunrise)]);
        expect(await row.locator("td").getAttribute("colspan")).toBe("2");
      } else if (name === "dhuhr" && day.isFriday) {
        expect(cells).toEqual([formatTime12(day.start.dhuhr), "Jumu'ah (see below)"]);
      } else {
        expect(cells, name).toEqual([formatTime12(day.start[name]), formatTime12(day.iqamah[name]!)]);
      }
    }
    await expect(page.locator("#prayer-times").textContent()).resolves.toContain(day.hijri.label);

    // The countdown runs on the server's instant, not the fast device clock.
    const jummah = day.isFriday
      ? { at: new Date(zonedInstant(shown!, 12 * 60 + 30, campus)).toISOString(), time: "12:30" }
      : null;
    const next = nextPrayer(day, expectedDay(addDays(shown!, 1)), jummah, Date.now());
    const label = (await page.getByTestId("next-prayer").locator("strong").textContent())!;
    expect(label).toBe(next.label);
    // It ticks once the part under the hero has hydrated (it loads after the first paint).
    const first = await page.getByRole("timer").textContent();
    await page.waitForFunction((t) => document.querySelector("[role=timer]")?.textContent !== t, first, {
      timeout: 10_000,
    });
    const second = await page.getByRole("timer").textContent();
    const [h, m] =
      second!.split(":").length === 3 ? second!.split(":").map(Number) : [0, Number(second!.split(":")[0])];
    const shownMinutes = h! * 60 + m!;
    const trueMinutes = Math.floor((next.at - Date.now()) / 60_000);
    expect(Math.abs(shownMinutes - trueMinutes)).toBeLessThanOrEqual(1);
    if (!next.tomorrow) {
      await expect(page.locator("tr.is-next").getAttribute("data-prayer")).resolves.toBe(next.name);
    }
    await expectNoAxeViolations(page);

    // A khateeb set through the API by an education user appears without a reload.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const education = await s.addUser("education");
    const cookie = await signIn(s.url, education);
    const res = await fetch(`${s.url}/api/v1/jummah/jummah1`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie, origin: s.url },
      body: JSON.stringify({ khateeb: "Imam Live Update", topic: "Keeping promises" }),
    });
    expect(res.status).toBe(200);
    await page.getByTestId("jummah1-khateeb").getByText("Imam Live Update").waitFor({ timeout: 3000 });
    await expect(page.getByTestId("jummah1-topic").textContent()).resolves.toBe("Keeping promises");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(visitor.errors).toEqual([]);
  });

  it("serves the table in the HTML, so it is there without JavaScript", async () => {
    const { page } = await b.newPage({ javaScriptEnabled: false, timezoneId: "Asia/Tokyo" });
    await page.goto(`${s.url}/`);
    const shown = await page.locator("#prayer-times time").getAttribute("datetime");
    const day = expectedDay(shown!);
    await expect(page.locator('tr[data-prayer="asr"] td').first().textContent()).resolves.toBe(
      formatTime12(day.start.asr),
    );
    await expect(page.getByRole("link", { name: /Monthly timetable/ }).getAttribute("href")).resolves.toBe(
      "/prayer-times",
    );
  });
});

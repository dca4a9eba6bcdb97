// The prayer-times section of the dashboard in Chromium: an education user imports a masjid
// timetable through the file input, has a malformed one refused row by row with the previous one
// kept, removes a year after confirming by keyboard, and edits the Hijri offset and the Ramadan Isha
// schedule. Other roles are refused the page and are not offered the section. axe checks each state.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DayRecord } from "../../app/modules/prayer/day-record";
import { hijriDate } from "../../app/modules/prayer/hijri";
import { zonedDate } from "../../app/modules/prayer/zoned-time";
import { startTestServer, type TestServer } from "../setup/server";
import {
  expectNoAxeViolations,
  launchBrowser,
  signInThroughForm,
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

const pagePath = "/dashboard/prayer-times";
const header = "date,fajr,sunrise,dhuhr,asr,maghrib,isha";
const goodCsv = [
  header,
  "2030-03-01,05:50,07:05,12:40,16:20,18:15,19:30",
  "2030-03-02,5:48 am,7:03 am,12:40 pm,4:21 pm,6:16 pm,7:31 pm",
  "",
  "2030-03-03,05:46,07:01,12:40,16:22,18:17,19:32",
].join("\r\n");
// Row 2 is valid and differs from the imported times: it must not be stored either.
const badCsv = [
  header,
  "2030-03-01,05:40,07:00,12:40,16:20,18:15,19:30",
  "2030-03-02,05:48,07:03,1:05,16:21,18:16,19:31",
  "2030-02-30,05:48,07:03,12:40,16:21,18:16,19:31",
  "2030-03-04,05:48,07:03,12:40,16:21,18:16",
].join("\n");
const badRows = [
  "Row 3: dhuhr 01:05 is not after sunrise 07:03; times must be in 24-hour form or carry am/pm.",
  'Row 4: "2030-02-30" is not a date; write dates as YYYY-MM-DD.',
  "Row 5: expected 7 values (date, fajr, sunrise, dhuhr, asr, maghrib, isha), found 6.",
];

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

async function dayFromApi(date: string): Promise<DayRecord> {
  const res = await fetch(`${s.url}/api/v1/prayer-times?date=${date}`);
  return ((await res.json()) as { days: DayRecord[] }).days[0]!;
}

async function settingsFromApi() {
  return (await (await fetch(`${s.url}/api/v1/prayer-settings`)).json()) as {
    hijriOffsetDays: number;
    ramadanIsha: { fromDay: number; time: string }[];
  };
}

const see = (t: TrackedPage, text: string) =>
  t.page.getByText(text, { exact: true }).first().waitFor({ timeout: 5000 });

describe("prayer times in the dashboard", () => {
  it("education: imports a timetable, has a malformed one refused row by row, removes a year, edits the settings", async () => {
    const t = await b.newPage();
    const { page } = t;
    await signInThroughForm(page, s.url, await s.addUser("education"));
    await page.click("nav[aria-label='Dashboard sections'] a:text-is('Prayer times')");
    await page.waitForURL(`${s.url}${pagePath}`);
    await waitForHydration(page);
    await page.getByText("No timetable imported: all days are computed for 43.4723° N, 80.5449° W").waitFor();
    await expectNoAxeViolations(page, "prayer times: empty");

    // Refused in the browser, before anything is sent.
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    await page.click("button:text-is('Import timetable')");
    await see(t, "Choose a CSV file to import.");
    await page.setInputFiles("#timetable-file", csvFile("huge.csv", "x".repeat(200_001)));
    await page.click("button:text-is('Import timetable')");
    await see(t, "huge.csv is 201 KB; a year's timetable is at most 200 KB. Check that you chose the right file.");
    expect(posts).toEqual([]);

    // A good file: the button says it is working until the server answers.
    await page.route(`**${pagePath}.data*`, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.setInputFiles("#timetable-file", csvFile("masjid-2030.csv", goodCsv));
    await page.click("button:text-is('Import timetable')");
    const busy = page.locator("button:text-is('Importing…')");
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);
    await see(t, "Imported the 2030 timetable: 3 days.");
    await page.unroute(`**${pagePath}.data*`);
    const year2030 = page.locator(".timetable-years li", { hasText: "2030" });
    await year2030.getByText("3 of 365 days").waitFor();
    await expect(page.locator("#timetable-file").inputValue()).resolves.toBe("");
    const imported = await dayFromApi("2030-03-02");
    expect(imported).toMatchObject({ source: "timetable", start: { fajr: "05:48", dhuhr: "12:40", isha: "19:31" } });

    // A malformed file: every bad row with its number and reason; the 2030 timetable is untouched.
    await page.setInputFiles("#timetable-file", csvFile("masjid-2030-v2.csv", badCsv));
    await page.click("button:text-is('Import timetable')");
    const refusal = page.locator(".alert-danger", { hasText: "The timetable was not imported; nothing was changed." });
    await refusal.waitFor();
    await expect(refusal.locator("li").allTextContents()).resolves.toEqual(badRows);
    await expectNoAxeViolations(page, "prayer times: refused file");
    await expect(dayFromApi("2030-03-01")).resolves.toMatchObject({ source: "timetable", start: { fajr: "05:50" } });
    await expect(dayFromApi("2030-03-02")).resolves.toMatchObject({ source: "timetable", start: imported.start });
    await year2030.getByText("3 of 365 days").waitFor();

    // Today's date from a one-row timetable shows in the 7-day preview.
    const today = zonedDate(Date.now(), "America/Toronto");
    await page.setInputFiles("#timetable-file", csvFile("today.csv", `${today},04:44,06:30,12:30,15:30,18:00,19:30\n`));
    await page.click("button:text-is('Import timetable')");
    await see(t, `Imported the ${today.slice(0, 4)} timetable: 1 day.`);
    const firstDay = page.locator(".prayer-preview tbody tr").first();
    await firstDay.getByText("Timetable", { exact: true }).waitFor();
    await expect(firstDay.locator("td[data-label='Fajr']").textContent()).resolves.toMatch(/^4:44 am/);

    // Remove 2030 with the keyboard: Escape cancels, then the confirmation removes it.
    await year2030.locator("button", { hasText: "Remove" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.locator(".modal.show", { hasText: "Remove the 2030 timetable?" });
    await dialog.waitFor();
    await page.waitForTimeout(400); // the modal's fade-in, so axe sees final colours
    await expectNoAxeViolations(page, "prayer times: remove confirmation");
    await page.keyboard.press("Escape");
    await page.locator(".modal").waitFor({ state: "detached" });
    await expect(year2030.count()).resolves.toBe(1);
    await year2030.locator("button", { hasText: "Remove" }).focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    for (let i = 0; i < 4 && (await focusedText()) !== "Yes, remove"; i++) await page.keyboard.press("Tab");
    await expect(focusedText()).resolves.toBe("Yes, remove");
    await page.keyboard.press("Enter");
    await see(t, "Removed the 2030 timetable; those days are computed again.");
    await year2030.waitFor({ state: "detached" });
    await expect(dayFromApi("2030-03-01")).resolves.toMatchObject({ source: "computed" });

    // The Hijri offset: the page shows today's Hijri date for the offset being typed.
    const hijriLine = page.locator("#hijri-today");
    await hijriLine.getByText(hijriDate(today, 0).label).waitFor();
    await page.fill("#hijri-offset", "5");
    await page.getByText("Enter a whole number from -3 to 3 to see today's Hijri date.").waitFor();
    await page.click("button:text-is('Save prayer settings')");
    await page
      .locator(".alert-danger li", {
        hasText: "Hijri offset: The Hijri offset is a whole number of days from -3 to 3.",
      })
      .waitFor();
    await expect(page.locator("#hijri-offset").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(settingsFromApi()).resolves.toMatchObject({ hijriOffsetDays: 0 });
    await page.fill("#hijri-offset", "1");
    await hijriLine.getByText(hijriDate(today, 1).label).waitFor();

    // The Ramadan Isha schedule: add a row after night 23, change its time, remove the night 16 row.
    await page.click("button:text-is('Add a row')");
    await expect(page.locator("#ramadan-day-4").inputValue()).resolves.toBe("24");
    await page.fill("#ramadan-day-4", "20");
    await page.click("button:text-is('Save prayer settings')");
    await page
      .locator(".alert-danger li", {
        hasText: "Ramadan Isha: Each step of the Ramadan Isha schedule starts on a later day than the one before.",
      })
      .waitFor();
    await expect(page.locator("#ramadan-day-4").getAttribute("aria-invalid")).resolves.toBe("true");
    await page.fill("#ramadan-day-4", "27");
    await page.fill("#ramadan-time-4", "22:15");
    await page.getByRole("button", { name: "Remove row 3", exact: true }).click();
    await expectNoAxeViolations(page, "prayer times: settings edited");
    await page.click("button:text-is('Save prayer settings')");
    await see(t, "Prayer settings saved.");
    await expect(settingsFromApi()).resolves.toEqual({
      hijriOffsetDays: 1,
      ramadanIsha: [
        { fromDay: 1, time: "21:15" },
        { fromDay: 8, time: "21:30" },
        { fromDay: 23, time: "22:00" },
        { fromDay: 27, time: "22:15" },
      ],
    });
    await expect(dayFromApi(today)).resolves.toMatchObject({ hijri: { label: hijriDate(today, 1).label } });
    // The preview follows the saved offset.
    await firstDay.getByText(hijriDate(today, 1).label, { exact: false }).waitFor();
    expect(t.errors).toEqual([]);
    await t.close();
  });

  for (const role of ["internal", "external", "user"] as const) {
    it(`${role}: is not offered the section and is refused the page`, async () => {
      const t = await b.newPage();
      await signInThroughForm(t.page, s.url, await s.addUser(role));
      await expect(t.page.locator(`a[href='${pagePath}']`).count()).resolves.toBe(0);
      const res = await t.page.goto(`${s.url}${pagePath}`);
      expect(res?.status()).toBe(403);
      await t.close();
    });
  }

  it("admin: is offered the section and can open it", async () => {
    const t = await b.newPage({ viewport: { width: 375, height: 800 } });
    await signInThroughForm(t.page, s.url, await s.addUser("admin"));
    await t.page.click(`a[href='${pagePath}']`);
    await t.page.locator("h2:text-is('Masjid timetable')").waitFor();
    await waitForHydration(t.page);
    await expectNoAxeViolations(t.page, "prayer times on a phone");
    // Nothing on the page is wider than the phone.
    await expect(t.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

// The monthly timetable's downloads against the real server and database: the CSV of a month
// (headers, content, and a round trip through the timetable import), the iqamah calendar feed
// (RFC 5545 shape, window, events) and the page's answer to a bad month.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signIn, startTestServer, type TestServer } from "../setup/server";
import type { DayRecord } from "../../app/modules/prayer/day-record";
import { parseTimetableCsv } from "../../app/modules/prayer/timetable-csv";
import { addDays, weekdayOf, zonedDate } from "../../app/modules/prayer/zoned-time";

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await signIn(s.url, ADMIN);
});
afterAll(() => s?.close());

const zone = "America/Toronto";
const HEADER =
  "date,fajr,sunrise,dhuhr,asr,maghrib,isha,fajr_iqamah,dhuhr_iqamah,asr_iqamah,maghrib_iqamah,isha_iqamah";

const apiMonth = async (month: string) => {
  const res = await fetch(`${s.url}/api/v1/prayer-times?month=${month}`);
  return ((await res.json()) as { days: DayRecord[] }).days;
};
const octets = (line: string) => Buffer.byteLength(line, "utf8");
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");
function vevents(text: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of unfold(text).split("\r\n")) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      out.push(current!);
      current = null;
    } else if (current) current[line.slice(0, line.indexOf(":"))] = line.slice(line.indexOf(":") + 1);
  }
  return out;
}
/** Events a window of dates should have: five iqamahs, or on Fridays four without Dhuhr plus four Jumu'ah. */
const expectedEvents = (first: string, last: string) => {
  let n = 0;
  for (let d = first; d <= last; d = addDays(d, 1)) n += weekdayOf(d) === 5 ? 8 : 5;
  return n;
};

describe("GET /prayer-times.csv", () => {
  it("downloads a month as CSV: one row per day, 24-hour times, Jumu'ah on Fridays", async () => {
    const res = await fetch(`${s.url}/prayer-times.csv?month=2026-02`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="prayer-times-2026-02.csv"');
    const text = await res.text();
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1).map((l) => l.split(","));
    expect(rows).toHaveLength(28);
    const api = await apiMonth("2026-02");
    rows.forEach((cells, i) => {
      const day = api[i]!;
      expect(cells[0]).toBe(day.date);
      expect(cells.slice(1, 7)).toEqual([
        day.start.fajr,
        day.start.sunrise,
        day.start.dhuhr,
        day.start.asr,
        day.start.maghrib,
        day.start.isha,
      ]);
      expect(cells[8]).toBe(day.isFriday ? "Jumu'ah" : day.iqamah.dhuhr);
      expect(cells[7]).toBe(day.iqamah.fajr);
    });
    expect(rows.filter((c) => c[8] === "Jumu'ah").map((c) => c[0])).toEqual([
      "2026-02-06",
      "2026-02-13",
      "2026-02-20",
      "2026-02-27",
    ]);
  });

  it("defaults to the current month on campus", async () => {
    const res = await fetch(`${s.url}/prayer-times.csv`);
    expect(res.status).toBe(200);
    const month = zonedDate(Date.now(), zone).slice(0, 7);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="prayer-times-${month}.csv"`);
    expect((await res.text()).split("\r\n")[1]!.startsWith(`${month}-01,`)).toBe(true);
  });

  it("can be imported back as the masjid timetable, which the next download then shows", async () => {
    const downloaded = await (await fetch(`${s.url}/prayer-times.csv?month=2031-03`)).text();
    const parsed = parseTimetableCsv(downloaded);
    expect(parsed.ok).toBe(true);
    // One start time edited, so the import visibly takes effect.
    const edited = downloaded.replace(/^(2031-03-01),\d\d:\d\d,/m, "$1,04:44,");
    const res = await fetch(`${s.url}/api/v1/prayer-timetable`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin },
      body: JSON.stringify({ csv: edited }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ year: 2031, days: 31 });
    const again = await (await fetch(`${s.url}/prayer-times.csv?month=2031-03`)).text();
    expect(again.split("\r\n")[1]!.startsWith("2031-03-01,04:44,")).toBe(true);
    // Every other day's starts come back unchanged from the timetable, now as imported days.
    expect(again.split("\r\n").slice(2)).toEqual(downloaded.split("\r\n").slice(2));
    const api = await apiMonth("2031-03");
    expect(api.every((d) => d.source === "timetable")).toBe(true);
  });

  it("refuses a malformed month with 400 and a message that says how to write one", async () => {
    for (const month of ["2026-13", "March", "2026-3", "1800-01"]) {
      const res = await fetch(`${s.url}/prayer-times.csv?month=${month}`);
      expect(res.status, month).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      const text = await res.text();
      expect(text).toContain(`Cannot show the month "${month}".`);
      expect(text).toContain("For example, 2026-03 is March 2026.");
    }
  });
});

describe("GET /prayer-times.ics", () => {
  it("is an RFC 5545 calendar: CRLF lines of at most 75 octets, balanced BEGIN and END, the subscription headers", async () => {
    const res = await fetch(`${s.url}/prayer-times.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
    const open: string[] = [];
    for (const line of unfold(text).split("\r\n")) {
      if (line.startsWith("BEGIN:")) open.push(line.slice(6));
      else if (line.startsWith("END:")) expect(open.pop(), line).toBe(line.slice(4));
    }
    expect(open).toEqual([]);
    const props = unfold(text).split("\r\n");
    for (const p of [
      "VERSION:2.0",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:UWMSA iqamah times",
      "X-WR-TIMEZONE:America/Toronto",
      "REFRESH-INTERVAL;VALUE=DURATION:P1D",
      "X-PUBLISHED-TTL:P1D",
    ]) {
      expect(props).toContain(p);
    }
    expect(props.some((p) => p.startsWith("PRODID:"))).toBe(true);
  });

  it("covers a week ago to 60 days ahead, one event per iqamah and Jumu'ah, at the instants the API gives", async () => {
    const today = zonedDate(Date.now(), zone);
    const text = await (await fetch(`${s.url}/prayer-times.ics`)).text();
    const events = vevents(text);
    const first = addDays(today, -7);
    const last = addDays(today, 60);
    expect(events).toHaveLength(expectedEvents(first, last));
    const host = new URL(s.url).hostname;
    expect(events[0]!.UID).toBe(`${first}-fajr@${host}`);
    expect(events.at(-1)!.UID).toBe(`${last}-isha@${host}`);
    for (const e of events) {
      expect(e.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
      expect(e.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
      expect(e.DURATION).toMatch(/^PT(15|30)M$/);
      expect(["SLC 3252", "MC 2018"]).toContain(e.LOCATION);
    }
    // Today's events start at the API's iqamah instants.
    const [day] = (
      (await (await fetch(`${s.url}/api/v1/prayer-times?date=${today}`)).json()) as {
        days: DayRecord[];
      }
    ).days;
    const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    for (const name of ["fajr", "asr", "maghrib", "isha"] as const) {
      const e = events.find((x) => x.UID === `${today}-${name}@${host}`)!;
      expect(e.DTSTART).toBe(stamp(day!.iqamahAt[name]!));
      expect(e.SUMMARY).toBe(`${name[0]!.toUpperCase()}${name.slice(1)} iqamah`);
    }
    const fridays = events.filter((e) => e.UID!.includes("-jummah1@"));
    expect(fridays.length).toBeGreaterThanOrEqual(9);
    for (const j of fridays) {
      const date = j.UID!.slice(0, 10);
      expect(weekdayOf(date)).toBe(5);
      expect(events.some((e) => e.UID === `${date}-dhuhr@${host}`)).toBe(false);
    }
  });

  it("reaches further with ?days= (up to 366) and refuses anything else with 400", async () => {
    const today = zonedDate(Date.now(), zone);
    const short = vevents(await (await fetch(`${s.url}/prayer-times.ics?days=3`)).text());
    expect(short).toHaveLength(expectedEvents(addDays(today, -7), addDays(today, 3)));
    const year = await fetch(`${s.url}/prayer-times.ics?days=366`);
    expect(year.status).toBe(200);
    expect(vevents(await year.text())).toHaveLength(expectedEvents(addDays(today, -7), addDays(today, 366)));
    for (const days of ["0", "367", "abc", "2.5", "-1"]) {
      const res = await fetch(`${s.url}/prayer-times.ics?days=${days}`);
      expect(res.status, days).toBe(400);
      expect(await res.text()).toContain("a whole number from 1 to 366");
    }
  });
});

describe("GET /prayer-times", () => {
  it("serves the month page, and a friendly 400 page for a bad month, without a stack trace", async () => {
    const ok = await fetch(`${s.url}/prayer-times?month=2026-02`);
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain("<title>Prayer Times, February 2026 | UWMSA</title>");
    expect(html.match(/<tr[^>]*data-date="2026-02-\d\d"/g)).toHaveLength(28);

    const bad = await fetch(`${s.url}/prayer-times?month=2026-13`);
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("Cannot show the month &quot;2026-13&quot;.");
    expect(page).toContain("Show this month&#x27;s times");
    expect(page).toContain("<title>Prayer Times | UWMSA</title>");
    expect(page).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("is listed in the sitemap", async () => {
    expect(await (await fetch(`${s.url}/sitemap.xml`)).text()).toContain(
      `<loc>${s.config.publicUrl}/prayer-times</loc>`,
    );
  });
});

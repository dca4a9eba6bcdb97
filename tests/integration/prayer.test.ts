// The prayer-times API against the real server and database: day and month reads, the masjid
// timetable import (all or nothing), settings, and live events for open pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signIn, startTestServer, type TestServer } from "../setup/server";
import { openSse } from "../setup/sse";
import type { DayRecord } from "../../app/modules/prayer/day-record";

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await signIn(s.url, ADMIN);
});
afterAll(() => s?.close());

const call = (method: string, path: string, body?: unknown, cookie = admin) =>
  fetch(`${s.url}/api/v1${path}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const days = async (query: string) => {
  const res = await call("GET", `/prayer-times${query}`, undefined, "");
  expect(res.status).toBe(200);
  return ((await res.json()) as { days: DayRecord[] }).days;
};

const header = "date,fajr,sunrise,dhuhr,asr,maghrib,isha";
const goodCsv = [
  header,
  "2030-03-01,05:50,07:05,12:40,16:20,18:15,19:30",
  "2030-03-02,05:48,07:03,12:40,16:21,18:16,19:31",
].join("\n");

describe("GET /api/v1/prayer-times", () => {
  it("answers one date with the campus day record, a whole month, and today by default", async () => {
    const [day] = await days("?date=2026-11-20");
    expect(day).toMatchObject({
      date: "2026-11-20",
      weekday: "Friday",
      isFriday: true,
      source: "computed",
      hijri: { month: 6, year: 1448 },
    });
    expect(day!.iqamah.dhuhr).toBeNull();
    // 05:59 EST is 10:59 UTC: the instants carry the zone's offset for that date.
    expect(day!.startAt.fajr).toBe(`2026-11-20T${day!.start.fajr.replace(/^05/, "10")}:00.000Z`);

    const month = await days("?month=2027-02");
    expect(month.map((d) => d.date)).toEqual(
      Array.from({ length: 28 }, (_, i) => `2027-02-${String(i + 1).padStart(2, "0")}`),
    );
    const today = await days("");
    expect(today).toHaveLength(1);
    expect(today[0]!.isToday).toBe(true);
  });

  it("refuses malformed dates and months, and both at once, with the one error shape", async () => {
    for (const q of ["?date=2026-02-30", "?date=tomorrow", "?month=2026-13", "?date=2026-01-01&month=2026-01"]) {
      const res = await call("GET", `/prayer-times${q}`, undefined, "");
      expect(res.status, q).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.message).not.toMatch(/at .*\.ts/);
    }
  });
});

describe("masjid timetable import", () => {
  it("uses imported start times on their dates and computes the others", async () => {
    const res = await call("POST", "/prayer-timetable", { csv: goodCsv });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ year: 2030, days: 2 });
    const [first, , third] = await days("?month=2030-03");
    expect(first).toMatchObject({ source: "timetable", start: { fajr: "05:50", isha: "19:30" } });
    // Iqamah follows the imported starts: sunrise 07:05 - 30 = 06:35, nearest 10 is 06:40.
    expect(first!.iqamah.fajr).toBe("06:40");
    expect(third!.source).toBe("computed");
    expect(await (await call("GET", "/prayer-timetable", undefined, "")).json()).toContainEqual({
      year: 2030,
      days: 2,
    });
  });

  it("refuses a malformed CSV with each bad row and its reason, and keeps the previous timetable", async () => {
    const bad = [
      header,
      "2030-03-01,05:40,07:00,12:40,16:20,18:15,19:30",
      "2030-03-02,05:48,07:03,1:05,16:21,18:16,19:31",
      "2030-02-30,05:48,07:03,12:40,16:21,18:16,19:31",
      "2030-03-04,05:48,07:03,12:40,16:21,18:16",
    ].join("\n");
    const res = await call("POST", "/prayer-timetable", { csv: bad });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; details: { errors: string[] } } };
    expect(body.error.code).toBe("invalid_timetable");
    expect(body.error.details.errors).toEqual([
      "Row 3: dhuhr 01:05 is not after sunrise 07:03; times must be in 24-hour form or carry am/pm.",
      'Row 4: "2030-02-30" is not a date; write dates as YYYY-MM-DD.',
      "Row 5: expected 7 values (date, fajr, sunrise, dhuhr, asr, maghrib, isha), found 6.",
    ]);
    expect(body.error.message).toContain("nothing was changed");
    // Row 2 was valid, and still nothing of the file was stored.
    const [first] = await days("?date=2030-03-01");
    expect(first!.start.fajr).toBe("05:50");
  });

  it("lets a year be removed, after which its days are computed again", async () => {
    const res = await call("DELETE", "/prayer-timetable/2030");
    expect(await res.json()).toEqual({ year: 2030, days: 2 });
    const [first] = await days("?date=2030-03-01");
    expect(first!.source).toBe("computed");
  });
});

describe("prayer settings", () => {
  it("shifts the Hijri date by the offset, and open pages hear of the change", async () => {
    const before = (await days("?date=2026-11-21"))[0]!.hijri.day;
    const events = await openSse(`${s.url}/api/v1/live?topics=prayer-times`);
    await events.next((e) => e.event === "ready");
    const rules = (await (await call("GET", "/prayer-settings", undefined, "")).json()) as { hijriOffsetDays: number };
    const res = await call("PUT", "/prayer-settings", { ...rules, hijriOffsetDays: 1 });
    expect(res.status).toBe(200);
    expect((await days("?date=2026-11-21"))[0]!.hijri.day).toBe(before + 1);
    const change = await events.next((e) => e.event === "change");
    expect(JSON.parse(change.data).topic).toBe("prayer-times");
    events.close();
  });

  it("refuses a schedule that does not start on day 1 or goes backwards", async () => {
    const res = await call("PUT", "/prayer-settings", {
      hijriOffsetDays: 0,
      ramadanIsha: [
        { fromDay: 5, time: "21:15" },
        { fromDay: 3, time: "21:30" },
      ],
    });
    expect(res.status).toBe(400);
  });
});

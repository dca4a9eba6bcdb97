import { afterEach, describe, expect, it } from "vitest";
import { formatTime12 } from "./day-record";
import { computeDay, defaultPlace, defaultRules, iqamahMinutes, jummahDate, type PrayerRules } from "./engine";
import { addDays, fromHhmm, toHhmm, zonedInstant } from "./zoned-time";

const place = defaultPlace;
const rules = defaultRules;
const day = (date: string, extra: Partial<PrayerRules> = {}) =>
  computeDay(date, { place, rules: { ...rules, ...extra } });

/** Start times from "HH:MM" strings, for hand-worked iqamah examples. */
function starts(times: Partial<Record<"fajr" | "sunrise" | "dhuhr" | "asr" | "maghrib" | "isha", string>>) {
  const base = { fajr: "05:00", sunrise: "06:30", dhuhr: "12:30", asr: "15:30", maghrib: "17:30", isha: "19:00" };
  const all = { ...base, ...times };
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, fromHhmm(v)!])) as Record<
    keyof typeof base,
    number
  >;
}
const weekday = { isFriday: false, ramadanDay: null };
const iqamah = (times: Parameters<typeof starts>[0], d: { isFriday: boolean; ramadanDay: number | null } = weekday) => {
  const out = iqamahMinutes(starts(times), d, rules);
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v === null ? null : toHhmm(v)]));
};

describe("iqamah rules (SPEC §9), hand-worked", () => {
  it("fajr: sunrise minus 30 minutes, to the nearest 10 (a 5 rounds up)", () => {
    expect(iqamah({ sunrise: "07:00" }).fajr).toBe("06:30"); // 06:30 exactly
    expect(iqamah({ sunrise: "07:04" }).fajr).toBe("06:30"); // 06:34 down
    expect(iqamah({ sunrise: "07:05" }).fajr).toBe("06:40"); // 06:35, the tie, up
    expect(iqamah({ sunrise: "07:06" }).fajr).toBe("06:40"); // 06:36 up
    expect(iqamah({ sunrise: "06:56" }).fajr).toBe("06:30"); // 06:26 up across the hour's tens
  });

  it("dhuhr and asr: start plus 10, rounded up to 5 (a multiple of 5 stays)", () => {
    expect(iqamah({ dhuhr: "12:30" }).dhuhr).toBe("12:40");
    expect(iqamah({ dhuhr: "12:31" }).dhuhr).toBe("12:45");
    expect(iqamah({ dhuhr: "12:35" }).dhuhr).toBe("12:45");
    expect(iqamah({ dhuhr: "12:36" }).dhuhr).toBe("12:50");
    expect(iqamah({ asr: "15:50" }).asr).toBe("16:00"); // across the hour
    expect(iqamah({ asr: "15:51" }).asr).toBe("16:05");
  });

  it("maghrib: start plus 3; isha: start plus 15, rounded up to 5", () => {
    expect(iqamah({ maghrib: "17:19" }).maghrib).toBe("17:22");
    expect(iqamah({ maghrib: "20:58" }).maghrib).toBe("21:01");
    expect(iqamah({ isha: "18:40" }).isha).toBe("18:55");
    expect(iqamah({ isha: "18:41" }).isha).toBe("19:00");
    expect(iqamah({ isha: "22:57" }).isha).toBe("23:15");
  });

  it("on Fridays dhuhr has no iqamah time (Jumu'ah replaces it); the others keep theirs", () => {
    const friday = iqamah({ dhuhr: "12:31", asr: "15:10" }, { isFriday: true, ramadanDay: null });
    expect(friday.dhuhr).toBeNull();
    expect(friday.asr).toBe("15:20");
  });

  it("in Ramadan: fajr start plus 20, maghrib plus 5, isha from the schedule by night", () => {
    const times = { fajr: "05:54", sunrise: "07:13", maghrib: "17:59", isha: "19:18" };
    const r = (n: number) => iqamah(times, { isFriday: false, ramadanDay: n });
    expect(r(3)).toMatchObject({ fajr: "06:14", maghrib: "18:04", isha: "21:15" });
    expect(r(7).isha).toBe("21:15");
    expect(r(8).isha).toBe("21:30");
    expect(r(16).isha).toBe("21:45");
    expect(r(23).isha).toBe("22:00");
    expect(r(30).isha).toBe("22:00");
  });

  it("a Ramadan Isha schedule never calls the iqamah before the adhan: then the usual rule applies", () => {
    const late = iqamah({ isha: "21:20" }, { isFriday: false, ramadanDay: 1 });
    expect(late.isha).toBe("21:35");
  });
});

describe("day records for the campus (Waterloo, ISNA, Hanafi asr, America/Toronto)", () => {
  // Second Sunday of March and first Sunday of November.
  const changeDays = [
    ["2025-03-09", "2025-11-02"],
    ["2026-03-08", "2026-11-01"],
    ["2027-03-14", "2027-11-07"],
  ] as const;

  it.each(changeDays)(
    "flags both daylight-saving change days of %s's year and keeps every time right",
    (spring, fall) => {
      for (const date of [spring, fall]) {
        const before = day(addDays(date, -1));
        const change = day(date);
        expect(change.isDstChange).toBe(true);
        expect(before.isDstChange).toBe(false);
        // The sun keeps its pace (about a minute a day) while the clocks jump an hour.
        const utcStep = (Date.parse(change.startAt.fajr) - Date.parse(before.startAt.fajr)) / 60_000 - 24 * 60;
        expect(Math.abs(utcStep)).toBeLessThanOrEqual(2);
        const localStep = fromHhmm(change.start.fajr)! - fromHhmm(before.start.fajr)!;
        expect(Math.abs(localStep - (date === spring ? 60 : -60))).toBeLessThanOrEqual(2);
        // Every local time and its instant agree with the offset of that date: EDT -4 after the spring
        // change, EST -5 after the fall change.
        const offset = date === spring ? 4 : 5;
        for (const [name, at] of Object.entries(change.startAt)) {
          const local = change.start[name as keyof typeof change.start];
          const utc = new Date(Date.parse(at) - offset * 3_600_000).toISOString().slice(11, 16);
          expect(utc, `${date} ${name}`).toBe(local);
        }
      }
    },
  );

  it("gives 2026-03-08, a change day in Ramadan 1447, Ramadan iqamahs in EDT", () => {
    const d = day("2026-03-08");
    expect(d).toMatchObject({ ramadanDay: 19, isDstChange: true, weekday: "Sunday" });
    expect(d.iqamah.isha).toBe("21:45");
    expect(d.iqamahAt.isha).toBe("2026-03-09T01:45:00.000Z");
  });

  it("marks a Friday: no dhuhr iqamah time, and the Friday flag and weekday", () => {
    const d = day("2026-11-20");
    expect(d).toMatchObject({ isFriday: true, weekday: "Friday", year: 2026, month: 11, day: 20 });
    expect(d.iqamah.dhuhr).toBeNull();
    expect(d.iqamahAt.dhuhr).toBeNull();
    expect(d.iqamah.asr).not.toBeNull();
  });

  it("counts Ramadan days by the Umm al-Qura calendar, moved by the Hijri offset setting", () => {
    expect(day("2026-02-17")).toMatchObject({ ramadanDay: null, hijri: { month: 8, day: 29, monthName: "Shaban" } });
    const first = day("2026-02-18");
    expect(first).toMatchObject({ ramadanDay: 1, hijri: { label: "1 Ramadan 1447 AH" } });
    expect(first.iqamah.fajr).toBe(toHhmm(fromHhmm(first.start.fajr)! + 20));
    expect(first.iqamah.maghrib).toBe(toHhmm(fromHhmm(first.start.maghrib)! + 5));
    expect(first.iqamah.isha).toBe("21:15");
    expect(day("2026-03-19").ramadanDay).toBe(30);
    expect(day("2026-03-20")).toMatchObject({ ramadanDay: null, hijri: { label: "1 Shawwal 1447 AH" } });
    // A local sighting a day later: the offset moves the whole month.
    expect(day("2026-02-18", { hijriOffsetDays: -1 }).ramadanDay).toBeNull();
    expect(day("2026-03-20", { hijriOffsetDays: -1 }).ramadanDay).toBe(30);
  });

  it("gives today's Hijri date", () => {
    expect(day("2026-11-21").hijri.label).toBe("11 Jumada al-Thani 1448 AH");
  });

  it("uses imported masjid start times on their date, with iqamah from them", () => {
    const timetable = {
      fajr: "06:00",
      sunrise: "07:25",
      dhuhr: "12:11",
      asr: "15:10",
      maghrib: "16:52",
      isha: "18:20",
    };
    const d = computeDay("2026-11-21", { place, rules, timetable });
    expect(d.source).toBe("timetable");
    expect(d.start).toEqual(timetable);
    expect(d.iqamah).toEqual({ fajr: "07:00", dhuhr: "12:25", asr: "15:20", maghrib: "16:55", isha: "18:35" });
    expect(d.iqamahAt.fajr).toBe("2026-11-21T12:00:00.000Z");
  });

  it("marks today only on today's date", () => {
    expect(computeDay("2026-11-21", { place, rules, today: "2026-11-21" }).isToday).toBe(true);
    expect(computeDay("2026-11-22", { place, rules, today: "2026-11-21" }).isToday).toBe(false);
  });
});

describe("independence from the server's own time zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it("computes the same records whatever zone the process runs in", () => {
    const dates = ["2026-03-08", "2026-06-21", "2026-11-01", "2026-12-31"];
    process.env.TZ = "UTC";
    const utc = dates.map((d) => day(d));
    for (const tz of ["Asia/Tokyo", "Pacific/Kiritimati", "America/Los_Angeles"]) {
      process.env.TZ = tz;
      expect(
        dates.map((d) => day(d)),
        tz,
      ).toEqual(utc);
    }
  });
});

describe("Jumu'ah date", () => {
  const at = (iso: string) => Date.parse(iso);
  const tz = "America/Toronto";

  it("is this Friday until Friday 23:59:59 in the campus zone, then next week's", () => {
    // Friday 2026-11-20 23:59:59 EST is 2026-11-21 04:59:59 UTC, already Saturday in UTC.
    expect(jummahDate(at("2026-11-21T04:59:59Z"), tz)).toBe("2026-11-20");
    expect(jummahDate(at("2026-11-21T05:00:00Z"), tz)).toBe("2026-11-27");
    // The same edge in summer time (EDT, UTC-4).
    expect(jummahDate(at("2026-07-18T03:59:59Z"), tz)).toBe("2026-07-17");
    expect(jummahDate(at("2026-07-18T04:00:00Z"), tz)).toBe("2026-07-24");
  });

  it("is the coming Friday on the other days", () => {
    expect(jummahDate(at("2026-11-19T17:00:00Z"), tz)).toBe("2026-11-20"); // Thursday
    expect(jummahDate(at("2026-11-20T05:00:00Z"), tz)).toBe("2026-11-20"); // Friday 00:00
    expect(jummahDate(at("2026-11-22T12:00:00Z"), tz)).toBe("2026-11-27"); // Sunday
    expect(jummahDate(at("2026-12-28T12:00:00Z"), tz)).toBe("2027-01-01"); // across the year
  });
});

describe("wall clock and instants", () => {
  const tz = "America/Toronto";
  it("reads a time in the skipped spring hour the way clocks do, and the repeated fall hour once", () => {
    expect(new Date(zonedInstant("2026-03-08", 150, tz)).toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(new Date(zonedInstant("2026-03-08", 180, tz)).toISOString()).toBe("2026-03-08T07:00:00.000Z");
    expect(new Date(zonedInstant("2026-11-01", 90, tz)).toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(new Date(zonedInstant("2026-11-01", 150, tz)).toISOString()).toBe("2026-11-01T07:30:00.000Z");
  });

  it("formats 12-hour times for the table", () => {
    expect(formatTime12("05:42")).toBe("5:42 am");
    expect(formatTime12("12:05")).toBe("12:05 pm");
    expect(formatTime12("00:10")).toBe("12:10 am");
    expect(formatTime12("21:15")).toBe("9:15 pm");
  });
});

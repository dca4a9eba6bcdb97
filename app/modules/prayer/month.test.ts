import { describe, expect, it } from "vitest";
import { computeDay, defaultPlace, defaultRules, monthDates } from "./engine";
import { clockChange, currentMonth, hijriSpan, monthLabel, monthRows, parseMonth, shiftMonth } from "./month";
import { iqamahRoom } from "./rooms";

const zone = "America/Toronto";
const month = (year: number, m: number, today?: string) =>
  monthDates(year, m).map((d) => computeDay(d, { place: defaultPlace, rules: defaultRules, today }));

describe("parseMonth", () => {
  // 03:00 UTC on March 1st is still February 28th, 22:00 in Toronto.
  const now = Date.UTC(2026, 2, 1, 3, 0);

  it("defaults to the current month in the campus zone, not in UTC", () => {
    expect(currentMonth(now, zone)).toBe("2026-02");
    expect(parseMonth(null, now, zone)).toEqual({ ok: true, month: "2026-02" });
    expect(parseMonth("", now, zone)).toEqual({ ok: true, month: "2026-02" });
    expect(parseMonth(" 2026-03 ", now, zone)).toEqual({ ok: true, month: "2026-03" });
  });

  it("refuses what is not a month with a message that says how to write one", () => {
    const bad = parseMonth("2026-13", now, zone);
    expect(bad).toEqual({
      ok: false,
      message: 'Cannot show the month "2026-13". Months are YYYY-MM. For example, 2026-03 is March 2026.',
    });
    for (const value of ["March", "2026-3", "2026-03-01", "1800-01"]) {
      const result = parseMonth(value, now, zone);
      expect(result.ok, value).toBe(false);
    }
    expect(parseMonth("1800-01", now, zone)).toMatchObject({ message: expect.stringContaining("1900 to 2200") });
    // A long value is cut before it is echoed back.
    const long = parseMonth("x".repeat(500), now, zone);
    expect(long.ok ? "" : long.message).toContain(`"${"x".repeat(20)}..."`);
  });
});

describe("month arithmetic and labels", () => {
  it("steps across year ends", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-06", 0)).toBe("2026-06");
    expect(monthLabel("2026-03")).toBe("March 2026");
    expect(monthLabel("2026-09", true)).toBe("Sep 2026");
  });

  it("names the Hijri months a Gregorian month spans", () => {
    // March 2026 runs from Ramadan into Shawwal 1447; June 2026 into the new Hijri year.
    expect(hijriSpan(month(2026, 3))).toBe("Ramadan – Shawwal 1447 AH");
    expect(hijriSpan(month(2026, 6))).toBe("Dhu al-Hijjah 1447 – Muharram 1448 AH");
    expect(hijriSpan(month(2026, 3).slice(0, 5))).toBe("Ramadan 1447 AH");
    expect(hijriSpan([])).toBe("");
  });
});

describe("clockChange", () => {
  it("says which way the clocks go on the two change days, and nothing on the others", () => {
    expect(clockChange("2026-03-08", zone)).toBe("forward");
    expect(clockChange("2026-11-01", zone)).toBe("back");
    expect(clockChange("2026-03-07", zone)).toBeNull();
    expect(clockChange("2026-07-01", zone)).toBeNull();
    expect(clockChange("2026-03-08", "UTC")).toBeNull();
  });
});

describe("monthRows", () => {
  it("gives one slim row per day with today, Ramadan, clock changes and the timetable source", () => {
    const days = month(2026, 3, "2026-03-10");
    days[4] = computeDay("2026-03-05", {
      place: defaultPlace,
      rules: defaultRules,
      timetable: { fajr: "05:50", sunrise: "07:05", dhuhr: "12:40", asr: "16:20", maghrib: "18:15", isha: "19:30" },
    });
    const rows = monthRows(days, zone);
    expect(rows).toHaveLength(31);
    expect(rows.filter((r) => r.isToday).map((r) => r.date)).toEqual(["2026-03-10"]);
    expect(rows.filter((r) => r.clocks).map((r) => [r.date, r.clocks])).toEqual([["2026-03-08", "forward"]]);
    expect(rows.filter((r) => r.fromTimetable).map((r) => r.date)).toEqual(["2026-03-05"]);
    expect(rows[0]!.ramadanDay).toBeGreaterThan(0);
    expect(rows[30]!.ramadanDay).toBeNull();
    expect(rows[0]!.hijri).toMatch(/^\d{1,2} Ramadan$/);
    const friday = rows.find((r) => r.date === "2026-03-06")!;
    expect(friday).toMatchObject({ isFriday: true, weekday: "Friday", iqamah: { dhuhr: null } });
    // The row carries no instants: the page does not need them.
    expect(Object.keys(rows[0]!)).not.toContain("startAt");
  });
});

describe("iqamahRoom", () => {
  it("puts Isha on Mondays and Wednesdays and Fajr on Thursdays in MC 2018, the rest in SLC 3252", () => {
    const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    const inMc = weekdays.flatMap((w) =>
      (["fajr", "dhuhr", "asr", "maghrib", "isha"] as const)
        .filter((p) => iqamahRoom(p, w) === "MC 2018")
        .map((p) => `${w} ${p}`),
    );
    expect(inMc).toEqual(["Monday isha", "Wednesday isha", "Thursday fajr"]);
    expect(iqamahRoom("dhuhr", "Monday")).toBe("SLC 3252");
  });
});

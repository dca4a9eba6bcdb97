import { describe, expect, it } from "vitest";
import { computeDay, defaultPlace, defaultRules, monthDates } from "./engine";
import { monthCsv, monthCsvHeader } from "./month-csv";
import { parseTimetableCsv } from "./timetable-csv";

const days = monthDates(2026, 11).map((d) => computeDay(d, { place: defaultPlace, rules: defaultRules }));
const csv = monthCsv(days);
const lines = csv.split("\r\n");

describe("monthCsv", () => {
  it("starts with the timetable import's columns, then the iqamah columns", () => {
    expect(monthCsvHeader()).toBe(
      "date,fajr,sunrise,dhuhr,asr,maghrib,isha,fajr_iqamah,dhuhr_iqamah,asr_iqamah,maghrib_iqamah,isha_iqamah",
    );
    expect(lines[0]).toBe(monthCsvHeader());
  });

  it("has one CRLF-ended row per day in 24-hour HH:MM, with Jumu'ah in Friday's dhuhr_iqamah", () => {
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(30);
    const first = days[0]!;
    expect(rows[0]).toBe(
      [
        "2026-11-01",
        first.start.fajr,
        first.start.sunrise,
        first.start.dhuhr,
        first.start.asr,
        first.start.maghrib,
        first.start.isha,
        first.iqamah.fajr,
        first.iqamah.dhuhr,
        first.iqamah.asr,
        first.iqamah.maghrib,
        first.iqamah.isha,
      ].join(","),
    );
    for (const row of rows) {
      const cells = row.split(",");
      expect(cells).toHaveLength(12);
      const friday = new Date(`${cells[0]}T12:00:00Z`).getUTCDay() === 5;
      for (const [i, cell] of cells.slice(1).entries()) {
        if (friday && i === 7) expect(cell).toBe("Jumu'ah");
        else expect(cell, row).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      }
    }
    expect(rows.filter((r) => r.includes("Jumu'ah")).map((r) => r.slice(0, 10))).toEqual([
      "2026-11-06",
      "2026-11-13",
      "2026-11-20",
      "2026-11-27",
    ]);
  });

  it("imports back as the same start times", () => {
    const parsed = parseTimetableCsv(csv);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.year).toBe(2026);
    expect(parsed.rows).toEqual(days.map((d) => ({ date: d.date, ...d.start })));
  });
});

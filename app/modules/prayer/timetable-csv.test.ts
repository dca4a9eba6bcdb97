import { describe, expect, it } from "vitest";
import { parseClock, parseTimetableCsv } from "./timetable-csv";

const row = (date: string, times = "05:50,07:05,12:40,16:20,18:15,19:30") => `${date},${times}`;

describe("masjid timetable CSV", () => {
  it("reads rows with or without a header, in any column order, with a BOM and CRLF", () => {
    const plain = parseTimetableCsv([row("2030-03-01"), row("2030-03-02")].join("\n"));
    expect(plain).toMatchObject({
      ok: true,
      year: 2030,
      rows: [{ date: "2030-03-01", fajr: "05:50", isha: "19:30" }, {}],
    });

    const reordered = parseTimetableCsv(
      "\uFEFFDate;Isha;Fajr;Sunrise;Dhuhr;Asr;Maghrib\r\n2030-03-01;7:30 pm;5:50 am;7:05 am;12:40 pm;4:20 pm;6:15 pm\r\n\r\n",
    );
    expect(reordered).toEqual({
      ok: true,
      year: 2030,
      rows: [
        {
          date: "2030-03-01",
          fajr: "05:50",
          sunrise: "07:05",
          dhuhr: "12:40",
          asr: "16:20",
          maghrib: "18:15",
          isha: "19:30",
        },
      ],
    });
  });

  it("refuses every bad row with its line number and reason, and returns no rows", () => {
    const result = parseTimetableCsv(
      [
        "date,fajr,sunrise,dhuhr,asr,maghrib,isha",
        row("2030-03-01"),
        row("2030-03-01"),
        row("2031-01-01"),
        row("2030-03-03", "05:50,07:05,12:40,16:20,18:15,7:30"),
        row("2030-03-04", "05:50,07:05,12:40,16:20,18:15,25:00"),
        row("03/05/2030"),
      ].join("\n"),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        "Row 3: 2030-03-01 appears twice (also on row 2).",
        "Row 4: 2031-01-01 is not in 2030; a timetable is imported one year at a time.",
        "Row 5: isha 07:30 is not after maghrib 18:15; times must be in 24-hour form or carry am/pm.",
        'Row 6: isha "25:00" is not a time; write 24-hour HH:MM or add am/pm.',
        'Row 7: "03/05/2030" is not a date; write dates as YYYY-MM-DD.',
      ],
    });
  });

  it("refuses a header without every column, and a file with no rows", () => {
    expect(parseTimetableCsv("date,fajr,dhuhr\n")).toEqual({
      ok: false,
      errors: [
        "Row 1: the header is missing sunrise, asr, maghrib, isha (expected date, fajr, sunrise, dhuhr, asr, maghrib, isha).",
      ],
    });
    expect(parseTimetableCsv("\n\n")).toEqual({ ok: false, errors: ["The file has no timetable rows."] });
  });

  it("stops listing after 10 bad rows", () => {
    const lines = Array.from({ length: 30 }, (_, i) => row(`2030-01-${String(i + 1).padStart(2, "0")}`, "x,x,x,x,x,x"));
    const result = parseTimetableCsv(lines.join("\n"));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toHaveLength(10);
  });

  it("reads 24-hour and am/pm clock times", () => {
    expect(parseClock("5:42")).toBe(342);
    expect(parseClock("17:42")).toBe(1062);
    expect(parseClock("12:05 pm")).toBe(725);
    expect(parseClock("12:05 AM")).toBe(5);
    expect(parseClock("5:42p.m.")).toBe(1062);
    expect(parseClock("13:00 pm")).toBeNull();
    expect(parseClock("noon")).toBeNull();
  });
});

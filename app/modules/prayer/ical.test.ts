import { describe, expect, it } from "vitest";
import type { DayRecord } from "./day-record";
import { computeDay, defaultPlace, defaultRules } from "./engine";
import { dayEvents, escapeText, foldLine, formatUtc, iqamahCalendar, type IcalOptions } from "./ical";
import { addDays } from "./zoned-time";

const zone = "America/Toronto";
const day = (date: string) => computeDay(date, { place: defaultPlace, rules: defaultRules });
const days = (first: string, count: number) => Array.from({ length: count }, (_, i) => day(addDays(first, i)));
const options: IcalOptions = {
  calendarName: "UWMSA iqamah times",
  publisher: "UWMSA",
  timeZone: zone,
  uidHost: "msa.example.org",
  now: Date.UTC(2026, 2, 1, 12, 0, 0),
  pageUrl: "https://msa.example.org/prayer-times",
};

const octets = (s: string) => new TextEncoder().encode(s).length;
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab disappears. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");
const torontoClock = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit" });
/** 20260308T105000Z back to the campus wall clock, "06:50". */
const localTime = (stamp: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp)!;
  return torontoClock.format(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
};

/** The VEVENTs of a calendar as property maps (unfolded). */
function events(text: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of unfold(text).split("\r\n")) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      found.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return found;
}

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of newline, backslash first", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
    expect(escapeText("Jumu'ah 1")).toBe("Jumu'ah 1");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone and folds the 76th onto a line starting with a space", () => {
    const exact = `X-A:${"a".repeat(71)}`;
    expect(octets(exact)).toBe(75);
    expect(foldLine(exact)).toBe(exact);
    const longer = `${exact}b`;
    expect(foldLine(longer)).toBe(`${exact}\r\n b`);
  });

  it("folds a long line into pieces of at most 75 octets that unfold to the original", () => {
    const line = `DESCRIPTION:${"0123456789".repeat(30)}`;
    const folded = foldLine(line);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBe(5);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(" ")).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it("counts UTF-8 octets and never splits a character", () => {
    // 2-, 3- and 4-octet characters, placed so a naive split would cut one of them.
    const line = `SUMMARY:${"é".repeat(40)}${"ج".repeat(10)}${"☪".repeat(10)}${"🕌".repeat(10)}`;
    const folded = foldLine(line);
    for (const piece of folded.split("\r\n")) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      expect(piece).not.toContain("\uFFFD");
    }
    expect(unfold(folded)).toBe(line);
    // The first piece stops before the é that would make it 76 octets: 8 + 33 x 2 = 74.
    expect(folded.split("\r\n")[0]).toBe(`SUMMARY:${"é".repeat(33)}`);
  });
});

describe("formatUtc", () => {
  it("writes a UTC DATE-TIME without separators or milliseconds", () => {
    expect(formatUtc(Date.parse("2026-03-08T10:50:00.000Z"))).toBe("20260308T105000Z");
  });
});

describe("dayEvents", () => {
  it("gives the five iqamahs on a weekday, with rooms by the campus rule", () => {
    const monday = day("2026-11-16");
    const evs = dayEvents(monday, options);
    expect(evs.map((e) => e.summary)).toEqual([
      "Fajr iqamah",
      "Dhuhr iqamah",
      "Asr iqamah",
      "Maghrib iqamah",
      "Isha iqamah",
    ]);
    expect(evs.map((e) => e.location)).toEqual(["SLC 3252", "SLC 3252", "SLC 3252", "SLC 3252", "MC 2018"]);
    expect(evs[0]!.uid).toBe("2026-11-16-fajr@msa.example.org");
    expect(evs[0]!.start).toBe(Date.parse(monday.iqamahAt.fajr!));
    expect(evs[0]!.minutes).toBe(15);
    expect(evs[0]!.description).toContain(`iqamah ${monday.iqamah.fajr!.replace(/^0/, "")} am in SLC 3252`);

    const thursday = dayEvents(day("2026-11-19"), options);
    expect(thursday.find((e) => e.summary === "Fajr iqamah")!.location).toBe("MC 2018");
    expect(thursday.find((e) => e.summary === "Isha iqamah")!.location).toBe("SLC 3252");
    const wednesday = dayEvents(day("2026-11-18"), options);
    expect(wednesday.find((e) => e.summary === "Isha iqamah")!.location).toBe("MC 2018");
  });

  it("replaces Dhuhr on a Friday with the four Jumu'ah sessions at their campus times, in time order", () => {
    // 2026-11-20 is in standard time (UTC-5); 2026-07-03 in daylight time (UTC-4).
    for (const [date, offset] of [
      ["2026-11-20", 5],
      ["2026-07-03", 4],
    ] as const) {
      const evs = dayEvents(day(date), options);
      expect(evs.some((e) => e.summary === "Dhuhr iqamah")).toBe(false);
      const jummah = evs.filter((e) => e.summary.includes("Jumu'ah"));
      expect(jummah.map((e) => [e.summary, e.location, formatUtc(e.start)])).toEqual([
        ["Grad Jumu'ah", "MC 2018", `${date.replace(/-/g, "")}T${12 + offset}3000Z`],
        ["Jumu'ah 1", "SLC 3252", `${date.replace(/-/g, "")}T${13 + offset}3000Z`],
        ["Jumu'ah 2", "MC 2018", `${date.replace(/-/g, "")}T${14 + offset}1500Z`],
        ["Jumu'ah 3", "SLC 3252", `${date.replace(/-/g, "")}T${15 + offset}0000Z`],
      ]);
      expect(jummah.map((e) => e.uid)).toContain(`${date}-jummah1@msa.example.org`);
      expect(evs).toHaveLength(8);
      expect(evs.map((e) => e.start)).toEqual([...evs.map((e) => e.start)].sort((a, b) => a - b));
    }
  });
});

describe("iqamahCalendar", () => {
  const window = days("2026-03-01", 14);
  const text = iqamahCalendar(window, options);

  it("is RFC 5545 text: CRLF only, every line at most 75 octets, BEGIN and END balanced", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
    const depth: string[] = [];
    for (const line of unfold(text).split("\r\n")) {
      if (line.startsWith("BEGIN:")) depth.push(line.slice(6));
      if (line.startsWith("END:")) expect(depth.pop()).toBe(line.slice(4));
    }
    expect(depth).toEqual([]);
  });

  it("carries the calendar properties that subscriptions need", () => {
    const head = unfold(text).split("\r\n").slice(0, 12);
    expect(head).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//UWMSA//Iqamah times//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:UWMSA iqamah times",
      "X-WR-TIMEZONE:America/Toronto",
      "X-WR-CALDESC:Iqamah and Jumu'ah times on campus. Adhan times follow a local masjid.",
      "URL;VALUE=URI:https://msa.example.org/prayer-times",
      "REFRESH-INTERVAL;VALUE=DURATION:P1D",
      "X-PUBLISHED-TTL:P1D",
      "BEGIN:VEVENT",
    ]);
  });

  it("has one event per iqamah, and on Fridays four Jumu'ah sessions instead of Dhuhr", () => {
    const evs = events(text);
    // 2026-03-01 to 03-14: two Fridays (6th and 13th) with 8 events, twelve other days with 5.
    expect(evs).toHaveLength(12 * 5 + 2 * 8);
    expect(new Set(evs.map((e) => e.UID)).size).toBe(evs.length);
    for (const e of evs) {
      expect(e.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
      expect(e.DTSTAMP).toBe("20260301T120000Z");
      expect(e.UID).toMatch(/^2026-03-\d{2}-(fajr|dhuhr|asr|maghrib|isha|jummah[123]|gradJummah)@msa\.example\.org$/);
    }
    expect(evs.filter((e) => e.UID!.startsWith("2026-03-06-dhuhr"))).toEqual([]);
    expect(evs.find((e) => e.UID === "2026-03-06-jummah2@msa.example.org")).toMatchObject({
      SUMMARY: "Jumu'ah 2",
      LOCATION: "MC 2018",
      DTSTART: "20260306T191500Z",
      DURATION: "PT30M",
    });
  });

  it("keeps every iqamah at its local time across the daylight-saving changes", () => {
    // Clocks go forward on 2026-03-08 and back on 2026-11-01: UTC-5, then UTC-4, then UTC-5.
    const spans: [first: string, offsets: number[]][] = [
      ["2026-03-07", [5, 4, 4]],
      ["2026-10-31", [4, 5, 5]],
    ];
    for (const [first, offsets] of spans) {
      const span = days(first, 3);
      expect(span.map((d) => d.isDstChange)).toEqual([false, true, false]);
      const evs = events(iqamahCalendar(span, options));
      span.forEach((record, i) => {
        for (const name of ["fajr", "dhuhr", "asr", "maghrib", "isha"] as const) {
          const e = evs.find((x) => x.UID === `${record.date}-${name}@msa.example.org`)!;
          const label = `${record.date} ${name}`;
          expect(localTime(e.DTSTART!), label).toBe(record.iqamah[name]);
          // DTSTART minus the wall-clock time read as UTC is the zone's offset that day.
          const [h, m] = record.iqamah[name]!.split(":").map(Number);
          const wallUtc = Date.UTC(record.year, record.month - 1, record.day, h, m);
          const start = Date.parse(
            e.DTSTART!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
          );
          expect((start - wallUtc) / 3_600_000, label).toBe(offsets[i]);
        }
      });
    }
  });

  it("escapes the names it is given", () => {
    const odd = iqamahCalendar([day("2026-03-02")], { ...options, calendarName: "A, B; C\\D", publisher: "X;Y" });
    expect(odd).toContain("X-WR-CALNAME:A\\, B\\; C\\\\D\r\n");
    expect(odd).toContain("PRODID:-//X\\;Y//Iqamah times//EN\r\n");
  });

  it("skips an iqamah the day record leaves empty", () => {
    const record: DayRecord = day("2026-03-02");
    const gap = { ...record, iqamah: { ...record.iqamah, asr: null }, iqamahAt: { ...record.iqamahAt, asr: null } };
    expect(dayEvents(gap, options).map((e) => e.summary)).not.toContain("Asr iqamah");
  });
});

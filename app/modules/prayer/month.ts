// The monthly timetable as the page shows it: which month was asked for, its neighbours, and one
// slim row per day (the full day records carry instants the page does not need).
import type { DayRecord, IqamahName, PrayerName } from "./day-record";
import { monthPageText } from "./month-page";
import { monthSchema } from "./schema";
import { addDays, zonedDate, zonedInstant, zoneOffsetMs } from "./zoned-time";

export type MonthParse = { ok: true; month: string } | { ok: false; message: string };

/** "YYYY-MM" of the campus date at an instant. */
export function currentMonth(now: number, timeZone: string): string {
  return zonedDate(now, timeZone).slice(0, 7);
}

/** `?month=` as asked: empty or absent is the current month in the campus zone. */
export function parseMonth(value: string | null | undefined, now: number, timeZone: string): MonthParse {
  if (value === null || value === undefined || value.trim() === "") {
    return { ok: true, month: currentMonth(now, timeZone) };
  }
  const parsed = monthSchema.safeParse(value.trim());
  if (parsed.success) return { ok: true, month: parsed.data };
  // The value is echoed back; it is cut so a long query cannot fill the page.
  const shown = value.length > 20 ? `${value.slice(0, 20)}...` : value;
  return { ok: false, message: monthPageText.badMonth(shown, parsed.error.issues[0]?.message ?? "") };
}

export function monthParts(month: string): { year: number; month: number } {
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
}

export function shiftMonth(month: string, by: number): string {
  const { year, month: m } = monthParts(month);
  const index = year * 12 + (m - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

const longMonth = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" });
const shortMonth = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", year: "numeric" });

/** "2026-03" to "March 2026", or with `short` "Mar 2026". */
export function monthLabel(month: string, short = false): string {
  const { year, month: m } = monthParts(month);
  return (short ? shortMonth : longMonth).format(Date.UTC(year, m - 1, 15));
}

/** The Hijri months a Gregorian month spans: "Shaban – Ramadan 1447 AH". */
export function hijriSpan(days: readonly Pick<DayRecord, "hijri">[]): string {
  const first = days[0]?.hijri;
  const last = days[days.length - 1]?.hijri;
  if (!first || !last) return "";
  if (first.year !== last.year) return `${first.monthName} ${first.year} – ${last.monthName} ${last.year} AH`;
  if (first.month !== last.month) return `${first.monthName} – ${last.monthName} ${last.year} AH`;
  return `${first.monthName} ${first.year} AH`;
}

/**
 * Which way the clocks change on a date, from the zone's offset at the two midnights: "forward"
 * when daylight saving starts, "back" when it ends, null on every other day.
 */
export function clockChange(date: string, timeZone: string): "forward" | "back" | null {
  const before = zoneOffsetMs(zonedInstant(date, 0, timeZone), timeZone);
  const after = zoneOffsetMs(zonedInstant(addDays(date, 1), 0, timeZone), timeZone);
  if (after > before) return "forward";
  if (after < before) return "back";
  return null;
}

export interface MonthRow {
  date: string;
  day: number;
  weekday: string;
  isFriday: boolean;
  isToday: boolean;
  /** "9 Jumada al-Thani" (the year is in the month's heading). */
  hijri: string;
  ramadanDay: number | null;
  clocks: "forward" | "back" | null;
  fromTimetable: boolean;
  start: Record<PrayerName, string>;
  iqamah: Record<IqamahName, string | null>;
}

export function monthRows(days: readonly DayRecord[], timeZone: string): MonthRow[] {
  return days.map((d) => ({
    date: d.date,
    day: d.day,
    weekday: d.weekday,
    isFriday: d.isFriday,
    isToday: d.isToday,
    hijri: `${d.hijri.day} ${d.hijri.monthName}`,
    ramadanDay: d.ramadanDay,
    // The engine already knows which days change; only those need the direction worked out.
    clocks: d.isDstChange ? clockChange(d.date, timeZone) : null,
    fromTimetable: d.source === "timetable",
    start: d.start,
    iqamah: d.iqamah,
  }));
}

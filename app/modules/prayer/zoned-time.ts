// Calendar arithmetic in a named IANA zone, without depending on the server's own zone. Dates are
// "YYYY-MM-DD" strings and wall-clock times are minutes after local midnight, because that is what a
// masjid timetable means: "5:42" on a given date, whatever the offset is that day.

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Throws a RangeError for a name Intl does not know; used to validate configuration. */
export function assertTimeZone(timeZone: string): void {
  partsFormatter(timeZone);
}

/** The zone's offset from UTC at an instant, in milliseconds (e.g. -5 h for Toronto in winter). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") p[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export function parseIsoDate(date: string): DateParts {
  const [year = NaN, month = NaN, day = NaN] = date.split("-").map(Number);
  return { year, month, day };
}

export function isoDate(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseIsoDate(date);
  return isoDate(year, month, day + days);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar date in the zone at an instant. */
export function zonedDate(instant: number, timeZone: string): string {
  const local = new Date(instant + zoneOffsetMs(instant, timeZone));
  return local.toISOString().slice(0, 10);
}

/** Minutes after local midnight at an instant, in the zone (seconds dropped). */
export function zonedMinutes(instant: number, timeZone: string): number {
  const local = instant + zoneOffsetMs(instant, timeZone);
  return Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
}

/**
 * The instant at which the zone's clocks show `minutes` after midnight on `date`. A time in the hour
 * that a spring-forward skips is read with the offset from before the change (02:30 becomes 03:30
 * daylight time), and a time in the hour repeated in the fall is its first occurrence, as clocks do.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const { year, month, day } = parseIsoDate(date);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const early = zoneOffsetMs(wall - 86_400_000, timeZone);
  const late = zoneOffsetMs(wall + 86_400_000, timeZone);
  const fits = (offset: number) => zoneOffsetMs(wall - offset, timeZone) === offset;
  if (fits(early)) return wall - early;
  if (fits(late)) return wall - late;
  return wall - early;
}

/** Minutes to "HH:MM"; a time past midnight (an isha iqamah in a high-latitude summer) wraps. */
export function toHhmm(minutes: number): string {
  minutes = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** "HH:MM" (24-hour) to minutes after midnight, or null when it is not such a time. */
export function fromHhmm(value: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

// Which Friday Jumu'ah on Campus shows (SPEC §2): today's date when today is a Friday on campus,
// until 23:59:59 there, otherwise the coming Friday. "Today" is the campus's calendar day, not the
// server's: a server on UTC is already on Saturday while Friday evening is still going on campus.
// Kept free of server-only code so the browser can format the result with `formatFriday`.

/** The campus's zone until the prayer-time engine supplies the configured one. */
export const CAMPUS_TIME_ZONE = "America/Toronto";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const FRIDAY = 5;

/** The ISO date ("YYYY-MM-DD") of this Friday in `timeZone` if it is Friday there now, else the next one. */
export function nextFriday(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = WEEKDAYS.indexOf(part("weekday"));
  if (weekday < 0) throw new Error(`unexpected weekday "${part("weekday")}" for ${timeZone}`);
  const ahead = (FRIDAY - weekday + 7) % 7;
  // Calendar arithmetic on a UTC date: no zone, so no daylight-saving hour can move the day.
  const date = new Date(Date.UTC(Number(part("year")), Number(part("month")) - 1, Number(part("day")) + ahead));
  return date.toISOString().slice(0, 10);
}

const fridayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-11-27" → "Friday, November 27, 2026". Formatted in UTC, so the day is the same everywhere. */
export function formatFriday(isoDate: string): string {
  return fridayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

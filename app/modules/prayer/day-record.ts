// The day record of SPEC §3 as it travels to the browser and the mobile app, and the small helpers
// the pages need to show it. Nothing here computes astronomy, so it is cheap to ship to the browser.

export const prayerNames = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"] as const;
export type PrayerName = (typeof prayerNames)[number];
export const iqamahNames = ["fajr", "dhuhr", "asr", "maghrib", "isha"] as const;
export type IqamahName = (typeof iqamahNames)[number];

export const prayerLabels: Record<PrayerName, string> = {
  fajr: "Fajr",
  sunrise: "Sunrise",
  dhuhr: "Dhuhr",
  asr: "Asr",
  maghrib: "Maghrib",
  isha: "Isha",
};

// The record's shape is the zod schema in ./schema (type-only import: zod stays out of the browser).
export type { DayRecord, HijriDate, StartTimes } from "./schema";

/** "05:42" to "5:42 am", "13:05" to "1:05 pm". */
export function formatTime12(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h < 12 ? "am" : "pm";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

const longDate = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** "2026-11-27" to "Friday, November 27, 2026", the same on every device whatever its zone. */
export function formatLongDate(date: string): string {
  return longDate.format(new Date(`${date}T12:00:00Z`));
}

/** Friday's dhuhr iqamah cell (SPEC §9: special text instead of a time). */
export const jummahIqamahText = "Jumu'ah (see below)";

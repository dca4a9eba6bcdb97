// Hijri date from the Umm al-Qura calendar that Intl (ICU) carries, shifted by the association's
// offset for local moon sighting. No table of our own to go stale.
import type { HijriDate } from "./day-record";
import { parseIsoDate } from "./zoned-time";

const umalqura = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
  timeZone: "UTC",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

export const hijriMonthNames = [
  "Muharram",
  "Safar",
  "Rabi al-Awwal",
  "Rabi al-Thani",
  "Jumada al-Awwal",
  "Jumada al-Thani",
  "Rajab",
  "Shaban",
  "Ramadan",
  "Shawwal",
  "Dhu al-Qadah",
  "Dhu al-Hijjah",
];

export function hijriDate(date: string, offsetDays = 0): HijriDate {
  const g = parseIsoDate(date);
  const noon = Date.UTC(g.year, g.month - 1, g.day + offsetDays, 12);
  let year = 0;
  let hMonth = 0;
  let hDay = 0;
  for (const part of umalqura.formatToParts(noon)) {
    if (part.type === "year") year = parseInt(part.value, 10);
    else if (part.type === "month") hMonth = parseInt(part.value, 10);
    else if (part.type === "day") hDay = parseInt(part.value, 10);
  }
  const monthName = hijriMonthNames[hMonth - 1] ?? "";
  return { year, month: hMonth, day: hDay, monthName, label: `${hDay} ${monthName} ${year} AH` };
}

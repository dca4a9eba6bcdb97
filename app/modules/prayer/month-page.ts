// Where the monthly timetable, its CSV and the calendar feed live, and what they are called.
// Browser-safe and dependency-free: the page component links to all three.
export const PAGE_PATH = "/prayer-times";
export const CSV_PATH = "/prayer-times.csv";
export const ICS_PATH = "/prayer-times.ics";

export const monthPageText = {
  title: "Prayer Times",
  description:
    "Adhan and iqamah times on campus for a whole month, to print, download as CSV or subscribe to in a calendar.",
  badMonth: (value: string, reason: string) =>
    `Cannot show the month "${value}". ${reason} For example, 2026-03 is March 2026.`,
} as const;

export function monthCsvFilename(month: string): string {
  return `prayer-times-${month}.csv`;
}

export const icalFilename = "iqamah-times.ics";

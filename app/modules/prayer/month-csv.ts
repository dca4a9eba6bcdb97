// A month of start and iqamah times as CSV. The first seven columns are the masjid timetable's
// import format (timetable-csv.ts), so a downloaded month can be edited and imported back; the
// iqamah columns after them are ignored by the import.
import { iqamahNames, prayerNames, type DayRecord } from "./day-record";
import { timetableCsvHeader } from "./timetable-csv";

/** Friday's dhuhr_iqamah cell: the congregation is Jumu'ah, at the session times. */
export const csvJummahText = "Jumu'ah";

export function monthCsvHeader(): string {
  return [timetableCsvHeader(), ...iqamahNames.map((n) => `${n}_iqamah`)].join(",");
}

/** RFC 4180: CRLF line ends, a final CRLF; no cell needs quoting (dates, HH:MM, one word). */
export function monthCsv(days: readonly DayRecord[]): string {
  const lines = [monthCsvHeader()];
  for (const d of days) {
    const starts = prayerNames.map((n) => d.start[n]);
    const iqamahs = iqamahNames.map((n) => d.iqamah[n] ?? (n === "dhuhr" && d.isFriday ? csvJummahText : ""));
    lines.push([d.date, ...starts, ...iqamahs].join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

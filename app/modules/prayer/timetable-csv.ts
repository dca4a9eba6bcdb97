// Reads a masjid timetable (date, fajr, sunrise, dhuhr, asr, maghrib, isha) for one year. Every row
// is checked before anything is stored; the first bad rows are reported by line number and reason,
// and then nothing is imported.
import { prayerNames, type StartTimes } from "./day-record";
import { fromHhmm, isoDate, parseIsoDate, toHhmm } from "./zoned-time";

export interface TimetableRow extends StartTimes {
  date: string;
}

export type TimetableParse = { ok: true; year: number; rows: TimetableRow[] } | { ok: false; errors: string[] };

const columns = ["date", ...prayerNames] as const;
const MAX_ERRORS = 10;

/** "5:42", "05:42", "17:42", "5:42 pm", "5:42PM" to minutes after midnight. */
export function parseClock(value: string): number | null {
  const m = /^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i.exec(value.trim());
  if (!m) return fromHhmm(value);
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return ((hour % 12) + (m[3]!.toLowerCase() === "p" ? 12 : 0)) * 60 + minute;
}

function parseDate(value: string): string | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!m) return null;
  const date = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip.
  const back = parseIsoDate(date);
  return back.month === Number(m[2]) && back.day === Number(m[3]) ? date : null;
}

function cells(line: string): string[] {
  return line.split(/[,;\t]/).map((c) =>
    c
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .trim(),
  );
}

export function parseTimetableCsv(text: string): TimetableParse {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const errors: string[] = [];
  const rows: TimetableRow[] = [];
  const seen = new Map<string, number>();
  let order: readonly string[] = columns;
  let year: number | null = null;

  for (let i = 0; i < lines.length && errors.length < MAX_ERRORS; i++) {
    const line = lines[i]!;
    const rowNumber = i + 1;
    if (line.trim() === "") continue;
    const values = cells(line);
    const fail = (reason: string) => errors.push(`Row ${rowNumber}: ${reason}`);

    if (rows.length === 0 && seen.size === 0 && !/^\d/.test(values[0] ?? "")) {
      // A header row: columns may come in any order, names in any case.
      const names = values.map((v) => v.toLowerCase());
      const missing = columns.filter((c) => !names.includes(c));
      if (missing.length > 0) {
        fail(`the header is missing ${missing.join(", ")} (expected ${columns.join(", ")}).`);
        break;
      }
      order = names;
      continue;
    }
    if (values.length < columns.length) {
      fail(`expected ${columns.length} values (${columns.join(", ")}), found ${values.length}.`);
      continue;
    }
    const byName = (name: string) => values[order.indexOf(name)] ?? "";
    const date = parseDate(byName("date"));
    if (!date) {
      fail(`"${byName("date")}" is not a date; write dates as YYYY-MM-DD.`);
      continue;
    }
    const rowYear = Number(date.slice(0, 4));
    year ??= rowYear;
    if (rowYear !== year) {
      fail(`${date} is not in ${year}; a timetable is imported one year at a time.`);
      continue;
    }
    const earlier = seen.get(date);
    if (earlier !== undefined) {
      fail(`${date} appears twice (also on row ${earlier}).`);
      continue;
    }
    seen.set(date, rowNumber);

    const minutes: number[] = [];
    let bad = false;
    for (const name of prayerNames) {
      const value = parseClock(byName(name));
      if (value === null) {
        fail(`${name} "${byName(name)}" is not a time; write 24-hour HH:MM or add am/pm.`);
        bad = true;
        break;
      }
      minutes.push(value);
    }
    if (bad) continue;
    const outOfOrder = minutes.findIndex((m, k) => k > 0 && m <= minutes[k - 1]!);
    if (outOfOrder > 0) {
      const [before, after] = [prayerNames[outOfOrder - 1]!, prayerNames[outOfOrder]!];
      fail(
        `${after} ${toHhmm(minutes[outOfOrder]!)} is not after ${before} ${toHhmm(minutes[outOfOrder - 1]!)}; ` +
          "times must be in 24-hour form or carry am/pm.",
      );
      continue;
    }
    const row = { date } as TimetableRow;
    prayerNames.forEach((name, k) => (row[name] = toHhmm(minutes[k]!)));
    rows.push(row);
  }

  if (errors.length > 0) return { ok: false, errors };
  if (rows.length === 0 || year === null) return { ok: false, errors: ["The file has no timetable rows."] };
  return { ok: true, year, rows };
}

/** The same columns, for the CSV download of a month. */
export function timetableCsvHeader(): string {
  return columns.join(",");
}

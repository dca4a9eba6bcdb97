// The prayer-times page's form fields, read the same way in the browser (checked before sending)
// and in the action (checked again by the module command), and the words for what the schema refuses.
import type { PrayerPlace } from "~/modules/prayer/engine";

export interface RuleRow {
  fromDay: string;
  time: string;
}

// An empty box is NaN, not 0: Number("") would quietly pass as a valid offset of 0 days.
const numberOf = (value: FormDataEntryValue | null | undefined) => {
  const text = typeof value === "string" ? value.trim() : "";
  return text === "" ? Number.NaN : Number(text);
};

/** `hijriOffsetDays` and the repeated `fromDay`/`time` fields, in the shape prayerRulesSchema checks. */
export function rulesFromForm(form: FormData) {
  const days = form.getAll("fromDay");
  const times = form.getAll("time");
  return {
    hijriOffsetDays: numberOf(form.get("hijriOffsetDays")),
    ramadanIsha: times.map((time, i) => ({
      fromDay: numberOf(days[i]),
      time: typeof time === "string" ? time.trim() : "",
    })),
  };
}

/** "ramadanIsha.2.time" as the person filling the form sees it. */
export function issueText(issue: { path: readonly PropertyKey[]; message: string }): string {
  const [field, row, part] = issue.path;
  if (field === "hijriOffsetDays") return `Hijri offset: ${issue.message}`;
  if (field === "ramadanIsha" && typeof row === "number") {
    const what = part === "fromDay" ? "night" : part === "time" ? "Isha time" : "";
    return `Ramadan Isha, row ${row + 1}${what ? ` (${what})` : ""}: ${issue.message}`;
  }
  if (field === "ramadanIsha") return `Ramadan Isha: ${issue.message}`;
  return issue.message;
}

/** Which inputs an issue points at, so they can be marked invalid: "offset", "day-2", "time-2". */
export function issueTarget(path: readonly PropertyKey[]): string | null {
  const [field, row, part] = path;
  if (field === "hijriOffsetDays") return "offset";
  if (field === "ramadanIsha" && typeof row === "number" && (part === "fromDay" || part === "time")) {
    return `${part === "fromDay" ? "day" : "time"}-${row}`;
  }
  return null;
}

/** Rows whose night is not after the row above: the ones a "later day" refusal is about. */
export function outOfOrderRows(rows: readonly RuleRow[]): Set<number> {
  const out = new Set<number>();
  rows.forEach((row, i) => {
    if (i > 0 && Number(row.fromDay) <= Number(rows[i - 1]!.fromDay)) out.add(i);
  });
  return out;
}

/** The next row a staff member adds: one night after the last, same time, never past night 30. */
export function nextRow(rows: readonly RuleRow[]): RuleRow {
  const last = rows[rows.length - 1];
  const day = Number(last?.fromDay);
  return { fromDay: String(Number.isInteger(day) ? Math.min(day + 1, 30) : 1), time: last?.time ?? "21:15" };
}

const coordinate = (value: number, positive: string, negative: string) =>
  `${Math.abs(value)}° ${value >= 0 ? positive : negative}`;

/** "43.4723° N, 80.5449° W (NorthAmerica method, Hanafi Asr)". */
export function placeText(place: Pick<PrayerPlace, "latitude" | "longitude" | "method" | "asr">): string {
  const asr = place.asr === "hanafi" ? "Hanafi" : "Shafi";
  return `${coordinate(place.latitude, "N", "S")}, ${coordinate(place.longitude, "E", "W")} (${place.method} method, ${asr} Asr)`;
}

/** A refused file before it is read: too large, or a spreadsheet that was never saved as CSV. */
export function fileProblem(file: { name: string; size: number }, maxBytes: number): string | null {
  if (/\.(xlsx|xls|ods|numbers)$/i.test(file.name)) {
    return `${file.name} is a spreadsheet: save it as CSV (comma-separated values) first, then choose the .csv file.`;
  }
  if (file.size > maxBytes) {
    return `${file.name} is ${Math.ceil(file.size / 1000)} KB; a year's timetable is at most ${Math.floor(maxBytes / 1000)} KB. Check that you chose the right file.`;
  }
  return null;
}

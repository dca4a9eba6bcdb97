import { z } from "zod";
import { iqamahNames, prayerNames } from "./day-record";
import { parseIsoDate, isoDate } from "./zoned-time";

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are 24-hour HH:MM.");
const byName = <T extends z.ZodType>(names: readonly string[], value: T) =>
  z.object(Object.fromEntries(names.map((n) => [n, value])) as Record<(typeof names)[number], T>);

/** "HH:MM" (24-hour local wall-clock time) per prayer. */
export const startTimesSchema = byName(prayerNames, hhmm) as z.ZodObject<
  Record<(typeof prayerNames)[number], typeof hhmm>
>;
export type StartTimes = z.infer<typeof startTimesSchema>;

export const hijriDateSchema = z.object({
  year: z.int(),
  month: z.int().min(1).max(12),
  day: z.int().min(1).max(30),
  monthName: z.string(),
  label: z.string().meta({ example: "11 Jumada al-Thani 1448 AH" }),
});
export type HijriDate = z.infer<typeof hijriDateSchema>;

type IqamahShape<T extends z.ZodType> = z.ZodObject<Record<(typeof iqamahNames)[number], T>>;
const instant = z.iso.datetime();

/** The day record of SPEC §3, as the site and the mobile app receive it. */
export const dayRecordSchema = z.object({
  date: z.string(),
  year: z.int(),
  month: z.int(),
  day: z.int(),
  weekday: z.string(),
  isFriday: z.boolean(),
  isToday: z.boolean(),
  isDstChange: z.boolean().describe("The clocks change on this date (daylight saving starts or ends)."),
  hijri: hijriDateSchema,
  ramadanDay: z.int().min(1).max(30).nullable().describe("Day of Ramadan by the Hijri calendar, else null."),
  source: z.enum(["computed", "timetable"]).describe("timetable: start times from the imported masjid timetable."),
  start: startTimesSchema,
  iqamah: byName(iqamahNames, hhmm.nullable()).describe("dhuhr is null on Fridays (Jumu'ah).") as IqamahShape<
    z.ZodNullable<typeof hhmm>
  >,
  startAt: byName(prayerNames, instant) as z.ZodObject<Record<(typeof prayerNames)[number], typeof instant>>,
  iqamahAt: byName(iqamahNames, instant.nullable()) as IqamahShape<z.ZodNullable<typeof instant>>,
});
export type DayRecord = z.infer<typeof dayRecordSchema>;

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD.")
  .refine((d) => {
    const { year, month, day } = parseIsoDate(d);
    return year >= 1900 && year <= 2200 && isoDate(year, month, day) === d;
  }, "Not a calendar date.");

export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Months are YYYY-MM.")
  .refine((m) => Number(m.slice(0, 4)) >= 1900 && Number(m.slice(0, 4)) <= 2200, "Years run from 1900 to 2200.");

const nightOfRamadan = "Each row starts on a night of Ramadan, 1 to 30.";
export const ramadanIshaStep = z.object({
  fromDay: z.int(nightOfRamadan).min(1, nightOfRamadan).max(30, nightOfRamadan),
  time: hhmm,
});

const offsetRange = "The Hijri offset is a whole number of days from -3 to 3.";
export const prayerRulesSchema = z.object({
  hijriOffsetDays: z.int(offsetRange).min(-3, offsetRange).max(3, offsetRange),
  ramadanIsha: z
    .array(ramadanIshaStep)
    .min(1, "The Ramadan Isha schedule needs at least one row.")
    .max(30, "The Ramadan Isha schedule has at most 30 rows.")
    // An empty schedule already has its own message.
    .refine((steps) => steps.length === 0 || steps[0]?.fromDay === 1, "The Ramadan Isha schedule starts on day 1.")
    .refine(
      (steps) => steps.every((s, i) => i === 0 || s.fromDay > steps[i - 1]!.fromDay),
      "Each step of the Ramadan Isha schedule starts on a later day than the one before.",
    ),
});
export type PrayerRulesInput = z.infer<typeof prayerRulesSchema>;

/** Up to ~400 rows of a year's timetable with generous line lengths. */
export const TIMETABLE_MAX_CHARS = 200_000;
export const timetableImportInput = z.object({
  csv: z
    .string()
    .min(1, "Choose a CSV file to import.")
    .max(TIMETABLE_MAX_CHARS, "The file is too large for one year."),
});

export const timetableYearParams = z.object({ year: z.coerce.number().int().min(1900).max(2200) });

export const prayerMessages = {
  imported: (year: number, days: number) => `Imported the ${year} timetable: ${days} ${days === 1 ? "day" : "days"}.`,
  refused: "The timetable was not imported; nothing was changed.",
  removed: (year: number) => `Removed the ${year} timetable; those days are computed again.`,
  rulesSaved: "Prayer settings saved.",
} as const;

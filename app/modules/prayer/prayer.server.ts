// Prayer times as the site serves them: the engine, fed with the imported masjid timetable and the
// staff settings from the database; and the staff commands that change those two.
import { and, asc, between, count, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../../database/client";
import { prayerTimetable } from "../../../database/schema";
import { HttpError } from "~/lib/http-error";
import type { Actor } from "../accounts/policy";
import { audited } from "../audit/audit.server";
import { publishInTx } from "../live/live.server";
import { readSetting, writeSetting } from "../site/settings.server";
import type { DayRecord, StartTimes } from "./day-record";
import { computeDay, defaultRules, jummahDate, monthDates, type PrayerPlace, type PrayerRules } from "./engine";
import { prayerMessages, prayerRulesSchema, timetableImportInput } from "./schema";
import { parseClock, parseTimetableCsv } from "./timetable-csv";
import { addDays, toHhmm, zonedDate, zonedInstant } from "./zoned-time";
import { jummahSessions } from "../jummah/sessions";

const RULES_KEY = "prayer-rules";

export async function getPrayerRules(db: Db): Promise<PrayerRules> {
  const parsed = prayerRulesSchema.safeParse(await readSetting(db, RULES_KEY));
  return parsed.success ? parsed.data : defaultRules;
}

/** Day records for consecutive dates from `first` to `last` inclusive. */
export async function getDays(db: Db, place: PrayerPlace, first: string, last: string, now = Date.now()) {
  const [rules, imported] = await Promise.all([
    getPrayerRules(db),
    db
      .select()
      .from(prayerTimetable)
      .where(between(prayerTimetable.date, first, last)),
  ]);
  const byDate = new Map<string, StartTimes>(imported.map((r) => [r.date, r]));
  const today = zonedDate(now, place.timeZone);
  const days: DayRecord[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    days.push(computeDay(date, { place, rules, today, timetable: byDate.get(date) }));
  }
  return days;
}

export async function getDay(db: Db, place: PrayerPlace, date: string, now = Date.now()): Promise<DayRecord> {
  const [day] = await getDays(db, place, date, date, now);
  return day!;
}

export async function getMonth(db: Db, place: PrayerPlace, year: number, month: number, now = Date.now()) {
  const dates = monthDates(year, month);
  return getDays(db, place, dates[0]!, dates[dates.length - 1]!, now);
}

/** On Fridays, the first Jumu'ah session stands for dhuhr in the countdown. */
const firstJummahMinutes = Math.min(...Object.values(jummahSessions).map((s) => parseClock(s.time) ?? 24 * 60));

/**
 * What Home shows: today and tomorrow in the campus zone (tomorrow's Fajr is the next prayer after
 * Isha), the Friday whose Jumu'ah is next, and when the campus day ends, so an open page can roll over.
 */
export async function getPrayerToday(db: Db, place: PrayerPlace, now = Date.now()) {
  const todayDate = zonedDate(now, place.timeZone);
  const tomorrowDate = addDays(todayDate, 1);
  const [today, tomorrow] = await getDays(db, place, todayDate, tomorrowDate, now);
  const jummah = today!.isFriday
    ? {
        at: new Date(zonedInstant(todayDate, firstJummahMinutes, place.timeZone)).toISOString(),
        time: toHhmm(firstJummahMinutes),
      }
    : null;
  return {
    today: today!,
    tomorrow: tomorrow!,
    jummahDate: jummahDate(now, place.timeZone),
    jummah,
    rollsOverAt: new Date(zonedInstant(tomorrowDate, 0, place.timeZone)).toISOString(),
    serverNow: now,
  };
}
export type PrayerToday = Awaited<ReturnType<typeof getPrayerToday>>;

/** Imported years with their number of days, newest first. */
export async function listTimetableYears(db: Db) {
  const year = sql<string>`substr(${prayerTimetable.date}, 1, 4)`;
  const rows = await db.select({ year, days: count() }).from(prayerTimetable).groupBy(year).orderBy(asc(year));
  return rows.map((r) => ({ year: Number(r.year), days: Number(r.days) })).reverse();
}

const yearRange = (year: number) =>
  and(gte(prayerTimetable.date, `${year}-01-01`), lte(prayerTimetable.date, `${year}-12-31`));

/** Replaces one year's timetable with the CSV's rows, all or nothing. */
export async function importTimetable(db: Db, actor: Actor | null, input: unknown) {
  return audited(db, actor, "manage:prayer-times", "prayer-timetable", async (tx) => {
    const { csv } = timetableImportInput.parse(input);
    const parsed = parseTimetableCsv(csv);
    if (!parsed.ok) {
      throw new HttpError(400, "invalid_timetable", `${prayerMessages.refused} ${parsed.errors.join(" ")}`, {
        errors: parsed.errors,
      });
    }
    await publishInTx(tx, "prayer-times");
    await tx.delete(prayerTimetable).where(yearRange(parsed.year));
    // Chunks keep each statement well under PostgreSQL's parameter limit.
    for (let i = 0; i < parsed.rows.length; i += 500) {
      await tx.insert(prayerTimetable).values(parsed.rows.slice(i, i + 500));
    }
    return { year: parsed.year, days: parsed.rows.length };
  });
}

export async function deleteTimetableYear(db: Db, actor: Actor | null, year: number) {
  return audited(db, actor, "manage:prayer-times", `prayer-timetable/${year}`, async (tx) => {
    await publishInTx(tx, "prayer-times");
    const removed = await tx.delete(prayerTimetable).where(yearRange(year)).returning({ date: prayerTimetable.date });
    return { year, days: removed.length };
  });
}

export async function updatePrayerRules(db: Db, actor: Actor | null, input: unknown) {
  return audited(db, actor, "manage:prayer-times", "prayer-rules", async (tx) => {
    const rules = prayerRulesSchema.parse(input);
    await publishInTx(tx, "prayer-times");
    await writeSetting(tx, RULES_KEY, rules);
    return rules;
  });
}

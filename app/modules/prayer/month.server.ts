// The monthly timetable page, its CSV download and the iqamah calendar feed: each reads the same
// day records (imported timetable and staff settings applied) and shapes them for its reader.
import { z } from "zod";
import type { Db } from "../../../database/client";
import type { Config } from "../../../server/config";
import { iqamahCalendar } from "./ical";
import { monthCsv } from "./month-csv";
import { currentMonth, hijriSpan, monthLabel, monthParts, monthRows, shiftMonth } from "./month";
import { PAGE_PATH } from "./month-page";
import { getDays, getMonth } from "./prayer.server";
import { addDays, zonedDate } from "./zoned-time";

type Place = Config["prayer"];

export async function getTimetableMonth(db: Db, place: Place, month: string, now = Date.now()) {
  const { year, month: m } = monthParts(month);
  const days = await getMonth(db, place, year, m, now);
  const rows = monthRows(days, place.timeZone);
  const thisMonth = currentMonth(now, place.timeZone);
  const neighbour = (by: number) => {
    const target = shiftMonth(month, by);
    return { month: target, label: monthLabel(target), short: monthLabel(target, true) };
  };
  return {
    month,
    label: monthLabel(month),
    hijri: hijriSpan(days),
    isCurrent: month === thisMonth,
    prev: neighbour(-1),
    next: neighbour(1),
    rows,
  };
}
export type TimetableMonth = Awaited<ReturnType<typeof getTimetableMonth>>;

export async function getMonthCsv(db: Db, place: Place, month: string, now = Date.now()): Promise<string> {
  const { year, month: m } = monthParts(month);
  return monthCsv(await getMonth(db, place, year, m, now));
}

export const FEED_DAYS_BEFORE = 7;
export const FEED_DAYS_AHEAD = 60;
export const FEED_DAYS_MAX = 366;

const daysMessage = `days is how many days ahead the feed reaches: a whole number from 1 to ${FEED_DAYS_MAX}.`;
const feedDays = z.coerce.number().int().min(1).max(FEED_DAYS_MAX);

/** `?days=` of the feed; absent or empty is the default. The past week is always in. */
export function parseFeedDays(value: string | null): { ok: true; days: number } | { ok: false; message: string } {
  if (value === null || value.trim() === "") return { ok: true, days: FEED_DAYS_AHEAD };
  const parsed = feedDays.safeParse(value.trim());
  return parsed.success ? { ok: true, days: parsed.data } : { ok: false, message: daysMessage };
}

/** The iqamah calendar from a week ago to `daysAhead` days after today, in the campus zone. */
export async function getIqamahFeed(db: Db, config: Config, daysAhead: number, now = Date.now()): Promise<string> {
  const place = config.prayer;
  const today = zonedDate(now, place.timeZone);
  const days = await getDays(db, place, addDays(today, -FEED_DAYS_BEFORE), addDays(today, daysAhead), now);
  return iqamahCalendar(days, {
    calendarName: `${config.identity.shortName} iqamah times`,
    publisher: config.identity.shortName,
    timeZone: place.timeZone,
    uidHost: new URL(config.publicUrl).hostname,
    now,
    pageUrl: `${config.publicUrl}${PAGE_PATH}`,
  });
}

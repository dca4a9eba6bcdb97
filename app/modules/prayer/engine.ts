// The prayer-time engine: start times from adhan for the configured place, or from the imported
// masjid timetable; iqamah by SPEC §9; Ramadan by the Hijri calendar. No database, no UI: every
// input is an argument, so every rule is unit-tested on fixed dates.
import { CalculationMethod, Coordinates, Madhab, PrayerTimes } from "adhan";
import {
  iqamahNames,
  prayerNames,
  type DayRecord,
  type IqamahName,
  type PrayerName,
  type StartTimes,
} from "./day-record";
import { hijriDate } from "./hijri";
import {
  addDays,
  daysInMonth,
  fromHhmm,
  isoDate,
  parseIsoDate,
  toHhmm,
  weekdayOf,
  zonedDate,
  zonedInstant,
  zonedMinutes,
  zoneOffsetMs,
} from "./zoned-time";

export const calculationMethods = [
  "NorthAmerica",
  "MuslimWorldLeague",
  "Egyptian",
  "Karachi",
  "UmmAlQura",
  "Dubai",
  "MoonsightingCommittee",
  "Kuwait",
  "Qatar",
  "Singapore",
  "Tehran",
  "Turkey",
] as const;
export type CalculationMethodName = (typeof calculationMethods)[number];

export interface PrayerPlace {
  latitude: number;
  longitude: number;
  method: CalculationMethodName;
  asr: "hanafi" | "shafi";
  timeZone: string;
}

/** One step of the Ramadan Isha schedule: from this night of Ramadan on, iqamah at `time`. */
export interface RamadanIshaStep {
  fromDay: number;
  time: string;
}

export interface PrayerRules {
  /** Days added to the Umm al-Qura date, for when the local moon sighting differs. */
  hijriOffsetDays: number;
  ramadanIsha: RamadanIshaStep[];
}

/** Campus defaults (SPEC: Waterloo, Ontario; ISNA; Hanafi asr; America/Toronto). */
export const defaultPlace: PrayerPlace = {
  latitude: 43.4723,
  longitude: -80.5449,
  method: "NorthAmerica",
  asr: "hanafi",
  timeZone: "America/Toronto",
};

/** 9:15 pm moving to 10:00 pm as the nights of Ramadan get later (SPEC §9). */
export const defaultRules: PrayerRules = {
  hijriOffsetDays: 0,
  ramadanIsha: [
    { fromDay: 1, time: "21:15" },
    { fromDay: 8, time: "21:30" },
    { fromDay: 16, time: "21:45" },
    { fromDay: 23, time: "22:00" },
  ],
};

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export const roundToNearest = (minutes: number, step: number) => Math.round(minutes / step) * step;
export const roundUpTo = (minutes: number, step: number) => Math.ceil(minutes / step) * step;

/** Iqamah in minutes after midnight, by SPEC §9; dhuhr is null on Fridays. */
export function iqamahMinutes(
  start: Record<PrayerName, number>,
  day: { isFriday: boolean; ramadanDay: number | null },
  rules: Pick<PrayerRules, "ramadanIsha">,
): Record<IqamahName, number | null> {
  const ramadan = day.ramadanDay !== null;
  const normalIsha = roundUpTo(start.isha + 15, 5);
  let isha = normalIsha;
  if (ramadan) {
    const step = [...rules.ramadanIsha].reverse().find((s) => s.fromDay <= (day.ramadanDay as number));
    const scheduled = step ? fromHhmm(step.time) : null;
    // A schedule can never call the iqamah before the adhan; then the usual rule applies.
    if (scheduled !== null && scheduled > start.isha) isha = scheduled;
  }
  return {
    fajr: ramadan ? start.fajr + 20 : roundToNearest(start.sunrise - 30, 10),
    dhuhr: day.isFriday ? null : roundUpTo(start.dhuhr + 10, 5),
    asr: roundUpTo(start.asr + 10, 5),
    maghrib: start.maghrib + (ramadan ? 5 : 3),
    isha,
  };
}

const adhanMethods: Record<CalculationMethodName, () => ReturnType<typeof CalculationMethod.NorthAmerica>> =
  CalculationMethod;

/** Start times computed by adhan, in minutes after local midnight (adhan rounds to the nearest minute). */
export function computeStartMinutes(
  date: string,
  place: PrayerPlace,
  toMinutes = (instant: number) => zonedMinutes(instant, place.timeZone),
): Record<PrayerName, number> {
  const { year, month, day } = parseIsoDate(date);
  const params = adhanMethods[place.method]();
  params.madhab = place.asr === "hanafi" ? Madhab.Hanafi : Madhab.Shafi;
  // adhan reads the calendar date with local getters; a local Date built from the parts gives the
  // same date whatever the server's own zone is.
  const times = new PrayerTimes(
    new Coordinates(place.latitude, place.longitude),
    new Date(year, month - 1, day),
    params,
  );
  const out = {} as Record<PrayerName, number>;
  for (const name of prayerNames) out[name] = toMinutes(times[name].getTime());
  return out;
}

export interface DayOptions {
  place: PrayerPlace;
  rules: PrayerRules;
  /** Today's date in the place's zone, for the isToday flag. */
  today?: string;
  /** Start times from the imported masjid timetable for this date. */
  timetable?: StartTimes;
}

export function computeDay(date: string, { place, rules, today, timetable }: DayOptions): DayRecord {
  const { year, month, day } = parseIsoDate(date);
  const weekday = weekdayOf(date);
  const hijri = hijriDate(date, rules.hijriOffsetDays);
  const ramadanDay = hijri.month === 9 ? hijri.day : null;
  const isFriday = weekday === 5;

  const clock = dayClock(date, place.timeZone);
  let startMin: Record<PrayerName, number>;
  if (timetable) {
    startMin = {} as Record<PrayerName, number>;
    for (const name of prayerNames) startMin[name] = fromHhmm(timetable[name]) as number;
  } else {
    startMin = computeStartMinutes(date, place, clock.minutes);
  }
  const iqamahMin = iqamahMinutes(startMin, { isFriday, ramadanDay }, rules);

  const at = (minutes: number) => new Date(clock.instant(minutes)).toISOString();
  const start = {} as StartTimes;
  const startAt = {} as Record<PrayerName, string>;
  for (const name of prayerNames) {
    start[name] = toHhmm(startMin[name]);
    startAt[name] = at(startMin[name]);
  }
  const iqamah = {} as Record<IqamahName, string | null>;
  const iqamahAt = {} as Record<IqamahName, string | null>;
  for (const name of iqamahNames) {
    const m = iqamahMin[name];
    iqamah[name] = m === null ? null : toHhmm(m);
    iqamahAt[name] = m === null ? null : at(m);
  }

  return {
    date,
    year,
    month,
    day,
    weekday: weekdays[weekday] as string,
    isFriday,
    isToday: date === today,
    isDstChange: clock.changes,
    hijri,
    ramadanDay,
    source: timetable ? "timetable" : "computed",
    start,
    iqamah,
    startAt,
    iqamahAt,
  };
}

/**
 * Wall clock <-> instant for one date. Asking Intl for the offset is the slow part of a day record,
 * and on all but two days a year the offset holds from midnight to midnight: then it is asked once.
 */
function dayClock(date: string, timeZone: string) {
  const { year, month, day } = parseIsoDate(date);
  const wallMidnight = Date.UTC(year, month - 1, day);
  const near = zoneOffsetMs(wallMidnight, timeZone);
  const atMidnight = zoneOffsetMs(wallMidnight - near, timeZone);
  const atNextMidnight = zoneOffsetMs(wallMidnight + 86_400_000 - near, timeZone);
  const changes = atMidnight !== atNextMidnight;
  return {
    changes,
    minutes: (instant: number) =>
      changes ? zonedMinutes(instant, timeZone) : Math.floor((instant + atMidnight - wallMidnight) / 60_000),
    instant: (minutes: number) =>
      changes ? zonedInstant(date, minutes, timeZone) : wallMidnight + minutes * 60_000 - atMidnight,
  };
}

/** Every date of a month, "YYYY-MM-DD". */
export function monthDates(year: number, month: number): string[] {
  return Array.from({ length: daysInMonth(year, month) }, (_, i) => isoDate(year, month, i + 1));
}

/** The Friday whose Jumu'ah is next: today until Friday 23:59:59 in the zone, then next week's. */
export function jummahDate(now: number, timeZone: string): string {
  const today = zonedDate(now, timeZone);
  return addDays(today, (5 - weekdayOf(today) + 7) % 7);
}

import { z } from "zod";
import { prayerTimetable } from "../../database/schema";
import { HttpError } from "../../app/lib/http-error";
import {
  deleteTimetableYear,
  getDays,
  getMonth,
  getPrayerRules,
  importTimetable,
  listTimetableYears,
  updatePrayerRules,
} from "../../app/modules/prayer/prayer.server";
import {
  dayRecordSchema,
  isoDateSchema,
  monthSchema,
  prayerRulesSchema,
  timetableImportInput,
  timetableYearParams,
} from "../../app/modules/prayer/schema";
import { zonedDate } from "../../app/modules/prayer/zoned-time";
import { defaultRules } from "../../app/modules/prayer/engine";
import type { Services } from "../services";
import { endpoint } from "./endpoint";

const exampleCsv = "date,fajr,sunrise,dhuhr,asr,maghrib,isha\n2031-01-02,06:25,07:48,12:30,15:20,16:58,18:22\n";

const yearsSchema = z.array(z.object({ year: z.int(), days: z.int() }));

export const prayerEndpoints = [
  endpoint({
    method: "get",
    path: "/prayer-times",
    tag: "Prayer times",
    summary:
      "Start and iqamah times for one date (?date=YYYY-MM-DD), a month (?month=YYYY-MM) or, with neither, today " +
      "in the campus time zone. Times are local wall-clock HH:MM; startAt/iqamahAt are the same instants in UTC.",
    query: z.object({ date: isoDateSchema.optional(), month: monthSchema.optional() }),
    response: z.object({
      timeZone: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      method: z.string(),
      asr: z.enum(["hanafi", "shafi"]),
      days: z.array(dayRecordSchema),
    }),
    handler: async ({ services, query }) => {
      if (query.date && query.month) throw new HttpError(400, "bad_request", "Ask for a date or a month, not both.");
      const place = services.config.prayer;
      let days;
      if (query.month) {
        days = await getMonth(services.db, place, Number(query.month.slice(0, 4)), Number(query.month.slice(5, 7)));
      } else {
        const date = query.date ?? zonedDate(Date.now(), place.timeZone);
        days = await getDays(services.db, place, date, date);
      }
      return { ...place, days };
    },
  }),
  endpoint({
    method: "get",
    path: "/prayer-timetable",
    tag: "Prayer times",
    summary: "Years for which a masjid timetable is imported, with their number of days.",
    response: yearsSchema,
    handler: ({ services }) => listTimetableYears(services.db),
  }),
  endpoint({
    method: "post",
    path: "/prayer-timetable",
    tag: "Prayer times",
    summary:
      "Import one year's masjid timetable as CSV (date,fajr,sunrise,dhuhr,asr,maghrib,isha; a header row is " +
      "optional). It replaces that year's imported days; a bad row refuses the whole file (400, with every bad " +
      "row's number and reason in error.details.errors).",
    permission: "manage:prayer-times",
    body: timetableImportInput,
    response: z.object({ year: z.int(), days: z.int() }),
    example: { body: { csv: exampleCsv } },
    handler: ({ services, actor, body }) => importTimetable(services.db, actor, body),
  }),
  endpoint({
    method: "delete",
    path: "/prayer-timetable/{year}",
    tag: "Prayer times",
    summary: "Remove one year's imported timetable; its days are computed again.",
    permission: "manage:prayer-times",
    params: timetableYearParams,
    response: z.object({ year: z.int(), days: z.int() }),
    example: { params: { year: "2031" } },
    setup: async (services: Services) => {
      const times = { fajr: "06:25", sunrise: "07:48", dhuhr: "12:30", asr: "15:20", maghrib: "16:58", isha: "18:22" };
      await services.db
        .insert(prayerTimetable)
        .values({ date: "2031-01-02", ...times })
        .onConflictDoNothing();
      return {};
    },
    handler: ({ services, actor, params }) => deleteTimetableYear(services.db, actor, params.year),
  }),
  endpoint({
    method: "get",
    path: "/prayer-settings",
    tag: "Prayer times",
    summary: "The Hijri date offset in days and the Ramadan Isha iqamah schedule.",
    response: prayerRulesSchema,
    handler: ({ services }) => getPrayerRules(services.db),
  }),
  endpoint({
    method: "put",
    path: "/prayer-settings",
    tag: "Prayer times",
    summary: "Set the Hijri date offset (-3 to 3 days) and the Ramadan Isha iqamah schedule.",
    permission: "manage:prayer-times",
    body: prayerRulesSchema,
    response: prayerRulesSchema,
    example: { body: { ...defaultRules, hijriOffsetDays: 1 } },
    handler: ({ services, actor, body }) => updatePrayerRules(services.db, actor, body),
  }),
];

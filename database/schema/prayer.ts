import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The masjid timetable imported by staff: start times ("HH:MM", local wall clock) that replace the
 * computed ones on their dates. Dates are "YYYY-MM-DD" text so a year is a simple range.
 */
export const prayerTimetable = pgTable("prayer_timetable", {
  date: text("date").primaryKey(),
  fajr: text("fajr").notNull(),
  sunrise: text("sunrise").notNull(),
  dhuhr: text("dhuhr").notNull(),
  asr: text("asr").notNull(),
  maghrib: text("maghrib").notNull(),
  isha: text("isha").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

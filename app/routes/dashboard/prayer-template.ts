// A timetable file to start from: the header and three rows in the format the import reads, with
// plausible times (the site's own for January 1 to 3), so a staff member sees the shape by example.
import type { Route } from "./+types/prayer-template";
import { requireSection } from "./guard.server";
import { prayerNames } from "~/modules/prayer/day-record";
import { getDays } from "~/modules/prayer/prayer.server";
import { timetableCsvHeader } from "~/modules/prayer/timetable-csv";
import { zonedDate } from "~/modules/prayer/zoned-time";

export async function loader({ context }: Route.LoaderArgs) {
  requireSection(context, "manage:prayer-times");
  const { db, config } = context.services;
  const year = zonedDate(Date.now(), config.prayer.timeZone).slice(0, 4);
  const days = await getDays(db, config.prayer, `${year}-01-01`, `${year}-01-03`);
  const rows = days.map((d) => [d.date, ...prayerNames.map((n) => d.start[n])].join(","));
  return new Response([timetableCsvHeader(), ...rows, ""].join("\r\n"), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="prayer-timetable-${year}-template.csv"`,
      "cache-control": "private, no-store",
    },
  });
}

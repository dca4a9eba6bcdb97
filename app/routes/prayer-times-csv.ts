// A month of start and iqamah times as a CSV download (?month=YYYY-MM, default this month).
import type { Route } from "./+types/prayer-times-csv";
import { parseMonth } from "~/modules/prayer/month";
import { monthCsvFilename } from "~/modules/prayer/month-page";
import { getMonthCsv } from "~/modules/prayer/month.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const place = context.services.config.prayer;
  const asked = parseMonth(new URL(request.url).searchParams.get("month"), Date.now(), place.timeZone);
  if (!asked.ok) {
    return new Response(`${asked.message}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(await getMonthCsv(context.services.db, place, asked.month), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${monthCsvFilename(asked.month)}"`,
    },
  });
}

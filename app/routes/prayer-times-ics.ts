// The iqamah calendar feed that calendar apps subscribe to (?days= reaches further ahead).
import type { Route } from "./+types/prayer-times-ics";
import { icalFilename } from "~/modules/prayer/month-page";
import { getIqamahFeed, parseFeedDays } from "~/modules/prayer/month.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = parseFeedDays(new URL(request.url).searchParams.get("days"));
  if (!asked.ok) {
    return new Response(`${asked.message}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(await getIqamahFeed(context.services.db, context.services.config, asked.days), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${icalFilename}"`,
      // Subscribers poll daily and the times change only when staff edit them: an hour is plenty.
      "Cache-Control": "public, max-age=3600",
    },
  });
}

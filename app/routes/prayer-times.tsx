// The monthly timetable (?month=YYYY-MM, default this month on campus): printable, with a CSV
// download and a calendar feed. Staff imports and settings changes reach open pages live.
import { data, Link } from "react-router";
import type { Route } from "./+types/prayer-times";
import { jummahKeys, jummahSessions } from "~/modules/jummah/sessions";
import { useLiveTopics } from "~/modules/live/use-live";
import { MonthTable } from "~/modules/prayer/components/month-table";
import { CalendarFeed, TimetableButtons } from "~/modules/prayer/components/timetable-actions";
import { parseMonth } from "~/modules/prayer/month";
import { CSV_PATH, ICS_PATH, monthCsvFilename, monthPageText, PAGE_PATH } from "~/modules/prayer/month-page";
import { getTimetableMonth } from "~/modules/prayer/month.server";
import { masjidNote, roomsNote } from "~/modules/prayer/rooms";
import { parseClock } from "~/modules/prayer/timetable-csv";
import { pageTitle } from "~/lib/meta";
import { seoMeta } from "~/lib/seo";
import type { RootData } from "~/root";
import pageCss from "~/styles/prayer-times.scss?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageCss }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const param = new URL(request.url).searchParams.get("month");
  const asked = parseMonth(param, Date.now(), config.prayer.timeZone);
  if (!asked.ok) return data({ ok: false as const, message: asked.message }, { status: 400 });
  const month = await getTimetableMonth(db, config.prayer, asked.month);
  return {
    ok: true as const,
    ...month,
    // Without ?month the page means "this month", so that stays its canonical address.
    path: param ? `${PAGE_PATH}?month=${month.month}` : PAGE_PATH,
    csvHref: `${CSV_PATH}?month=${month.month}`,
    feedUrl: `${config.publicUrl}${ICS_PATH}`,
  };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d?.ok) {
    const root = matches[0]?.loaderData as RootData | undefined;
    return [
      { title: pageTitle(monthPageText.title, root?.identity.shortName) },
      { name: "robots", content: "noindex" },
    ];
  }
  return seoMeta(
    { title: `${monthPageText.title}, ${d.label}`, description: monthPageText.description, path: d.path },
    matches,
  );
}

// In the order of the day, not of their names (Grad Jumu'ah at 12:30pm comes first).
const jummahTimes = jummahKeys
  .map((k) => jummahSessions[k])
  .sort((a, b) => (parseClock(a.time) ?? 0) - (parseClock(b.time) ?? 0));

type MonthLink = { month: string; label: string; short: string };

/** "February 2026" on wide screens, "Feb 2026" on phones, so the three links share one line. */
function MonthName({ link }: { link: MonthLink }) {
  return (
    <>
      <span className="pt-long">{link.label}</span>
      <span className="pt-short">{link.short}</span>
    </>
  );
}

export default function PrayerTimes({ loaderData, matches }: Route.ComponentProps) {
  useLiveTopics(["prayer-times"]);
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!loaderData.ok) {
    return (
      <article className="container page-section prayer-month">
        <h1>{monthPageText.title}</h1>
        <div className="alert alert-warning" role="alert">
          {loaderData.message}
        </div>
        <Link className="btn btn-primary" to={PAGE_PATH}>
          Show this month&apos;s times
        </Link>
      </article>
    );
  }
  const m = loaderData;
  const has = (test: (r: (typeof m.rows)[number]) => boolean) => m.rows.some(test);
  return (
    <article className="container page-section prayer-month">
      <p className="pt-print-only pt-org">{root?.identity.name}</p>
      <h1>{monthPageText.title}</h1>
      <div className="pt-month-head">
        <h2 className="pt-month-title">
          {m.label} <span className="pt-month-hijri">{m.hijri}</span>
        </h2>
        <nav className="pt-month-nav" aria-label="Other months">
          <Link to={`${PAGE_PATH}?month=${m.prev.month}`} preventScrollReset rel="prev" className="pt-prev">
            <span aria-hidden="true">‹</span>
            <span>
              <span className="visually-hidden">Previous month: </span>
              <MonthName link={m.prev} />
            </span>
          </Link>
          {m.isCurrent ? null : (
            <Link to={PAGE_PATH} preventScrollReset className="pt-this">
              This month
            </Link>
          )}
          <Link to={`${PAGE_PATH}?month=${m.next.month}`} preventScrollReset rel="next" className="pt-next">
            <span>
              <span className="visually-hidden">Next month: </span>
              <MonthName link={m.next} />
            </span>
            <span aria-hidden="true">›</span>
          </Link>
        </nav>
      </div>
      <TimetableButtons csvHref={m.csvHref} csvFilename={monthCsvFilename(m.month)} feedUrl={m.feedUrl} />
      <MonthTable rows={m.rows} caption={`Adhan and iqamah times for ${m.label}`} />
      <ul className="pt-legend">
        {has((r) => r.isToday) ? (
          <li>
            <span className="pt-mark pt-mark-today">Today</span> is highlighted.
          </li>
        ) : null}
        {has((r) => r.ramadanDay !== null) ? (
          <li>
            <span className="pt-mark pt-mark-ramadan">Ramadan</span> and its day: Fajr iqamah 20 minutes after the
            adhan, Maghrib 5 minutes after, Isha on the Ramadan schedule.
          </li>
        ) : null}
        {has((r) => r.clocks !== null) ? (
          <li>
            <span className="pt-mark pt-mark-clocks">Clocks</span> change early that morning (daylight saving time); the
            day&apos;s times are already in the new time.
          </li>
        ) : null}
        {has((r) => r.fromTimetable) ? (
          <li>
            <span className="pt-source" aria-hidden="true" /> Adhan times from the masjid&apos;s timetable; the other
            days are calculated.
          </li>
        ) : null}
      </ul>
      <div className="pt-after">
        <section className="pt-notes" aria-labelledby="pt-notes-title">
          <h2 id="pt-notes-title">Times and rooms</h2>
          <p>
            {masjidNote} {roomsNote}
          </p>
          <p>Jumu&apos;ah on Fridays:</p>
          <ul>
            {jummahTimes.map((s) => (
              <li key={s.label}>
                {s.label} at {s.time} in {s.room}
              </li>
            ))}
          </ul>
        </section>
        <CalendarFeed feedUrl={m.feedUrl} />
      </div>
      <p className="pt-print-only pt-source-url">{`${root?.publicUrl ?? ""}${m.path}`}</p>
    </article>
  );
}

import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import {
  formatLongDate,
  formatTime12,
  jummahIqamahText,
  prayerLabels,
  prayerNames,
  type DayRecord,
} from "~/modules/prayer/day-record";
import { masjidNote, roomsNote } from "~/modules/prayer/rooms";
import { describeCountdown, formatCountdown, nextPrayer, type JummahIqamah } from "~/modules/prayer/next-prayer";

export interface PrayerTimesData {
  today: DayRecord;
  tomorrow: DayRecord;
  jummah: JummahIqamah | null;
  rollsOverAt: string;
  serverNow: number;
}

/**
 * The visitor's clock, corrected when it is plainly wrong. The first render uses the server's time,
 * so the markup hydrates unchanged; then the device ticks it, every second.
 */
function useCampusClock(serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const skew = serverNow - Date.now();
    // Network and rendering take well under a minute; more than that is a device set to the wrong time.
    const correction = Math.abs(skew) > 60_000 ? skew : 0;
    const tick = () => setNow(Date.now() + correction);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [serverNow]);
  return now;
}

/** Prayer Times (SPEC §2): today's table in the campus zone, the next prayer highlighted with a countdown. */
export function PrayerTimesBlock({ data }: { data: PrayerTimesData }) {
  const { today, tomorrow } = data;
  const now = useCampusClock(data.serverNow);
  const next = nextPrayer(today, tomorrow, data.jummah, now);
  const revalidator = useRevalidator();
  const rolledOver = now >= Date.parse(data.rollsOverAt);
  useEffect(() => {
    // Past midnight on campus the page asks for the new day's table once.
    if (rolledOver && revalidator.state === "idle") void revalidator.revalidate();
  }, [rolledOver, revalidator]);

  const highlighted = next.tomorrow ? null : next.name;
  const wait = next.at - now;
  return (
    <section id="prayer-times" className="container page-section prayer-block" aria-labelledby="prayer-title">
      <div className="prayer-heading">
        <h2 id="prayer-title">Prayer Times</h2>
        <p className="prayer-dates">
          <time dateTime={today.date}>{formatLongDate(today.date)}</time>
          <span className="hijri-date">{today.hijri.label}</span>
          {today.ramadanDay !== null ? <span className="ramadan-day">Ramadan day {today.ramadanDay}</span> : null}
        </p>
      </div>
      <div className="prayer-card">
        <p className="next-prayer" data-testid="next-prayer">
          <span>
            Next: <strong>{next.label}</strong>
            {next.tomorrow ? " (tomorrow)" : ""} iqamah at {formatTime12(next.time)}
          </span>
          <span className="countdown" role="timer" aria-label={`in ${describeCountdown(wait)}`}>
            {formatCountdown(wait)}
          </span>
        </p>
        <table className="prayer-table">
          <caption className="visually-hidden">
            Today's prayer times on campus: adhan (start) and iqamah (congregation)
          </caption>
          <thead>
            <tr>
              <th scope="col">Salat</th>
              <th scope="col">Adhan</th>
              <th scope="col">Iqamah</th>
            </tr>
          </thead>
          <tbody>
            {prayerNames.map((name) => {
              const isNext = highlighted === name;
              return (
                <tr
                  key={name}
                  className={isNext ? "is-next" : undefined}
                  aria-current={isNext ? "time" : undefined}
                  data-prayer={name}
                >
                  <th scope="row">
                    {prayerLabels[name]}
                    {isNext ? <span className="visually-hidden"> (next)</span> : null}
                  </th>
                  {name === "sunrise" ? (
                    <td colSpan={2}>{formatTime12(today.start.sunrise)}</td>
                  ) : (
                    <>
                      <td>{formatTime12(today.start[name])}</td>
                      <td>
                        {name === "dhuhr" && today.isFriday ? (
                          <a href="#jummah-title">{jummahIqamahText}</a>
                        ) : (
                          formatTime12(today.iqamah[name]!)
                        )}
                      </td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="prayer-notes">
        <p className="prayer-note">
          {masjidNote} {roomsNote}
        </p>
        <p className="mb-0">
          <Link to="/prayer-times">Monthly timetable, printable, with CSV and calendar feed</Link>
        </p>
      </div>
    </section>
  );
}

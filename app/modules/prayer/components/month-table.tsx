// A month of adhan and iqamah times, one row per day. Every time cell names its date, prayer and
// kind through `headers`, so a screen reader announces "Tuesday 3, Fajr, Iqamah" in the two-row head.
import { formatTime12, prayerLabels, prayerNames, type IqamahName, type PrayerName } from "../day-record";
import type { MonthRow } from "../month";

const short = (weekday: string) => weekday.slice(0, 3);
const hasIqamah = (name: PrayerName): name is IqamahName => name !== "sunrise";

/** "5:42 am" with the suffix in its own span, so it can be set smaller. */
function Time({ hhmm }: { hhmm: string }) {
  const [clock, suffix] = formatTime12(hhmm).split(" ");
  return (
    <>
      {clock}
      <span className="pt-ampm"> {suffix}</span>
    </>
  );
}

const clockText = { forward: "Clocks forward", back: "Clocks back" } as const;

function DateCell({ row, id }: { row: MonthRow; id: string }) {
  return (
    <th scope="row" id={id} className="pt-date">
      <span className="pt-day">
        <abbr title={row.weekday} className="pt-weekday">
          {short(row.weekday)}
        </abbr>{" "}
        <span className="pt-daynum">{row.day}</span>
        {row.fromTimetable ? (
          <span className="pt-source" title="Adhan times from the masjid timetable">
            <span className="visually-hidden">, masjid timetable</span>
          </span>
        ) : null}
      </span>
      <span className="pt-marks">
        {row.ramadanDay !== null ? (
          <span className="pt-mark pt-mark-ramadan">Ramadan {row.ramadanDay}</span>
        ) : (
          <span className="pt-hijri">{row.hijri}</span>
        )}
        {row.isToday ? <span className="pt-mark pt-mark-today">Today</span> : null}
        {row.clocks ? <span className="pt-mark pt-mark-clocks">{clockText[row.clocks]}</span> : null}
      </span>
    </th>
  );
}

export function MonthTable({ rows, caption }: { rows: readonly MonthRow[]; caption: string }) {
  return (
    <div className="pt-scroll" role="region" aria-labelledby="pt-caption" tabIndex={0}>
      <table className="pt-table">
        <caption id="pt-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} id="h-date" className="pt-date">
              Date
            </th>
            {prayerNames.map((name) =>
              hasIqamah(name) ? (
                <th key={name} scope="colgroup" colSpan={2} id={`h-${name}`} className="pt-group">
                  {prayerLabels[name]}
                </th>
              ) : (
                <th key={name} scope="col" rowSpan={2} id={`h-${name}`} className="pt-group pt-sunrise">
                  {prayerLabels[name]}
                </th>
              ),
            )}
          </tr>
          <tr className="pt-subhead">
            {prayerNames.filter(hasIqamah).map((name) => [
              <th key={`${name}-start`} scope="col" id={`h-${name}-start`} className="pt-group">
                Adhan
              </th>,
              <th key={`${name}-iqamah`} scope="col" id={`h-${name}-iqamah`} className="pt-iqamah">
                Iqamah
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const rowId = `d-${row.date}`;
            const classes = [
              row.isToday && "is-today",
              row.isFriday && "is-friday",
              row.ramadanDay !== null && "is-ramadan",
              row.clocks && "is-clock-change",
            ].filter(Boolean);
            return (
              <tr
                key={row.date}
                className={classes.length > 0 ? classes.join(" ") : undefined}
                aria-current={row.isToday ? "date" : undefined}
                data-date={row.date}
              >
                <DateCell row={row} id={rowId} />
                {prayerNames.map((name) => {
                  if (!hasIqamah(name)) {
                    return (
                      <td key={name} headers={`${rowId} h-${name}`} className="pt-group pt-sunrise">
                        <Time hhmm={row.start[name]} />
                      </td>
                    );
                  }
                  const iqamah = row.iqamah[name];
                  return [
                    <td key={`${name}-start`} headers={`${rowId} h-${name} h-${name}-start`} className="pt-group">
                      <Time hhmm={row.start[name]} />
                    </td>,
                    <td key={`${name}-iqamah`} headers={`${rowId} h-${name} h-${name}-iqamah`} className="pt-iqamah">
                      {iqamah !== null ? (
                        <Time hhmm={iqamah} />
                      ) : row.isFriday && name === "dhuhr" ? (
                        <span className="pt-jummah">Jumu&apos;ah</span>
                      ) : (
                        "–"
                      )}
                    </td>,
                  ];
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

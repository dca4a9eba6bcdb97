import { useState } from "react";
import { data, useActionData, useFetcher } from "react-router";
import Modal from "react-bootstrap/Modal";
import type { Route } from "./+types/prayer-times";
import { Feedback, LocalFeedback } from "./feedback";
import { outcome, requireSection, type Outcome } from "./guard.server";
import {
  fileProblem,
  issueTarget,
  issueText,
  nextRow,
  outOfOrderRows,
  placeText,
  rulesFromForm,
  type RuleRow,
} from "./prayer-form";
import { useLiveTopics } from "~/modules/live/use-live";
import { formatLongDate, formatTime12, prayerLabels, prayerNames, type DayRecord } from "~/modules/prayer/day-record";
import { hijriDate } from "~/modules/prayer/hijri";
import {
  deleteTimetableYear,
  getDays,
  getPrayerRules,
  importTimetable,
  listTimetableYears,
  updatePrayerRules,
} from "~/modules/prayer/prayer.server";
import { prayerMessages, prayerRulesSchema, TIMETABLE_MAX_CHARS, timetableYearParams } from "~/modules/prayer/schema";
import { addDays, zonedDate } from "~/modules/prayer/zoned-time";

export const meta = () => [{ title: "Prayer times · Dashboard" }, { name: "robots", content: "noindex" }];

const rulesNotSaved = "The prayer settings were not saved.";

export async function loader({ context }: Route.LoaderArgs) {
  requireSection(context, "manage:prayer-times");
  const { db, config } = context.services;
  const place = config.prayer;
  const today = zonedDate(Date.now(), place.timeZone);
  const [years, rules, preview] = await Promise.all([
    listTimetableYears(db),
    getPrayerRules(db),
    getDays(db, place, today, addDays(today, 6)),
  ]);
  return { years, rules, preview, today, place: placeText(place) };
}

// No permission check of its own: each command checks manage:prayer-times, so the page and the
// JSON API refuse the same people. A refused role gets its 401/403; a refused file or setting is an
// answer for the form (200), not an HTTP failure for the browser to log.
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.services;
  const { actor } = context;
  const form = await request.formData();
  let result: Outcome;
  switch (form.get("intent")) {
    case "import":
      result = await outcome("import", async () => importTimetable(db, actor, { csv: await csvOf(form) }), {
        success: (r) => prayerMessages.imported(r.year, r.days),
        failure: prayerMessages.refused,
        invalid: prayerMessages.refused,
      });
      break;
    case "remove": {
      const year = timetableYearParams.safeParse({ year: form.get("year") });
      result = year.success
        ? await outcome("remove", () => deleteTimetableYear(db, actor, year.data.year), {
            success: (r) => prayerMessages.removed(r.year),
            failure: "The timetable was not removed.",
          })
        : { form: "remove", ok: false, message: "Choose a year to remove.", status: 400 };
      break;
    }
    case "rules":
      result = await outcome("rules", () => updatePrayerRules(db, actor, rulesFromForm(form)), {
        success: prayerMessages.rulesSaved,
        failure: rulesNotSaved,
        invalid: rulesNotSaved,
      });
      break;
    default:
      result = { form: "unknown", ok: false, message: "Unknown action.", status: 400 };
  }
  const status = result.status === 401 || result.status === 403 ? result.status : 200;
  return data(result, { status });
}

/** The CSV text the browser read, or (without JavaScript) the file it sent. */
async function csvOf(form: FormData): Promise<string> {
  const csv = form.get("csv");
  if (typeof csv === "string") return csv;
  const file = form.get("file");
  return file instanceof File ? file.text() : "";
}

/** Why an action refused, one reason per line: bad rows, schema messages or the server's reason. */
function reasons(result: Outcome): string[] {
  const errors = (result.details as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(errors)) return errors.map(String);
  if (result.issues?.length) return result.issues.map(issueText);
  return result.detail ? [result.detail] : [];
}

function Refusal({ result }: { result: Outcome }) {
  const list = reasons(result);
  return (
    <div className="alert alert-danger mt-3" role="alert">
      <p className={list.length ? "mb-2" : "mb-0"}>{result.message}</p>
      {list.length ? (
        <ul className="mb-0 refusal-reasons">
          {list.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Feedback for forms whose refusals carry a list of reasons. */
function Result({ result, form }: { result: Outcome | undefined; form: string }) {
  if (!result || result.form !== form) return null;
  return result.ok ? <Feedback result={result} form={form} /> : <Refusal result={result} />;
}

function useForm(key: string) {
  const fetcher = useFetcher<typeof action>({ key });
  // Without JavaScript a form posts as a document, and its answer is the page's action data.
  const posted = useActionData<typeof action>() as Outcome | undefined;
  const own = fetcher.data as Outcome | undefined;
  const result = fetcher.state === "idle" ? (own ?? posted) : undefined;
  return { fetcher, result, busy: fetcher.state !== "idle" };
}

const csvExample = `date,fajr,sunrise,dhuhr,asr,maghrib,isha
2026-03-01,5:52,7:07,12:41,4:19 pm,6:12 pm,7:28 pm
2026-03-02,05:50,07:05,12:41,16:20,18:13,19:29`;

function ImportForm() {
  const { fetcher, result, busy } = useForm("prayer-import");
  const [reading, setReading] = useState(false);
  const [local, setLocal] = useState<string | null>(null);
  // A cleared file input after each import (state adjusted during render, not in an effect).
  const [inputKey, setInputKey] = useState(0);
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result?.ok) setInputKey((k) => k + 1);
  }
  const working = reading || busy;

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setLocal(null);
    const file = (e.currentTarget.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    if (!file) return setLocal("Choose a CSV file to import.");
    const problem = fileProblem(file, TIMETABLE_MAX_CHARS);
    if (problem) return setLocal(problem);
    setReading(true);
    try {
      const csv = await file.text();
      // Multipart, like the file itself: URL-encoding would nearly triple a CSV's commas and colons.
      await fetcher.submit({ intent: "import", csv }, { method: "post", encType: "multipart/form-data" });
    } catch {
      setLocal(`${file.name} could not be read. Choose the file again.`);
    } finally {
      setReading(false);
    }
  }

  return (
    <>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="dash-form"
      >
        <input type="hidden" name="intent" value="import" />
        <label className="form-label" htmlFor="timetable-file">
          Timetable file (CSV, one year)
        </label>
        <div className="import-row">
          <input
            key={inputKey}
            id="timetable-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            className="form-control"
            aria-describedby="timetable-format"
            onChange={() => setLocal(null)}
          />
          <button type="submit" className="btn btn-primary" disabled={working}>
            {working ? "Importing…" : "Import timetable"}
          </button>
        </div>
      </fetcher.Form>
      {local ? <LocalFeedback ok={false} message={local} /> : <Result result={result} form="import" />}
    </>
  );
}

function daysInYear(year: number) {
  return new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1 ? 366 : 365;
}

function Years({ years, place }: { years: { year: number; days: number }[]; place: string }) {
  const { fetcher, result, busy } = useForm("prayer-remove");
  // The year stays set while the dialog fades out, so its title does not go blank on the way.
  const [target, setTarget] = useState<{ year: number; days: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result) setConfirming(false);
  }
  const confirm = (y: { year: number; days: number }) => {
    setTarget(y);
    setConfirming(true);
  };
  return (
    <>
      <h3 className="h5 mt-4">Imported years</h3>
      {years.length === 0 ? (
        <p className="text-muted mb-0">No timetable imported: all days are computed for {place}.</p>
      ) : (
        <>
          <p className="text-muted">Days not in an imported year are computed for {place}.</p>
          <ul className="list-group timetable-years">
            {years.map((y) => (
              <li key={y.year} className="list-group-item d-flex align-items-center gap-2">
                <span>
                  <strong>{y.year}</strong>{" "}
                  <span className="text-muted">
                    {y.days} of {daysInYear(y.year)} days
                  </span>
                </span>
                <button type="button" className="btn btn-outline-danger btn-sm ms-auto" onClick={() => confirm(y)}>
                  Remove <span className="visually-hidden">the {y.year} timetable</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Result result={result} form="remove" />
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby="remove-year-title">
        <Modal.Header closeButton>
          <Modal.Title id="remove-year-title">Remove the {target?.year} timetable?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">
            Its {target?.days} imported days are deleted and computed again. To undo, import the file again.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="year" value={target?.year ?? ""} />
            <button type="submit" className="btn btn-danger" disabled={busy}>
              {busy ? "Removing…" : "Yes, remove"}
            </button>
          </fetcher.Form>
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

type Rules = Route.ComponentProps["loaderData"]["rules"];
type Issues = NonNullable<Outcome["issues"]>;

function RulesForm({ rules, today }: { rules: Rules; today: string }) {
  const { fetcher, result, busy } = useForm("prayer-rules");
  const [offset, setOffset] = useState(String(rules.hijriOffsetDays));
  const [rows, setRows] = useState<(RuleRow & { id: number })[]>(() =>
    rules.ramadanIsha.map((s, id) => ({ id, fromDay: String(s.fromDay), time: s.time })),
  );
  const [nextId, setNextId] = useState(rules.ramadanIsha.length);
  const [local, setLocal] = useState<Issues | null>(null);
  const issues = local ?? (result && !result.ok && result.form === "rules" ? (result.issues ?? []) : []);
  const invalid = new Set(issues.map((i) => issueTarget(i.path)));
  if (issues.some((i) => i.path.length === 1 && i.path[0] === "ramadanIsha")) {
    for (const i of outOfOrderRows(rows)) invalid.add(`day-${i}`);
  }
  const offsetNumber = Number(offset);
  const hijriToday =
    offset.trim() !== "" && Number.isInteger(offsetNumber) && Math.abs(offsetNumber) <= 3
      ? hijriDate(today, offsetNumber).label
      : null;

  const update = (id: number, change: Partial<RuleRow>) =>
    setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...change } : r)));
  const addRow = () => {
    setRows((rs) => [...rs, { id: nextId, ...nextRow(rs) }]);
    setNextId((n) => n + 1);
  };
  const lastDay = Number(rows[rows.length - 1]?.fromDay);

  return (
    <fetcher.Form
      method="post"
      noValidate
      className="dash-form"
      onSubmit={(e) => {
        setLocal(null);
        const parsed = prayerRulesSchema.safeParse(rulesFromForm(new FormData(e.currentTarget)));
        if (!parsed.success) {
          e.preventDefault();
          setLocal(parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })));
        }
      }}
    >
      <input type="hidden" name="intent" value="rules" />
      <div className="mb-4">
        <label className="form-label" htmlFor="hijri-offset">
          Hijri date offset (days)
        </label>
        <input
          id="hijri-offset"
          name="hijriOffsetDays"
          type="number"
          inputMode="numeric"
          min={-3}
          max={3}
          step={1}
          className={`form-control offset-input${invalid.has("offset") ? " is-invalid" : ""}`}
          aria-invalid={invalid.has("offset") || undefined}
          aria-describedby="hijri-offset-help hijri-today"
          value={offset}
          onChange={(e) => setOffset(e.target.value)}
        />
        <p id="hijri-offset-help" className="form-text mb-1">
          Days added to the Umm al-Qura calendar when the local moon sighting differs, from -3 to 3.
        </p>
        <p id="hijri-today" className="mb-0" aria-live="polite">
          {hijriToday ? (
            <>
              With this offset, today ({formatLongDate(today)}) is <strong>{hijriToday}</strong>.
            </>
          ) : (
            "Enter a whole number from -3 to 3 to see today's Hijri date."
          )}
        </p>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label h6">Ramadan Isha iqamah</legend>
        <p className="form-text mt-0" id="ramadan-help">
          From each night of Ramadan on, Isha iqamah is at the row&apos;s time, until the next row. Night 1 always has a
          row. A time before the Isha adhan is ignored and the usual rule applies.
        </p>
        <table className="table table-sm align-middle ramadan-rows" aria-describedby="ramadan-help">
          <thead>
            <tr>
              <th scope="col">From night</th>
              <th scope="col">Isha iqamah</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.id}>
                <td>
                  {i === 0 ? (
                    <>
                      <input type="hidden" name="fromDay" value="1" />
                      <span className="form-control-plaintext">1</span>
                    </>
                  ) : (
                    <>
                      <label className="visually-hidden" htmlFor={`ramadan-day-${i}`}>
                        Row {i + 1}: from night
                      </label>
                      <input
                        id={`ramadan-day-${i}`}
                        name="fromDay"
                        type="number"
                        inputMode="numeric"
                        min={2}
                        max={30}
                        className={`form-control day-input${invalid.has(`day-${i}`) ? " is-invalid" : ""}`}
                        aria-invalid={invalid.has(`day-${i}`) || undefined}
                        value={row.fromDay}
                        onChange={(e) => update(row.id, { fromDay: e.target.value })}
                      />
                    </>
                  )}
                </td>
                <td>
                  <label className="visually-hidden" htmlFor={`ramadan-time-${i}`}>
                    Row {i + 1}: Isha iqamah time
                  </label>
                  <input
                    id={`ramadan-time-${i}`}
                    name="time"
                    type="time"
                    className={`form-control time-input${invalid.has(`time-${i}`) ? " is-invalid" : ""}`}
                    aria-invalid={invalid.has(`time-${i}`) || undefined}
                    value={row.time}
                    onChange={(e) => update(row.id, { time: e.target.value })}
                  />
                </td>
                <td className="text-end">
                  {i === 0 ? null : (
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      onClick={() => setRows((rs) => rs.filter((r) => r.id !== row.id))}
                    >
                      Remove <span className="visually-hidden">row {i + 1}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={addRow}
          disabled={rows.length >= 30 || lastDay >= 30}
        >
          Add a row
        </button>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Saving…" : "Save prayer settings"}
      </button>
      {local ? (
        <Refusal result={{ form: "rules", ok: false, message: rulesNotSaved, issues: local }} />
      ) : (
        <Result result={result} form="rules" />
      )}
    </fetcher.Form>
  );
}

function Preview({ days }: { days: DayRecord[] }) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-labelledby="preview-title">
      <table className="table table-sm prayer-preview">
        <caption className="visually-hidden">Start and iqamah times of the next 7 days</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {prayerNames.map((n) => (
              <th key={n} scope="col">
                {prayerLabels[n]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">
                {d.weekday.slice(0, 3)} {d.date}
                {d.isToday ? " (today)" : ""}
                <span className="d-block small text-muted fw-normal">
                  {d.hijri.label}
                  {d.ramadanDay ? ` · Ramadan night ${d.ramadanDay}` : ""}
                </span>
                {d.source === "timetable" ? (
                  <span className="badge bg-primary">Timetable</span>
                ) : (
                  <span className="badge bg-secondary">Computed</span>
                )}
              </th>
              {prayerNames.map((n) => {
                const iqamah = n === "sunrise" ? undefined : d.iqamah[n];
                return (
                  <td key={n} data-label={prayerLabels[n]}>
                    {formatTime12(d.start[n])}
                    {n === "sunrise" ? null : (
                      <span className="d-block small text-muted">
                        {iqamah ? `Iqamah ${formatTime12(iqamah)}` : d.isFriday && n === "dhuhr" ? "Jumu'ah" : null}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function PrayerTimes({ loaderData }: Route.ComponentProps) {
  useLiveTopics(["prayer-times"]);
  const { years, rules, preview, today, place } = loaderData;
  return (
    <>
      <section aria-labelledby="timetable-title" className="dash-panel">
        <h2 id="timetable-title" className="h4">
          Masjid timetable
        </h2>
        <p>
          Import the masjid&apos;s yearly timetable to use its start times instead of the computed ones. Iqamah times
          follow from the start times by the usual rules.
        </p>
        <div id="timetable-format">
          <ul>
            <li>
              A CSV file with the columns <code>date,fajr,sunrise,dhuhr,asr,maghrib,isha</code> in that order; a header
              row with these names is optional (with one, the columns may come in any order).
            </li>
            <li>
              Dates as <code>YYYY-MM-DD</code>; times as 24-hour <code>HH:MM</code> (<code>17:42</code>) or with am/pm (
              <code>5:42 pm</code>).
            </li>
            <li>
              One year per file, up to 200 KB. Importing replaces that year&apos;s timetable; other years stay. If any
              row is wrong, nothing is imported.
            </li>
            <li>Errors name rows by their line number in the file (a header is line 1).</li>
          </ul>
        </div>
        <p className="mb-1" id="csv-example-title">
          For example (both time styles may be mixed):
        </p>
        {/* Focusable: on a phone the lines scroll sideways, and keyboard users must reach them too. */}
        <pre className="csv-example" tabIndex={0} role="region" aria-labelledby="csv-example-title">
          <code>{csvExample}</code>
        </pre>
        <p>
          <a href="/dashboard/prayer-times/template.csv" download>
            Download a template
          </a>{" "}
          <span className="text-muted">(the header and the computed times of January 1 to 3 of this year)</span>
        </p>
        <ImportForm />
        <Years years={years} place={place} />
      </section>
      <section aria-labelledby="rules-title" className="dash-panel">
        <h2 id="rules-title" className="h4">
          Hijri date and Ramadan
        </h2>
        <RulesForm key={JSON.stringify(rules)} rules={rules} today={today} />
      </section>
      <section aria-labelledby="preview-title" className="dash-panel">
        <h2 id="preview-title" className="h4">
          The next 7 days
        </h2>
        <p className="text-muted">As the site shows them now, with the timetable and settings above.</p>
        <Preview days={preview} />
      </section>
    </>
  );
}

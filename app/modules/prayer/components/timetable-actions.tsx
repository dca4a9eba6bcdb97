// Print, CSV download and the calendar subscription of the monthly timetable.
import { useRef, useState, useSyncExternalStore } from "react";

const noop = () => () => {};
/** False in the server's HTML, true once hydrated: buttons that need JavaScript appear only then. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** Apple Calendar and Outlook open a webcal:// address as a subscription, not a one-off import. */
export const webcalUrl = (feedUrl: string) => feedUrl.replace(/^https?:/, "webcal:");

export function TimetableButtons({
  csvHref,
  csvFilename,
  feedUrl,
}: {
  csvHref: string;
  csvFilename: string;
  feedUrl: string;
}) {
  const hydrated = useHydrated();
  return (
    <div className="pt-buttons">
      <a className="btn btn-outline-primary" href={csvHref} download={csvFilename}>
        Download CSV
      </a>
      <a className="btn btn-outline-primary" href={webcalUrl(feedUrl)} aria-describedby="pt-feed-help">
        Subscribe in your calendar
      </a>
      {/* Last in the row, so its appearing on hydration moves nothing else. */}
      {hydrated ? (
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print
        </button>
      ) : null}
    </div>
  );
}

/** The feed's address as text to copy, for calendar apps that ask for one (Google Calendar). */
export function CalendarFeed({ feedUrl }: { feedUrl: string }) {
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState("");

  const copy = async () => {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopied("Address copied.");
    } catch {
      // Without clipboard access (a plain http address, or a refusal) the text is selected instead.
      setCopied("The address is selected: press Ctrl+C (or ⌘C) to copy it.");
    }
  };

  return (
    <section className="pt-feed" aria-labelledby="pt-feed-title">
      <h2 id="pt-feed-title">Calendar subscription</h2>
      <p id="pt-feed-help">
        Iqamah and Jumu&apos;ah times from a week ago to two months ahead, kept up to date. Apple Calendar and Outlook
        open it from <strong>Subscribe in your calendar</strong>; in Google Calendar choose Other calendars, From URL,
        and paste this address.
      </p>
      <label htmlFor="pt-feed-url" className="form-label">
        Calendar address
      </label>
      <div className="pt-feed-row">
        <input
          ref={field}
          id="pt-feed-url"
          className="form-control"
          type="url"
          readOnly
          value={feedUrl}
          onFocus={(e) => e.currentTarget.select()}
        />
        {hydrated ? (
          <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
            Copy
          </button>
        ) : null}
      </div>
      <p className="pt-help" role="status">
        {copied}
      </p>
    </section>
  );
}

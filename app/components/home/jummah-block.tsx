import { CtaLink } from "~/components/cta-link";
import { formatLongDate } from "~/modules/prayer/day-record";
import { jummahKeys, jummahSessions, type JummahInfo } from "~/modules/jummah/sessions";

interface Props {
  info: JummahInfo;
  /** The Friday shown, "YYYY-MM-DD", chosen on the server in the campus's zone. */
  friday: string;
  /** The Khutbah Feedback form when staff have set one. */
  feedbackUrl?: string;
}

/** Jumu'ah on Campus: the coming Friday and the four sessions with khateeb and topic (live: updated from the dashboard). */
export function JummahBlock({ info, friday, feedbackUrl }: Props) {
  return (
    <section className="container page-section" aria-labelledby="jummah-title">
      <div className="jummah-head">
        <div>
          <h2 id="jummah-title">Jumu'ah on Campus</h2>
          <p className="jummah-date">
            <time dateTime={friday} data-testid="jummah-date">
              {formatLongDate(friday)}
            </time>
          </p>
        </div>
        {feedbackUrl ? (
          <CtaLink to={feedbackUrl} external tone="green">
            Jumu'ah Feedback<span className="visually-hidden"> (opens in a new tab)</span>
          </CtaLink>
        ) : (
          // No feedback form yet: the contact form takes the feedback instead.
          <CtaLink to="/contact-us" tone="green">
            Jumu'ah Feedback
          </CtaLink>
        )}
      </div>
      <div className="jummah-grid">
        {jummahKeys.map((k) => {
          const s = jummahSessions[k];
          return (
            <article key={k} className="jummah-card" aria-labelledby={`jummah-${k}`}>
              <h3 id={`jummah-${k}`} className="h5">
                {s.label}
              </h3>
              <p className="jummah-where">
                {s.room} · {s.time}
              </p>
              <p className="mb-1">
                <strong>Khateeb:</strong>{" "}
                <span data-testid={`${k}-khateeb`}>{info[k].khateeb || "To be announced"}</span>
              </p>
              <p className="mb-0">
                <strong>Topic:</strong> <span data-testid={`${k}-topic`}>{info[k].topic || "To be announced"}</span>
              </p>
            </article>
          );
        })}
      </div>
    </section>
  );
}

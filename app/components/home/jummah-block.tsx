import { jummahKeys, jummahSessions, type JummahInfo } from "~/modules/jummah/sessions";

/** Jumu'ah on Campus: the four sessions with khateeb and topic (live: updated from the dashboard). */
export function JummahBlock({ info }: { info: JummahInfo }) {
  return (
    <section className="container page-section" aria-labelledby="jummah-title">
      <h2 id="jummah-title">Jumu'ah on Campus</h2>
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

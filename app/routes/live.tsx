import { useMemo, useState } from "react";
import Modal from "react-bootstrap/Modal";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/live";
import { pageTitle } from "~/lib/meta";
import type { RootData } from "~/root";
import { getSnapshot } from "~/modules/tournament/tournament.server";
import { goalsLabel, to12h, type Game, type Gender, type Snapshot, type Team } from "~/modules/tournament/schema";
import { TeamLogo } from "~/modules/tournament/components/team-logo";
import { DonationLinks } from "~/modules/tournament/components/donation-links";
import { DirectionsDropdown } from "~/modules/tournament/components/directions";
import { LiveStatusBadge } from "~/modules/tournament/components/live-status";
import { useTournamentSnapshot } from "~/modules/tournament/components/use-snapshot";
import "~/styles/tournament.scss";

export const handle = { bareShell: true };

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  return [{ title: pageTitle("Tournament Live Stream & Updates", root?.identity.shortName) }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return (await getSnapshot(context.services.db)).snapshot;
}

// The page keeps itself current from live events; a navigation back to it is the only reason to re-run.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

type Filter = "all" | Gender;
const filters: { key: Filter; label: string }[] = [
  { key: "all", label: "All" },
  { key: "Sisters", label: "Sisters" },
  { key: "Brothers", label: "Brothers" },
];

function FilterButtons({ value, onChange, label }: { value: Filter; onChange: (f: Filter) => void; label: string }) {
  return (
    <div className="btn-group filter-group" role="group" aria-label={label}>
      {filters.map((f) => (
        <button
          key={f.key}
          type="button"
          className={`btn btn-sm ${value === f.key ? "btn-primary" : "btn-outline-primary"}`}
          aria-pressed={value === f.key}
          onClick={() => onChange(f.key)}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}

export default function Live({ loaderData, matches }: Route.ComponentProps) {
  const root = matches[0]?.loaderData as RootData | undefined;
  const product = root?.identity.shortName ?? "UWMSA";
  const linkHub = root?.identity.socials.find((s) => s.label === "Link hub")?.url;
  const { snapshot, status } = useTournamentSnapshot(loaderData);
  const teams = useMemo(() => new Map(snapshot.teams.map((t) => [t.id, t])), [snapshot]);
  const [openGame, setOpenGame] = useState<string | null>(null);
  const [openTeam, setOpenTeam] = useState<string | null>(null);
  const game = snapshot.games.find((g) => g.id === openGame);
  const team = openTeam ? teams.get(openTeam) : undefined;

  return (
    <div className="tournament-page live-page">
      <nav className="navbar navbar-dark live-navbar" aria-label="Tournament">
        <div className="container">
          <a className="navbar-brand" href="/live">
            {product} Tournament
          </a>
          <div className="d-flex gap-2 align-items-center flex-wrap">
            <DirectionsDropdown />
            <a className="btn btn-warning" href="/">
              Main Site
            </a>
          </div>
        </div>
      </nav>
      <div className="container page-section">
        <h1 className="live-title">Tournament Live Stream &amp; Updates</h1>
        <LiveStatusBadge status={status} />
        {snapshot.settings.livestream ? (
          <div className="livestream ratio ratio-16x9">
            <iframe
              src={snapshot.settings.livestream}
              title="Tournament livestream (semis and finals)"
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          </div>
        ) : null}
        <div className="link-buttons">
          {linkHub ? (
            <a className="btn btn-warning" href={linkHub} target="_blank" rel="noopener noreferrer">
              Link Hub<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
          <a className="btn btn-outline-primary" href="/our-impact">
            Our Impact
          </a>
        </div>
        <section className="donation-block" aria-labelledby="donate-heading">
          <h2 id="donate-heading">Donate</h2>
          <DonationLinks links={snapshot.donationLinks} product={product} />
        </section>
        <div className="row g-4 live-columns">
          <div className="col-lg-5">
            <Schedule snapshot={snapshot} teams={teams} product={product} onOpen={setOpenGame} />
          </div>
          <div className="col-lg-7">
            <Standings snapshot={snapshot} onOpen={setOpenTeam} />
            <PlayerStats snapshot={snapshot} />
          </div>
        </div>
      </div>

      <Modal show={Boolean(game)} onHide={() => setOpenGame(null)} centered aria-labelledby="game-modal-title">
        {game ? <GameDetails game={game} teams={teams} /> : null}
      </Modal>
      <Modal show={Boolean(team)} onHide={() => setOpenTeam(null)} centered aria-labelledby="roster-modal-title">
        <Modal.Header closeButton>
          <Modal.Title id="roster-modal-title">Team Roster</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {team ? (
            <>
              <h3 className="h5">{team.name}</h3>
              <Roster team={team} />
            </>
          ) : null}
        </Modal.Body>
      </Modal>
    </div>
  );
}

function Roster({ team }: { team: Team }) {
  if (team.players.length === 0) return <p className="text-muted">No players listed.</p>;
  return (
    <ul className="roster">
      {team.players.map((p) => (
        <li key={p.id}>{p.name}</li>
      ))}
    </ul>
  );
}

function Schedule(props: {
  snapshot: Snapshot;
  teams: Map<string, Team>;
  product: string;
  onOpen: (id: string) => void;
}) {
  const [filter, setFilter] = useState<Filter>("all");
  const [liveOnly, setLiveOnly] = useState(false);
  const games = props.snapshot.games.filter(
    (g) => (filter === "all" || g.gender === filter) && (!liveOnly || g.status === "live"),
  );
  return (
    <section aria-labelledby="schedule-heading" className="live-section">
      <h2 id="schedule-heading">Schedule</h2>
      <div className="d-flex flex-wrap gap-2 mb-3 align-items-center">
        <FilterButtons value={filter} onChange={setFilter} label="Schedule division" />
        <button
          type="button"
          className={`btn btn-sm ${liveOnly ? "btn-danger" : "btn-outline-secondary"}`}
          aria-pressed={liveOnly}
          onClick={() => setLiveOnly(!liveOnly)}
        >
          Live Only: {liveOnly ? "ON" : "OFF"}
        </button>
      </div>
      {games.length === 0 ? <p className="text-muted">No games to show.</p> : null}
      <ul className="game-list">
        {games.map((g) => (
          <li key={g.id}>
            <GameCard game={g} teams={props.teams} product={props.product} onOpen={props.onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GameCard({
  game,
  teams,
  product,
  onOpen,
}: {
  game: Game;
  teams: Map<string, Team>;
  product: string;
  onOpen: (id: string) => void;
}) {
  const t1 = teams.get(game.team1Id);
  const t2 = teams.get(game.team2Id);
  const ended = game.status === "ended";
  const result = (mine: number, theirs: number) =>
    !ended || mine === theirs ? "" : mine > theirs ? "winner" : "loser";
  const side = (t: Team | undefined, score: number, other: number) => (
    <div className={`game-team ${result(score, other)}`} data-side={t === t1 ? 1 : 2}>
      <TeamLogo university={t?.university ?? ""} product={product} />
      <span className="game-team-name">{t?.name ?? "?"}</span>
      <span className="game-score" aria-label={`${t?.name ?? "?"} score`}>
        {score}
      </span>
    </div>
  );
  return (
    <button
      type="button"
      className={`game-card game-${game.status.replace(" ", "-")}`}
      data-game={game.number}
      onClick={() => onOpen(game.id)}
    >
      <div className="game-card-top">
        {game.status === "live" ? (
          <span className="badge live-badge">LIVE</span>
        ) : (
          <span className="game-time">{to12h(game.startTime)}</span>
        )}
        <span className="game-number">Game {game.number}</span>
        {ended ? <span className="badge ended-badge">Final</span> : null}
      </div>
      {side(t1, game.score1, game.score2)}
      {side(t2, game.score2, game.score1)}
      <div className="game-card-bottom">
        {game.location} ({game.gender})
      </div>
    </button>
  );
}

function GameDetails({ game, teams }: { game: Game; teams: Map<string, Team> }) {
  const t1 = teams.get(game.team1Id);
  const t2 = teams.get(game.team2Id);
  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id="game-modal-title">
          {t1?.name} vs {t2?.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          Game {game.number}: {to12h(game.startTime)} to {to12h(game.endTime)}, {game.location} ({game.gender}) —{" "}
          {game.score1} : {game.score2}
        </p>
        <div className="row">
          {[t1, t2].map((t, i) =>
            t ? (
              <div className="col-6" key={i}>
                <h3 className="h6">{t.name}</h3>
                <Roster team={t} />
              </div>
            ) : null,
          )}
        </div>
        <h3 className="h6">Goals Scored</h3>
        {game.goals.length === 0 ? (
          <p className="text-muted">No goals recorded.</p>
        ) : (
          <ul className="goals-list">
            {game.goals.map((g) => (
              <li key={g.playerId}>{goalsLabel(g.name, g.count)}</li>
            ))}
          </ul>
        )}
      </Modal.Body>
    </>
  );
}

type SortKey = "w" | "l" | "d" | "pts";

function Standings({ snapshot, onOpen }: { snapshot: Snapshot; onOpen: (id: string) => void }) {
  const [filter, setFilter] = useState<Filter>("all");
  const [sort, setSort] = useState<{ key: SortKey; dir: "asc" | "desc" }>({ key: "pts", dir: "desc" });
  const official = snapshot.standings.filter((r) => filter === "all" || r.gender === filter);
  const rank = new Map(official.map((r, i) => [r.teamId, i]));
  const rows = [...official].sort((a, b) => {
    const diff = a[sort.key] - b[sort.key];
    // Within equal values the official order (points, GD, goals for, name) decides.
    return (sort.dir === "asc" ? diff : -diff) || rank.get(a.teamId)! - rank.get(b.teamId)!;
  });
  // Tie notes only once teams have played: before kick-off everyone is level on nothing.
  const notes = official.filter((r) => r.separatedBy && r.played > 0);
  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th scope="col" aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}>
        <button
          type="button"
          className="sort-button"
          onClick={() => setSort(active ? { key, dir: sort.dir === "desc" ? "asc" : "desc" } : { key, dir: "desc" })}
        >
          {label}
          <span aria-hidden="true">{active ? (sort.dir === "desc" ? " ▼" : " ▲") : ""}</span>
        </button>
      </th>
    );
  };
  return (
    <section aria-labelledby="standings-heading" className="live-section">
      <h2 id="standings-heading">Standings</h2>
      <FilterButtons value={filter} onChange={setFilter} label="Standings division" />
      <div className="table-responsive mt-2">
        <table className="table table-sm table-hover standings-table">
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">Org</th>
              {header("w", "W")}
              {header("l", "L")}
              {header("d", "D")}
              {header("pts", "Pts")}
              <th scope="col">
                <abbr title="Goal difference">GD</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.teamId} data-team={r.name}>
                <th scope="row">
                  <button type="button" className="row-button" onClick={() => onOpen(r.teamId)}>
                    {r.name}
                  </button>
                </th>
                <td>{r.university}</td>
                <td>{r.w}</td>
                <td>{r.l}</td>
                <td>{r.d}</td>
                <td className="fw-bold">{r.pts}</td>
                <td>{r.gd > 0 ? `+${r.gd}` : r.gd}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small text-muted standings-rule">
        Win 3, draw 1, loss 0. Ties on points are broken by goal difference, then goals for, then name.
        {notes.map((r) => {
          const i = snapshot.standings.indexOf(r);
          const above = snapshot.standings
            .slice(0, i)
            .reverse()
            .find((x) => x.gender === r.gender);
          return above ? (
            <span key={r.teamId} className="d-block tie-note">
              {above.name} ahead of {r.name} on {r.separatedBy}.
            </span>
          ) : null;
        })}
      </p>
    </section>
  );
}

type StatKey = "name" | "team" | "goals";

function PlayerStats({ snapshot }: { snapshot: Snapshot }) {
  const [filter, setFilter] = useState<Filter>("all");
  const [sort, setSort] = useState<{ key: StatKey; dir: "asc" | "desc" }>({ key: "goals", dir: "desc" });
  const rows = snapshot.playerStats
    .filter((r) => filter === "all" || r.gender === filter)
    .sort((a, b) => {
      const diff = sort.key === "goals" ? a.goals - b.goals : a[sort.key].localeCompare(b[sort.key]);
      return (sort.dir === "asc" ? diff : -diff) || a.name.localeCompare(b.name);
    });
  const header = (key: StatKey, label: string) => {
    const active = sort.key === key;
    return (
      <th scope="col" aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}>
        <button
          type="button"
          className="sort-button"
          onClick={() =>
            setSort(
              active
                ? { key, dir: sort.dir === "desc" ? "asc" : "desc" }
                : { key, dir: key === "goals" ? "desc" : "asc" },
            )
          }
        >
          {label}
          <span aria-hidden="true">{active ? (sort.dir === "desc" ? " ▼" : " ▲") : ""}</span>
        </button>
      </th>
    );
  };
  return (
    <section aria-labelledby="stats-heading" className="live-section">
      <h2 id="stats-heading">Player Stats</h2>
      <FilterButtons value={filter} onChange={setFilter} label="Player stats division" />
      <div className="table-responsive mt-2">
        <table className="table table-sm stats-table">
          <thead>
            <tr>
              {header("name", "Player")}
              {header("team", "Team")}
              <th scope="col">Org</th>
              {header("goals", "Goals")}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="text-muted">
                  No players yet.
                </td>
              </tr>
            ) : null}
            {rows.map((r) => (
              <tr key={r.playerId}>
                <td>{r.name}</td>
                <td>{r.team}</td>
                <td>{r.university}</td>
                <td>{r.goals}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

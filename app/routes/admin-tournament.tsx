import { useState } from "react";
import { Form, data, redirect, useNavigation, useRouteLoaderData } from "react-router";
import Modal from "react-bootstrap/Modal";
import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import { z } from "zod";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/admin-tournament";
import { pageTitle } from "~/lib/meta";
import type { RootData } from "~/root";
import { can } from "~/modules/accounts/policy";
import { forwardToAuth, withCookies } from "~/modules/accounts/auth-forward.server";
import { getSnapshot, getVisits } from "~/modules/tournament/tournament.server";
import {
  PRODUCT,
  donationMsas,
  gameStatuses,
  genders,
  locations,
  messages,
  msaLabel,
  to12h,
  type Snapshot,
} from "~/modules/tournament/schema";
import { useHydrated } from "~/modules/tournament/components/use-hydrated";
import { useTournamentSnapshot } from "~/modules/tournament/components/use-snapshot";
import "~/styles/tournament.scss";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  return [
    { title: pageTitle("Tournament Admin Portal", root?.identity.shortName) },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { actor, services } = context;
  if (!actor) return { state: "signed-out" as const };
  if (!can(actor.role, "manage:tournament")) return { state: "forbidden" as const, email: actor.email };
  const [snapshot, visits] = await Promise.all([getSnapshot(services.db), getVisits(services.db, actor)]);
  return { state: "ok" as const, snapshot: snapshot.snapshot, visits };
}

export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  // Writes go through the JSON API and arrive as live events; only sign-in and navigation reload.
  return formMethod === "POST" || currentUrl.pathname !== nextUrl.pathname;
}

const credentials = z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(128) });

/** The Admin Login modal signs in exactly as /login does (better-auth's handler, its rate limits). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = credentials.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success)
    return data({ error: messages.loginFailed("Please enter your e-mail and password.") }, { status: 400 });
  const result = await forwardToAuth(context, request, "/sign-in/email", parsed.data);
  if (!result.ok) {
    const reason =
      result.status === 429
        ? "Too many login attempts. Please wait a minute and try again."
        : (result.message ?? "Invalid email or password");
    return data(
      { error: messages.loginFailed(reason) },
      { status: result.status >= 400 && result.status < 500 ? result.status : 400 },
    );
  }
  return redirect("/admin/tournament", { headers: withCookies(result.setCookies) });
}

export default function AdminTournament({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="container page-section admin-tournament">
      <h1>Tournament Admin Portal</h1>
      {loaderData.state === "signed-out" ? <AdminLogin error={actionData?.error} /> : null}
      {loaderData.state === "forbidden" ? (
        <div className="alert alert-danger" role="alert">
          You are signed in as {loaderData.email}, but this account may not run the tournament. Ask a super-admin to
          give it the tournament role.
        </div>
      ) : null}
      {loaderData.state === "ok" ? <Portal initial={loaderData.snapshot} visits={loaderData.visits} /> : null}
    </section>
  );
}

function AdminLogin({ error }: { error?: string }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  return (
    <Modal show={hydrated} backdrop="static" keyboard={false} centered aria-labelledby="admin-login-title">
      <Form method="post" className="admin-login-form">
        <Modal.Header>
          <Modal.Title id="admin-login-title">Admin Login</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="mb-3">
            <label className="form-label" htmlFor="admin-email">
              Email
            </label>
            <input
              className="form-control"
              id="admin-email"
              name="email"
              type="email"
              autoComplete="username"
              required
            />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="admin-password">
              Password
            </label>
            <input
              className="form-control"
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </div>
          {error ? (
            <p className="text-danger admin-login-error" role="alert">
              {error}
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
            Login
          </button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

interface ApiResult {
  ok: boolean;
  message: string;
  data: Record<string, unknown> | null;
}
async function api(method: string, path: string, body?: unknown): Promise<ApiResult> {
  try {
    const res = await fetch(`/api/v1${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as
      (Record<string, unknown> & { error?: { message?: string } }) | null;
    return { ok: res.ok, message: json?.error?.message ?? `Request failed (${res.status}).`, data: json };
  } catch {
    return { ok: false, message: "The server could not be reached. Please try again.", data: null };
  }
}

type Note = { ok: boolean; text: string } | null;
function Notice({ note, id }: { note: Note; id: string }) {
  return (
    <p id={id} className={`mt-3 admin-note ${note ? (note.ok ? "text-success" : "text-danger") : ""}`} role="status">
      {note?.text}
    </p>
  );
}

function Portal({ initial, visits }: { initial: Snapshot; visits: number }) {
  const { snapshot } = useTournamentSnapshot(initial);
  return (
    <>
      <p className="visits">
        Total Site Visits: <strong data-testid="visits">{visits > 0 ? visits : "---"}</strong>
      </p>
      <Tabs defaultActiveKey="add-game" id="admin-tabs" className="admin-tabs mb-3" mountOnEnter>
        <Tab eventKey="add-game" title="Add Game">
          <AddGame snapshot={snapshot} />
        </Tab>
        <Tab eventKey="update-game" title="Update Game Information">
          <UpdateGame snapshot={snapshot} />
        </Tab>
        <Tab eventKey="add-team" title="Add Team">
          <AddTeam />
        </Tab>
        <Tab eventKey="player-stats" title="Update Player Stats">
          <PlayerStatsForm snapshot={snapshot} />
        </Tab>
        <Tab eventKey="donation-links" title="Update MSA Donation Links">
          <DonationLinkForm snapshot={snapshot} />
        </Tab>
        <Tab eventKey="registration" title="Player Registration">
          <RegistrationSwitch snapshot={snapshot} />
        </Tab>
      </Tabs>
      <Livestream snapshot={snapshot} />
    </>
  );
}

const teamLabel = (s: Snapshot, id: string) => s.teams.find((t) => t.id === id)?.name ?? "?";

function Select(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="form-select"
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.placeholder ?? "Select…"}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  min?: number;
}) {
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="form-control"
        type={props.type ?? "text"}
        min={props.min}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

const teamOptions = (s: Snapshot, gender?: string) =>
  s.teams
    .filter((t) => !gender || t.gender === gender)
    .map((t) => ({ value: t.id, label: `${t.name} (${t.university}) (${t.gender.toLowerCase()})` }));

function AddGame({ snapshot }: { snapshot: Snapshot }) {
  const next = String(snapshot.games.reduce((m, g) => Math.max(m, g.number), 0) + 1);
  const [number, setNumber] = useState("");
  const [f, setF] = useState({ team1Id: "", team2Id: "", gender: "", startTime: "", endTime: "", location: "" });
  const [note, setNote] = useState<Note>(null);
  const set = (k: keyof typeof f) => (v: string) => setF({ ...f, [k]: v });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const num = number || next;
    if (!num || Object.values(f).some((v) => !v)) return setNote({ ok: false, text: messages.fillAll });
    if (f.team1Id === f.team2Id) return setNote({ ok: false, text: messages.teamsDiffer });
    const r = await api("POST", "/tournament/games", { ...f, number: Number(num) });
    setNote(r.ok ? { ok: true, text: messages.gameAdded } : { ok: false, text: r.message });
    if (r.ok) {
      setNumber("");
      setF({ ...f, team1Id: "", team2Id: "" });
    }
  };
  return (
    <form className="narrow-form add-game-form" onSubmit={submit} noValidate>
      <Field id="game-number" label="Game number" type="number" min={1} value={number || next} onChange={setNumber} />
      <Select
        id="game-gender"
        label="Gender"
        value={f.gender}
        onChange={set("gender")}
        options={genders.map((g) => ({ value: g, label: g }))}
      />
      <Select
        id="game-team1"
        label="Team 1"
        value={f.team1Id}
        onChange={set("team1Id")}
        options={teamOptions(snapshot, f.gender)}
      />
      <Select
        id="game-team2"
        label="Team 2"
        value={f.team2Id}
        onChange={set("team2Id")}
        options={teamOptions(snapshot, f.gender)}
      />
      <Field id="game-start" label="Start time" type="time" value={f.startTime} onChange={set("startTime")} />
      <Field id="game-end" label="End time" type="time" value={f.endTime} onChange={set("endTime")} />
      <Select
        id="game-location"
        label="Location"
        value={f.location}
        onChange={set("location")}
        options={locations.map((l) => ({ value: l, label: l }))}
      />
      <button type="submit" className="btn btn-primary">
        Add Game
      </button>
      <Notice note={note} id="add-game-note" />
    </form>
  );
}

function UpdateGame({ snapshot }: { snapshot: Snapshot }) {
  const [gameId, setGameId] = useState("");
  const [f, setF] = useState({ score1: "", score2: "", location: "", startTime: "", endTime: "", status: "" });
  const [note, setNote] = useState<Note>(null);
  const set = (k: keyof typeof f) => (v: string) => setF({ ...f, [k]: v });
  const game = snapshot.games.find((g) => g.id === gameId);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!game) return setNote({ ok: false, text: messages.selectGame });
    // Only the fields that were filled in are saved.
    const body: Record<string, unknown> = {};
    if (f.score1 !== "") body.score1 = Number(f.score1);
    if (f.score2 !== "") body.score2 = Number(f.score2);
    for (const k of ["location", "startTime", "endTime", "status"] as const) if (f[k]) body[k] = f[k];
    const r = await api("PATCH", `/tournament/games/${game.id}`, body);
    setNote(r.ok ? { ok: true, text: messages.gameUpdated } : { ok: false, text: messages.gameUpdateError });
    if (r.ok) setF({ score1: "", score2: "", location: "", startTime: "", endTime: "", status: "" });
  };
  return (
    <form className="narrow-form update-game-form" onSubmit={submit} noValidate>
      <Select
        id="update-game"
        label="Game"
        value={gameId}
        onChange={setGameId}
        placeholder="Select a game"
        options={snapshot.games.map((g) => ({
          value: g.id,
          label: `Game ${g.number}: ${teamLabel(snapshot, g.team1Id)} vs ${teamLabel(snapshot, g.team2Id)} (${g.gender}, ${to12h(g.startTime)}) ${g.score1}-${g.score2} ${g.status}`,
        }))}
      />
      <Field
        id="update-score1"
        label={`Score ${game ? teamLabel(snapshot, game.team1Id) : "team 1"}`}
        type="number"
        min={0}
        value={f.score1}
        onChange={set("score1")}
      />
      <Field
        id="update-score2"
        label={`Score ${game ? teamLabel(snapshot, game.team2Id) : "team 2"}`}
        type="number"
        min={0}
        value={f.score2}
        onChange={set("score2")}
      />
      <Select
        id="update-location"
        label="Location"
        value={f.location}
        onChange={set("location")}
        placeholder="(unchanged)"
        options={locations.map((l) => ({ value: l, label: l }))}
      />
      <Field id="update-start" label="Start time" type="time" value={f.startTime} onChange={set("startTime")} />
      <Field id="update-end" label="End time" type="time" value={f.endTime} onChange={set("endTime")} />
      <Select
        id="update-status"
        label="Status"
        value={f.status}
        onChange={set("status")}
        placeholder="(unchanged)"
        options={gameStatuses.map((s) => ({ value: s, label: s }))}
      />
      <button type="submit" className="btn btn-primary">
        Update Game
      </button>
      <Notice note={note} id="update-game-note" />
    </form>
  );
}

function AddTeam() {
  const [f, setF] = useState({ name: "", university: "", gender: "" });
  const [note, setNote] = useState<Note>(null);
  const set = (k: keyof typeof f) => (v: string) => setF({ ...f, [k]: v });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!f.name.trim() || !f.university.trim() || !f.gender) return setNote({ ok: false, text: messages.fillAll });
    const r = await api("POST", "/tournament/teams", f);
    setNote(
      r.ok ? { ok: true, text: messages.teamAdded } : { ok: false, text: `${messages.teamAddError} ${r.message}` },
    );
    if (r.ok) setF({ name: "", university: "", gender: f.gender });
  };
  return (
    <form className="narrow-form add-team-form" onSubmit={submit} noValidate>
      <Field id="team-name" label="Team name" value={f.name} onChange={set("name")} />
      <Field id="team-university" label="University (MSA)" value={f.university} onChange={set("university")} />
      <Select
        id="team-gender"
        label="Gender"
        value={f.gender}
        onChange={set("gender")}
        options={genders.map((g) => ({ value: g, label: g }))}
      />
      <button type="submit" className="btn btn-primary">
        Add Team
      </button>
      <Notice note={note} id="add-team-note" />
    </form>
  );
}

function PlayerStatsForm({ snapshot }: { snapshot: Snapshot }) {
  const [teamId, setTeamId] = useState("");
  const [playerId, setPlayerId] = useState("");
  const [goals, setGoals] = useState("");
  const [gameId, setGameId] = useState("");
  const [note, setNote] = useState<Note>(null);
  const team = snapshot.teams.find((t) => t.id === teamId);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const n = Number(goals);
    if (!teamId || !playerId || goals === "" || !Number.isInteger(n) || n < 0)
      return setNote({ ok: false, text: messages.completeAll });
    if (!team) return setNote({ ok: false, text: messages.teamNotFound });
    if (!team.players.some((p) => p.id === playerId)) return setNote({ ok: false, text: messages.playerNotFound });
    const r = await api("PUT", "/tournament/player-goals", { teamId, playerId, goals: n, gameId: gameId || null });
    setNote(r.ok ? { ok: true, text: messages.statsUpdated } : { ok: false, text: r.message });
  };
  return (
    <form className="narrow-form player-stats-form" onSubmit={submit} noValidate>
      <Select
        id="stats-team"
        label="Team"
        value={teamId}
        onChange={(v) => (setTeamId(v), setPlayerId(""))}
        options={teamOptions(snapshot)}
      />
      <Select
        id="stats-player"
        label="Player"
        value={playerId}
        onChange={setPlayerId}
        disabled={!team}
        options={(team?.players ?? []).map((p) => ({ value: p.id, label: p.name }))}
      />
      <Field id="stats-goals" label="Goals" type="number" min={0} value={goals} onChange={setGoals} />
      <Select
        id="stats-game"
        label="Game (optional)"
        value={gameId}
        onChange={setGameId}
        placeholder="No particular game"
        options={snapshot.games
          .filter((g) => g.team1Id === teamId || g.team2Id === teamId)
          .map((g) => ({
            value: g.id,
            label: `Game ${g.number}: ${teamLabel(snapshot, g.team1Id)} vs ${teamLabel(snapshot, g.team2Id)}`,
          }))}
      />
      <button type="submit" className="btn btn-primary">
        Update Player Stats
      </button>
      <Notice note={note} id="player-stats-note" />
    </form>
  );
}

function DonationLinkForm({ snapshot }: { snapshot: Snapshot }) {
  const product = useProduct();
  const [msa, setMsa] = useState("");
  const [link, setLink] = useState("");
  const [note, setNote] = useState<Note>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!msa || !/^https?:\/\/\S+\.\S+/.test(link.trim())) return setNote({ ok: false, text: messages.linkInvalid });
    const r = await api("PUT", `/tournament/donation-links/${encodeURIComponent(msa)}`, { link: link.trim() });
    setNote(r.ok ? { ok: true, text: messages.linkUpdated(msa) } : { ok: false, text: messages.linkInvalid });
    if (r.ok) setLink("");
  };
  const current = snapshot.donationLinks.find((l) => l.msa === msa)?.link;
  return (
    <form className="narrow-form donation-link-form" onSubmit={submit} noValidate>
      <Select
        id="donation-msa"
        label="MSA"
        value={msa}
        onChange={setMsa}
        options={donationMsas.map((m) => ({ value: msaLabel(m, product), label: msaLabel(m, product) }))}
      />
      {current ? <p className="small text-muted">Current link: {current}</p> : null}
      <Field id="donation-link" label="Donation link" type="url" value={link} onChange={setLink} />
      <button type="submit" className="btn btn-primary">
        Update Link
      </button>
      <Notice note={note} id="donation-note" />
    </form>
  );
}

function useProduct() {
  // The association's short name stands for the spec's "{product}" MSA.
  return useRouteLoaderData<RootData>("root")?.identity.shortName ?? PRODUCT;
}

function RegistrationSwitch({ snapshot }: { snapshot: Snapshot }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const active = snapshot.settings.registrationActive;
  const toggle = async () => {
    setBusy(true);
    const r = await api("PUT", "/tournament/registration", { active: !active });
    setBusy(false);
    setNote(r.ok ? null : { ok: false, text: r.message });
  };
  return (
    <div>
      <p>
        <a className="btn btn-outline-primary" href="/registration">
          Register a Player
        </a>
      </p>
      <p>Player registration is {active ? "enabled" : "disabled"}.</p>
      <button
        type="button"
        className={`btn ${active ? "btn-danger" : "btn-primary"} registration-toggle`}
        onClick={toggle}
        disabled={busy}
      >
        {busy ? "Loading..." : active ? "Disable Player Registration" : "Enable Player Registration"}
      </button>
      <Notice note={note} id="registration-note" />
    </div>
  );
}

function Livestream({ snapshot }: { snapshot: Snapshot }) {
  const [url, setUrl] = useState("");
  const [note, setNote] = useState<Note>(null);
  const save = async (value: string | null) => {
    const r = await api("PUT", "/tournament/livestream", { url: value });
    setNote(
      r.ok
        ? { ok: true, text: value ? "Livestream link saved." : "Livestream link cleared." }
        : { ok: false, text: r.message },
    );
    if (r.ok) setUrl("");
  };
  return (
    <section className="mt-4 narrow-form livestream-form" aria-labelledby="livestream-heading">
      <h2 id="livestream-heading" className="h5">
        Livestream
      </h2>
      <p className="small text-muted">
        Current: {snapshot.settings.livestream ?? "none (the live page hides the player)"}
      </p>
      <Field id="livestream-url" label="Embed link (https://…)" type="url" value={url} onChange={setUrl} />
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => void save(url.trim())} disabled={!url.trim()}>
          Save link
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => void save(null)}
          disabled={!snapshot.settings.livestream}
        >
          Clear link
        </button>
      </div>
      <Notice note={note} id="livestream-note" />
    </section>
  );
}

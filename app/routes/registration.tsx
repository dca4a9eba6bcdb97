import { useState } from "react";
import { data, useFetcher } from "react-router";
import Modal from "react-bootstrap/Modal";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/registration";
import { HttpError } from "~/lib/http-error";
import { pageTitle } from "~/lib/meta";
import type { RootData } from "~/root";
import { getSnapshot, registerPlayer } from "~/modules/tournament/tournament.server";
import { messages, registerBody } from "~/modules/tournament/schema";
import { useHydrated } from "~/modules/tournament/components/use-hydrated";
import { useTournamentSnapshot } from "~/modules/tournament/components/use-snapshot";
import "~/styles/tournament.scss";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  return [{ title: pageTitle("Player Registration", root?.identity.shortName) }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return (await getSnapshot(context.services.db)).snapshot;
}

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = registerBody.safeParse({ teamId: form.get("teamId") ?? "", name: form.get("name") ?? "" });
  if (!parsed.success) return data({ ok: false, message: messages.registerMissing }, { status: 400 });
  try {
    const player = await registerPlayer(context.services.db, parsed.data);
    return { ok: true, message: messages.registered(player.name) };
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 500;
    // The spec's one failure text, with the reason when we know it (closed, duplicate...).
    const reason = error instanceof HttpError && status !== 500 ? ` ${error.message}` : "";
    return data({ ok: false, message: `${messages.registerError}${reason}` }, { status });
  }
}

export default function Registration({ loaderData }: Route.ComponentProps) {
  const { snapshot } = useTournamentSnapshot(loaderData);
  const fetcher = useFetcher<typeof action>();
  const [university, setUniversity] = useState("");
  const [teamId, setTeamId] = useState("");
  const [name, setName] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const universities = [...new Set(snapshot.teams.map((t) => t.university))].sort();
  const teams = snapshot.teams.filter((t) => t.university === university);
  // react-bootstrap's modal renders in a portal, which exists only once hydrated.
  const hydrated = useHydrated();
  const closed = hydrated && !snapshot.settings.registrationActive;
  const result = localError ? { ok: false, message: localError } : fetcher.data;

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!teamId || !name.trim()) {
      setLocalError(messages.registerMissing);
      return;
    }
    setLocalError(null);
    void fetcher.submit({ teamId, name }, { method: "post" });
  };
  const [handled, setHandled] = useState(fetcher.data);
  if (fetcher.data !== handled) {
    // A new answer: after a registration, clear the name for the next player (the message stays).
    setHandled(fetcher.data);
    if (fetcher.data?.ok) setName("");
  }

  return (
    <section className="container page-section">
      <h1>Player Registration</h1>
      <form method="post" className="narrow-form registration-form" onSubmit={submit} noValidate>
        <div className="mb-3">
          <label className="form-label" htmlFor="university">
            University
          </label>
          <select
            id="university"
            className="form-select"
            value={university}
            onChange={(e) => {
              setUniversity(e.target.value);
              setTeamId("");
            }}
          >
            <option value="">Select a university</option>
            {universities.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="teamId">
            Team
          </label>
          <select
            id="teamId"
            name="teamId"
            className="form-select"
            value={teamId}
            disabled={!university}
            onChange={(e) => setTeamId(e.target.value)}
          >
            <option value="">Select a team</option>
            {teams.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.university}) ({t.gender.toLowerCase()})
              </option>
            ))}
          </select>
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="name">
            Full name
          </label>
          <input
            id="name"
            name="name"
            className="form-control"
            autoComplete="name"
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
          Register
        </button>
        {result ? (
          <p className={`mt-3 registration-result ${result.ok ? "text-success" : "text-danger"}`} role="alert">
            {result.message}
          </p>
        ) : null}
      </form>

      <Modal show={closed} backdrop="static" keyboard={false} centered aria-labelledby="registration-closed-title">
        <Modal.Header>
          <Modal.Title id="registration-closed-title">Registration Disabled</Modal.Title>
        </Modal.Header>
        <Modal.Body>{messages.registrationClosed}</Modal.Body>
      </Modal>
    </section>
  );
}

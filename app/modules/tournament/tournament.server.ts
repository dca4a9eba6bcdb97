// Tournament queries and commands: the only code that touches the tournament tables. Every write
// checks "manage:tournament" (registration: the registration switch) and publishes a live event in
// its own transaction. The public snapshot is built once per live version and kept in memory.
import { asc, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../../database/client";
import { donationLink, game, goal, liveSequence, player, team } from "../../../database/schema";
import { HttpError } from "~/lib/http-error";
import { audited } from "../audit/audit.server";
import { authorize, type Actor } from "../accounts/policy";
import { publishInTx } from "../live/live.server";
import { readSetting, writeSetting } from "../site/settings.server";
import {
  messages,
  type GameStatus,
  type Gender,
  type Snapshot,
  type addGameBody,
  type addTeamBody,
  type playerGoalsBody,
  type updateGameBody,
} from "./schema";
import { computeStandings } from "./standings";
import type { z } from "zod";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const LIVESTREAM = "tournament.livestream";
const REGISTRATION = "tournament.registration-active";
const VISITS = "site.visits";

const bad = (message: string, code = "invalid_request") => new HttpError(400, code, message);
const missing = (message: string) => new HttpError(404, "not_found", message);
const conflict = (message: string) => new HttpError(409, "conflict", message);

function statusOf(g: { live: boolean; ended: boolean }): GameStatus {
  return g.ended ? "ended" : g.live ? "live" : "not started";
}

// ---------- reads ----------

async function buildSnapshot(db: Db | Tx, version: number): Promise<Snapshot> {
  const [teams, players, games, goals, links, livestream, registration] = await Promise.all([
    db.select().from(team).orderBy(asc(team.name)),
    db.select().from(player).orderBy(asc(player.createdAt), asc(player.name)),
    db.select().from(game).orderBy(asc(game.number)),
    db.select().from(goal),
    db.select().from(donationLink).orderBy(asc(donationLink.msa)),
    readSetting<string | null>(db, LIVESTREAM),
    readSetting<boolean>(db, REGISTRATION),
  ]);
  const playersOf = new Map<string, { id: string; name: string }[]>();
  const playerById = new Map(players.map((p) => [p.id, p]));
  for (const p of players) {
    const list = playersOf.get(p.teamId) ?? [];
    list.push({ id: p.id, name: p.name });
    playersOf.set(p.teamId, list);
  }
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const totals = new Map<string, number>();
  const goalsOfGame = new Map<string, Map<string, number>>();
  for (const g of goals) {
    totals.set(g.playerId, (totals.get(g.playerId) ?? 0) + g.count);
    if (g.gameId && g.count > 0) {
      const m = goalsOfGame.get(g.gameId) ?? new Map<string, number>();
      m.set(g.playerId, (m.get(g.playerId) ?? 0) + g.count);
      goalsOfGame.set(g.gameId, m);
    }
  }
  const teamList = teams.map((t) => ({
    id: t.id,
    name: t.name,
    university: t.university,
    gender: t.gender as Gender,
    players: playersOf.get(t.id) ?? [],
  }));
  return {
    version,
    teams: teamList,
    games: games.map((g) => ({
      id: g.id,
      number: g.number,
      team1Id: g.team1Id,
      team2Id: g.team2Id,
      gender: g.gender as Gender,
      startTime: g.startTime,
      endTime: g.endTime,
      location: g.location,
      score1: g.score1,
      score2: g.score2,
      status: statusOf(g),
      goals: [...(goalsOfGame.get(g.id) ?? new Map<string, number>())].map(([playerId, count]) => {
        const p = playerById.get(playerId)!;
        return { playerId, name: p.name, teamId: p.teamId, count };
      }),
    })),
    standings: computeStandings(teamList, games),
    playerStats: players
      .map((p) => {
        const t = teamById.get(p.teamId)!;
        return {
          playerId: p.id,
          name: p.name,
          teamId: t.id,
          team: t.name,
          university: t.university,
          gender: t.gender as Gender,
          goals: totals.get(p.id) ?? 0,
        };
      })
      .sort((a, b) => b.goals - a.goals || a.name.localeCompare(b.name)),
    donationLinks: links.map((l) => ({ msa: l.msa, link: l.link })),
    settings: { livestream: livestream ?? null, registrationActive: registration ?? false },
  };
}

interface Cached {
  version: number;
  snapshot: Snapshot;
  json: string;
}
interface Cache {
  current: Cached | null;
  building: Promise<Cached> | null;
}
const caches = new WeakMap<Db, Cache>();

async function currentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ value: liveSequence.value }).from(liveSequence);
  return row?.value ?? 0;
}

/**
 * The public snapshot at live version `atLeast` or later. Built once per version however many
 * viewers ask (concurrent requests share one build) and kept in memory with its JSON text.
 * Without `atLeast`, the current version is read first (one tiny query), so a page load is fresh.
 */
export async function getSnapshot(db: Db, atLeast?: number): Promise<Cached> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { current: null, building: null }));
  const wanted = atLeast ?? (await currentVersion(db));
  for (;;) {
    if (cache.current && cache.current.version >= wanted) return cache.current;
    let building = cache.building;
    if (!building) {
      const c = cache;
      building = c.building = (async () => {
        // The version is read before the data, so the data is at least that new.
        const version = await currentVersion(db);
        const snapshot = await buildSnapshot(db, version);
        const built = { version, snapshot, json: JSON.stringify(snapshot) };
        if (!c.current || c.current.version <= version) c.current = built;
        return built;
      })().finally(() => {
        c.building = null;
      });
    }
    const built = await building;
    // A version beyond anything committed (a client's bad ?v=): answer with the newest we have.
    if (built.version >= wanted || wanted > (await currentVersion(db))) return cache.current ?? built;
  }
}

export async function getVisits(db: Db, actor: Actor | null): Promise<number> {
  authorize(actor, "manage:tournament");
  const v = await readSetting<number>(db, VISITS);
  return typeof v === "number" ? v : 0;
}

/** SPEC §4: once per browser session (the browser keeps the flag); atomic on the server. */
export async function countVisit(db: Db): Promise<number> {
  const rows = await queryRows<{ value: unknown }>(
    db,
    sql`
    insert into setting (key, value) values (${VISITS}, '1'::jsonb)
    on conflict (key) do update set
      value = to_jsonb(coalesce((case when jsonb_typeof(setting.value) = 'number' then setting.value::text::bigint end), 0) + 1),
      updated_at = now()
    returning value`,
  );
  return Number(rows[0]?.value ?? 0);
}

export async function isRegistrationActive(db: Db | Tx): Promise<boolean> {
  return (await readSetting<boolean>(db, REGISTRATION)) ?? false;
}

// ---------- commands ----------

export async function addTeam(db: Db, actor: Actor | null, input: z.infer<typeof addTeamBody>) {
  return audited(db, actor, "manage:tournament", `team ${input.name}`, async (tx) => {
    await publishInTx(tx, "tournament");
    const [existing] = await tx
      .select({ id: team.id })
      .from(team)
      .where(sql`lower(${team.name}) = lower(${input.name})`);
    if (existing) throw conflict("A team with this name already exists.");
    const [row] = await tx.insert(team).values(input).returning();
    return row!;
  });
}

export async function nextGameNumber(db: Db): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${game.number})` }).from(game);
  return (row?.max ?? 0) + 1;
}

export async function addGame(db: Db, actor: Actor | null, input: z.infer<typeof addGameBody>) {
  return audited(db, actor, "manage:tournament", `game ${input.number}`, async (tx) => {
    if (input.team1Id === input.team2Id) throw bad(messages.teamsDiffer);
    await publishInTx(tx, "tournament");
    const found = await tx
      .select({ id: team.id })
      .from(team)
      .where(sql`${team.id} in (${input.team1Id}, ${input.team2Id})`);
    if (found.length !== 2) throw missing(messages.teamNotFound);
    const [taken] = await tx.select({ id: game.id }).from(game).where(eq(game.number, input.number));
    if (taken) throw conflict(`Game ${input.number} already exists.`);
    const [row] = await tx.insert(game).values(input).returning();
    return row!;
  });
}

export async function updateGame(db: Db, actor: Actor | null, id: string, input: z.infer<typeof updateGameBody>) {
  return audited(db, actor, "manage:tournament", `game ${id}`, async (tx) => {
    await publishInTx(tx, "tournament");
    const [current] = await tx.select().from(game).where(eq(game.id, id));
    if (!current) throw missing("Game not found.");
    const { status, ...fields } = input;
    const set: Partial<typeof game.$inferInsert> = { ...fields };
    if (status) {
      set.live = status === "live";
      set.ended = status === "ended";
    }
    if (Object.keys(set).length > 0) await tx.update(game).set(set).where(eq(game.id, id));
    const [row] = await tx.select().from(game).where(eq(game.id, id));
    return { ...row!, status: statusOf(row!) };
  });
}

/** Sets a player's goals in one game (or, with no game, the goals not tied to a game). */
export async function setPlayerGoals(db: Db, actor: Actor | null, input: z.infer<typeof playerGoalsBody>) {
  return audited(db, actor, "manage:tournament", `player ${input.playerId}`, async (tx) => {
    await publishInTx(tx, "tournament");
    const [t] = await tx.select({ id: team.id }).from(team).where(eq(team.id, input.teamId));
    if (!t) throw missing(messages.teamNotFound);
    const [p] = await tx.select().from(player).where(eq(player.id, input.playerId));
    if (!p || p.teamId !== t.id) throw missing(messages.playerNotFound);
    const gameId = input.gameId ?? null;
    if (gameId) {
      const [g] = await tx.select().from(game).where(eq(game.id, gameId));
      if (!g) throw missing("Game not found.");
      if (g.team1Id !== t.id && g.team2Id !== t.id) throw bad("This team does not play in that game.");
    }
    await tx
      .delete(goal)
      .where(
        sql`${goal.playerId} = ${p.id} and ${gameId === null ? sql`${goal.gameId} is null` : sql`${goal.gameId} = ${gameId}`}`,
      );
    if (input.goals > 0) await tx.insert(goal).values({ playerId: p.id, gameId, count: input.goals });
    const [sum] = await tx
      .select({ total: sql<number>`coalesce(sum(${goal.count}), 0)::int` })
      .from(goal)
      .where(eq(goal.playerId, p.id));
    return { playerId: p.id, name: p.name, goals: Number(sum?.total ?? 0) };
  });
}

export async function setDonationLink(db: Db, actor: Actor | null, msa: string, link: string) {
  return audited(db, actor, "manage:tournament", `donation link ${msa}`, async (tx) => {
    await publishInTx(tx, "donation-links");
    await tx
      .insert(donationLink)
      .values({ msa, link })
      .onConflictDoUpdate({ target: donationLink.msa, set: { link, updatedAt: sql`now()` } });
    return { msa, link };
  });
}

export async function setLivestream(db: Db, actor: Actor | null, url: string | null) {
  return audited(db, actor, "manage:tournament", "livestream", async (tx) => {
    await publishInTx(tx, "settings");
    await writeSetting(tx, LIVESTREAM, url);
    return { livestream: url };
  });
}

export async function setRegistrationActive(db: Db, actor: Actor | null, active: boolean) {
  return audited(db, actor, "manage:tournament", "registration", async (tx) => {
    await publishInTx(tx, "settings");
    await writeSetting(tx, REGISTRATION, active);
    return { registrationActive: active };
  });
}

/** Public: anyone may register while registration is on. */
export async function registerPlayer(db: Db, input: { teamId: string; name: string }) {
  return db.transaction(async (tx) => {
    // The sequence lock first: concurrent registrations (and the switch) are serialised.
    await publishInTx(tx, "tournament");
    if (!(await isRegistrationActive(tx))) throw new HttpError(403, "registration_closed", messages.registrationClosed);
    const [t] = await tx.select({ id: team.id }).from(team).where(eq(team.id, input.teamId));
    if (!t) throw missing(messages.teamNotFound);
    const nameKey = input.name.toLowerCase();
    const [dupe] = await tx
      .select({ id: player.id })
      .from(player)
      .where(sql`${player.teamId} = ${t.id} and ${player.nameKey} = ${nameKey}`);
    if (dupe) throw conflict(messages.duplicatePlayer);
    const [row] = await tx.insert(player).values({ teamId: t.id, name: input.name, nameKey }).returning();
    return { id: row!.id, name: row!.name, teamId: t.id };
  });
}

/**
 * Fixed rows the JSON API's example requests refer to (the authorization matrix sends them to a
 * fresh database). Only tests call this; a real tournament starts empty.
 */
export const EXAMPLE_IDS = {
  team1: "00000000-0000-4000-8000-00000000e001",
  team2: "00000000-0000-4000-8000-00000000e002",
  player: "00000000-0000-4000-8000-00000000e003",
  game: "00000000-0000-4000-8000-00000000e004",
} as const;

export async function seedExampleRows(db: Db): Promise<void> {
  await db
    .insert(team)
    .values([
      { id: EXAMPLE_IDS.team1, name: "Example United", university: "WLUMSA", gender: "Brothers" },
      { id: EXAMPLE_IDS.team2, name: "Example Rovers", university: "MacMSA", gender: "Brothers" },
    ])
    .onConflictDoNothing();
  await db
    .insert(player)
    .values({ id: EXAMPLE_IDS.player, teamId: EXAMPLE_IDS.team1, name: "Example Player", nameKey: "example player" })
    .onConflictDoNothing();
  await db
    .insert(game)
    .values({
      id: EXAMPLE_IDS.game,
      number: 1,
      team1Id: EXAMPLE_IDS.team1,
      team2Id: EXAMPLE_IDS.team2,
      gender: "Brothers",
      startTime: "10:00",
      endTime: "10:40",
      location: "CIF Field 7 Section A",
    })
    .onConflictDoNothing();
}

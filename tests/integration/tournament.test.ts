// The tournament API against a real server: derived standings through re-saves, edits and
// reopening; registration refused while off, trimmed, de-duplicated; visits counted atomically;
// the snapshot served once per version.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestServer } from "../setup/server";

let s: TestServer;
let cookie: string;
beforeAll(async () => {
  s = await startTestServer();
  cookie = await signIn(s.url, await s.addUser("tournament"));
});
afterAll(() => s?.close());

async function call(method: string, path: string, body?: unknown, auth = true) {
  const res = await fetch(`${s.url}/api/v1${path}`, {
    method,
    headers: { "content-type": "application/json", ...(auth ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: { message: string } } };
}

const row = async (name: string) => {
  const { body } = await call("GET", "/tournament/standings");
  const r = (body as unknown as { name: string; w: number; l: number; d: number; pts: number; gd: number }[]).find(
    (x) => x.name === name,
  )!;
  return [r.w, r.l, r.d, r.pts, r.gd];
};

describe("tournament API", () => {
  let a: string, b: string, gameId: string;

  it("adds teams and a game; refuses the same team twice", async () => {
    const t1 = await call("POST", "/tournament/teams", { name: " Lions ", university: "WLUMSA", gender: "Brothers" });
    const t2 = await call("POST", "/tournament/teams", { name: "Tigers", university: "Unknown U", gender: "Brothers" });
    expect([t1.status, t2.status]).toEqual([201, 201]);
    expect(t1.body.name).toBe("Lions");
    a = t1.body.id as string;
    b = t2.body.id as string;
    const game = {
      number: 1,
      team1Id: a,
      team2Id: a,
      gender: "Brothers",
      startTime: "13:00",
      endTime: "13:40",
      location: "CIF Field 7 Section A",
    };
    const same = await call("POST", "/tournament/games", game);
    expect(same.status).toBe(400);
    expect(same.body.error!.message).toBe("Team 1 and Team 2 must be different.");
    const ok = await call("POST", "/tournament/games", { ...game, team2Id: b });
    expect(ok.status).toBe(201);
    gameId = ok.body.id as string;
  });

  it("counts an ended game once however often it is saved, edited or reopened", async () => {
    await call("PATCH", `/tournament/games/${gameId}`, { score1: 2, score2: 1, status: "live" });
    expect(await row("Lions")).toEqual([0, 0, 0, 0, 0]);
    for (let i = 0; i < 3; i++)
      expect((await call("PATCH", `/tournament/games/${gameId}`, { status: "ended" })).status).toBe(200);
    expect(await row("Lions")).toEqual([1, 0, 0, 3, 1]);
    expect(await row("Tigers")).toEqual([0, 1, 0, 0, -1]);
    await call("PATCH", `/tournament/games/${gameId}`, { score2: 2 });
    expect(await row("Lions")).toEqual([0, 0, 1, 1, 0]);
    expect(await row("Tigers")).toEqual([0, 0, 1, 1, 0]);
    await call("PATCH", `/tournament/games/${gameId}`, { status: "live" });
    expect(await row("Lions")).toEqual([0, 0, 0, 0, 0]);
  });

  it("refuses registration while off, even by direct POST; then trims, de-duplicates and limits names", async () => {
    const off = await call("POST", "/tournament/registrations", { teamId: a, name: "Yusuf Ali" }, false);
    expect(off.status).toBe(403);
    expect(off.body.error!.message).toBe("Registration has closed.");
    expect((await call("PUT", "/tournament/registration", { active: true })).status).toBe(200);
    const ok = await call("POST", "/tournament/registrations", { teamId: a, name: "  Yusuf   Ali " }, false);
    expect(ok.status).toBe(201);
    expect(ok.body.name).toBe("Yusuf Ali");
    expect((await call("POST", "/tournament/registrations", { teamId: a, name: "yusuf ali" }, false)).status).toBe(409);
    expect((await call("POST", "/tournament/registrations", { teamId: a, name: "x".repeat(81) }, false)).status).toBe(
      400,
    );
    expect((await call("POST", "/tournament/registrations", { teamId: a, name: "   " }, false)).status).toBe(400);
    const teams = (await call("GET", "/tournament/teams")).body as unknown as {
      id: string;
      players: { name: string }[];
    }[];
    expect(teams.find((t) => t.id === a)!.players.map((p) => p.name)).toEqual(["Yusuf Ali"]);

    // Goals: set per game, replaced (not added) when saved again; totals are derived.
    const pid = ok.body.id as string;
    expect(
      (await call("PUT", "/tournament/player-goals", { teamId: a, playerId: pid, goals: 2, gameId })).body.goals,
    ).toBe(2);
    expect(
      (await call("PUT", "/tournament/player-goals", { teamId: a, playerId: pid, goals: 2, gameId })).body.goals,
    ).toBe(2);
    expect(
      (await call("PUT", "/tournament/player-goals", { teamId: b, playerId: pid, goals: 1 })).body.error!.message,
    ).toBe("Player not found");
    const stats = (await call("GET", "/tournament/player-stats")).body as unknown as { name: string; goals: number }[];
    expect(stats).toEqual([expect.objectContaining({ name: "Yusuf Ali", goals: 2 })]);
  });

  it("counts concurrent visits atomically and shows them only to tournament admins", async () => {
    await Promise.all(Array.from({ length: 20 }, () => call("POST", "/tournament/visits", undefined, false)));
    expect((await call("GET", "/tournament/visits")).body.visits).toBe(20);
    expect((await call("GET", "/tournament/visits", undefined, false)).status).toBe(401);
  });

  it("the admin portal asks for a login when signed out and refuses a role without the permission", async () => {
    const signedOut = await (await fetch(`${s.url}/admin/tournament`)).text();
    expect(signedOut).toContain("Tournament Admin Portal");
    expect(signedOut).not.toContain("Total Site Visits");
    const education = await signIn(s.url, await s.addUser("education"));
    const refused = await (await fetch(`${s.url}/admin/tournament`, { headers: { cookie: education } })).text();
    expect(refused).toContain("may not run the tournament");
    expect(refused).not.toContain("Total Site Visits");
    const allowed = await (await fetch(`${s.url}/admin/tournament`, { headers: { cookie } })).text();
    expect(allowed).toContain("Total Site Visits");
  });

  it("serves the snapshot from memory per version, gzipped, and documents every endpoint", async () => {
    const first = await fetch(`${s.url}/api/v1/tournament/snapshot`, { headers: { "accept-encoding": "gzip" } });
    const snap = (await first.json()) as { version: number; games: { status: string }[] };
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(snap.games[0]!.status).toBe("live");
    const again = await fetch(`${s.url}/api/v1/tournament/snapshot?v=${snap.version}`, {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    const doc = (await (await fetch(`${s.url}/api/v1/openapi.json`)).json()) as { paths: Record<string, unknown> };
    for (const p of [
      "/tournament/teams",
      "/tournament/games",
      "/tournament/standings",
      "/tournament/player-stats",
      "/tournament/donation-links",
      "/tournament/settings",
      "/tournament/snapshot",
    ])
      expect(doc.paths, p).toHaveProperty([p]);
  });
});

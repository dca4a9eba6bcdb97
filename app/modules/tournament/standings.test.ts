import { describe, expect, it } from "vitest";
import { computeStandings } from "./standings";

const teams = [
  { id: "a", name: "Alpha", university: "WLUMSA", gender: "Brothers" as const },
  { id: "b", name: "Bravo", university: "MacMSA", gender: "Brothers" as const },
  { id: "c", name: "Charlie", university: "YorkMSA", gender: "Brothers" as const },
  { id: "d", name: "Delta", university: "UTMMSA", gender: "Brothers" as const },
];
const g = (team1Id: string, team2Id: string, score1: number, score2: number, ended = true) => ({
  team1Id,
  team2Id,
  score1,
  score2,
  ended,
});

// A hand-worked round robin:
//   A 2-0 B, C 1-1 D, A 1-1 C, B 3-0 D, A 0-1 D, B 1-0 C, plus a live game B 5-0 C not counted.
//   A: W1 D1 L1, GF 3 GA 2, GD +1, 4 pts     B: W2 L1, GF 4 GA 2, GD +2, 6 pts
//   C: D2 L1, GF 2 GA 3, GD -1, 2 pts         D: W1 D1 L1, GF 2 GA 4, GD -2, 4 pts (below A on GD)
const round = [
  g("a", "b", 2, 0),
  g("c", "d", 1, 1),
  g("a", "c", 1, 1),
  g("b", "d", 3, 0),
  g("a", "d", 0, 1),
  g("b", "c", 1, 0),
  g("b", "c", 5, 0, false),
];

const table = (games: ReturnType<typeof g>[]) =>
  computeStandings(teams, games).map((r) => [r.name, r.w, r.l, r.d, r.pts, r.gf, r.ga, r.gd, r.separatedBy]);

describe("standings", () => {
  it("counts wins, losses, draws, points and goal difference from ended games only, ordered by the rules", () => {
    expect(table(round)).toEqual([
      ["Bravo", 2, 1, 0, 6, 4, 2, 2, null],
      ["Alpha", 1, 1, 1, 4, 3, 2, 1, null],
      ["Delta", 1, 1, 1, 4, 2, 4, -2, "goal difference"],
      ["Charlie", 0, 1, 2, 2, 2, 3, -1, null],
    ]);
  });

  it("re-saving an ended game changes nothing; editing its score and reopening it give the right table", () => {
    const once = table(round);
    // Saved as ended three times (the same row re-saved is still one row).
    expect(table([...round])).toEqual(once);
    // Edit A 2-0 B to A 0-3 B: A: W0 D1 L2, 1 pt; B: W3, 9 pts.
    const edited = round.map((x, i) => (i === 0 ? g("a", "b", 0, 3) : x));
    const t = table(edited);
    expect(t[0]).toEqual(["Bravo", 3, 0, 0, 9, 7, 0, 7, null]);
    expect(t.find((r) => r[0] === "Alpha")).toEqual(["Alpha", 0, 2, 1, 1, 1, 5, -4, null]);
    // Reopened (no longer ended): the game disappears from the table entirely.
    const reopened = round.map((x, i) => (i === 0 ? { ...x, ended: false } : x));
    const r = table(reopened);
    expect(r.find((x) => x[0] === "Alpha")).toEqual(["Alpha", 0, 1, 1, 1, 1, 2, -1, null]);
    expect(r.find((x) => x[0] === "Bravo")).toEqual(["Bravo", 2, 0, 0, 6, 4, 0, 4, null]);
  });

  it("breaks ties by goal difference, then goals for, then name, and names the rule", () => {
    // A 2-2 B and C 1-1 D: all on 1 pt, GD 0; A and B have more goals for; then names.
    const t = computeStandings(teams, [g("a", "b", 2, 2), g("c", "d", 1, 1)]);
    expect(t.map((r) => [r.name, r.pts, r.gf, r.separatedBy])).toEqual([
      ["Alpha", 1, 2, null],
      ["Bravo", 1, 2, "name"],
      ["Charlie", 1, 1, "goals for"],
      ["Delta", 1, 1, "name"],
    ]);
  });

  it("keeps Brothers and Sisters apart in tie notes and ignores a game a team plays against itself", () => {
    const mixed = [...teams.slice(0, 2), { id: "s", name: "Sierra", university: "MIX", gender: "Sisters" as const }];
    const t = computeStandings(mixed, [g("a", "a", 3, 0)]);
    expect(t.every((r) => r.played === 0 && r.separatedBy !== "goal difference")).toBe(true);
    expect(t.find((r) => r.name === "Sierra")!.separatedBy).toBeNull();
  });
});

// Standings derived from ended games (DESIGN §8, SPEC §9): win 3, draw 1, loss 0. Nothing is
// accumulated, so an ended game counts exactly once however often it is saved, edited or reopened.
import type { Gender, Standing } from "./schema";

export const POINTS = { win: 3, draw: 1, loss: 0 } as const;

interface TeamIn {
  id: string;
  name: string;
  university: string;
  gender: Gender;
}
interface GameIn {
  team1Id: string;
  team2Id: string;
  score1: number;
  score2: number;
  ended: boolean;
}

const byName = (a: string, b: string) =>
  a.localeCompare(b, "en", { sensitivity: "base" }) || (a < b ? -1 : a > b ? 1 : 0);

/** Order: points, goal difference, goals for, name; each row names the rule that put it below its equal-points neighbour. */
export function computeStandings(teams: readonly TeamIn[], games: readonly GameIn[]): Standing[] {
  const rows = new Map<string, Standing>();
  for (const t of teams) {
    rows.set(t.id, {
      teamId: t.id,
      name: t.name,
      university: t.university,
      gender: t.gender,
      played: 0,
      w: 0,
      l: 0,
      d: 0,
      pts: 0,
      gf: 0,
      ga: 0,
      gd: 0,
      separatedBy: null,
    });
  }
  for (const g of games) {
    if (!g.ended) continue;
    const a = rows.get(g.team1Id);
    const b = rows.get(g.team2Id);
    if (!a || !b || a === b) continue;
    for (const [row, mine, theirs] of [
      [a, g.score1, g.score2],
      [b, g.score2, g.score1],
    ] as const) {
      row.played++;
      row.gf += mine;
      row.ga += theirs;
      if (mine > theirs) row.w++;
      else if (mine < theirs) row.l++;
      else row.d++;
    }
  }
  const list = [...rows.values()];
  for (const r of list) {
    r.pts = r.w * POINTS.win + r.d * POINTS.draw + r.l * POINTS.loss;
    r.gd = r.gf - r.ga;
  }
  list.sort((x, y) => y.pts - x.pts || y.gd - x.gd || y.gf - x.gf || byName(x.name, y.name));
  // Tie notes compare teams of the same division (Brothers and Sisters are separate tables).
  const previous = new Map<Gender, Standing>();
  for (const r of list) {
    const above = previous.get(r.gender);
    if (above && above.pts === r.pts) {
      r.separatedBy = above.gd !== r.gd ? "goal difference" : above.gf !== r.gf ? "goals for" : "name";
    }
    previous.set(r.gender, r);
  }
  return list;
}

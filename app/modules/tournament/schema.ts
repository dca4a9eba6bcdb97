// Tournament shapes shared by the server, the JSON API (OpenAPI) and the browser; the spec's
// constants and message texts (SPEC §2, §5, §8, §9), verbatim.
import { z } from "zod";

export const genders = ["Brothers", "Sisters"] as const;
export type Gender = (typeof genders)[number];

export const locations = [
  "CIF Field 2 Section D",
  "CIF Field 2 Section E",
  "CIF Field 2 Section F",
  "CIF Field 7 Section A",
  "CIF Field 7 Section B",
  "CIF Field 7 Section C",
  "CIF Indoor Fieldhouse B",
] as const;

export const gameStatuses = ["not started", "live", "ended"] as const;
export type GameStatus = (typeof gameStatuses)[number];

/** Universities with a logo (SPEC §3); "{product}" is this association's short name. */
export const PRODUCT = "{product}";
export const logoUniversities = [
  PRODUCT,
  "WLUMSA",
  "UofGMSA",
  "MacMSA",
  "BrockMSA",
  "YorkMSA",
  "UTMMSA",
  "MIX",
  "ICW",
  "Trapistan",
] as const;
/** MSAs with a donation link (SPEC §3). */
export const donationMsas = [PRODUCT, "WLUMSA", "UTMMSA", "MacMSA", "UofGMSA", "YorkMSA", "BrockMSA"] as const;

/** Brand colours: background and text. Unknown names are grey. */
const brands: Record<string, { bg: string; fg: string }> = {
  [PRODUCT]: { bg: "#f7c948", fg: "#000000" },
  WLUMSA: { bg: "#4b2c84", fg: "#ffffff" },
  UTMMSA: { bg: "#1e3765", fg: "#ffffff" },
  MacMSA: { bg: "#7a003c", fg: "#ffffff" },
  UofGMSA: { bg: "#c20430", fg: "#ffffff" },
  YorkMSA: { bg: "#b31b1b", fg: "#ffffff" },
  BrockMSA: { bg: "#8c1d2c", fg: "#ffffff" },
  MIX: { bg: "#0b3d2e", fg: "#ffffff" },
  ICW: { bg: "#00677f", fg: "#ffffff" },
  Trapistan: { bg: "#3d3d3d", fg: "#f7c948" },
};
export const UNKNOWN_BRAND = { bg: "#6c757d", fg: "#ffffff" };

/** The product's own short name (configuration) stands for "{product}". */
export function brandKey(msa: string, productName: string): string {
  return msa === productName ? PRODUCT : msa;
}
export function brandColor(msa: string, productName: string) {
  return brands[brandKey(msa, productName)] ?? UNKNOWN_BRAND;
}
export function msaLabel(key: string, productName: string) {
  return key === PRODUCT ? productName : key;
}
export function hasLogo(university: string, productName: string) {
  return (logoUniversities as readonly string[]).includes(brandKey(university, productName));
}

export const messages = {
  fillAll: "Please fill in all fields!",
  teamsDiffer: "Team 1 and Team 2 must be different.",
  gameAdded: "Game added!",
  selectGame: "Select a game first.",
  gameUpdated: "Game information updated!",
  gameUpdateError: "Error updating game or team stats.",
  teamAdded: "Team added!",
  teamAddError: "Error adding team.",
  completeAll: "Please complete all fields",
  teamNotFound: "Team not found",
  playerNotFound: "Player not found",
  statsUpdated: "Player stats updated",
  linkInvalid: "Please ensure a MSA is selected and a valid link is pasted",
  linkUpdated: (msa: string) => `Link has been updated for: ${msa}`,
  registerMissing: "Please make sure to select a team and enter your full name!",
  registered: (name: string) => `Registration complete for: ${name}`,
  registerError: "Error registering player.",
  registrationClosed: "Registration has closed.",
  duplicatePlayer: "This player is already registered on that team.",
  loginFailed: (message: string) => `Login failed: ${message}`,
  geoDenied: "Location permission denied. Please enable it in your browser.",
  geoUnsupported: "Geolocation is not supported by your browser.",
} as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 13:30.");
const text = (max: number) => z.string().trim().min(1, messages.fillAll).max(max);
const url = z.url({ protocol: /^https?$/, message: messages.linkInvalid }).max(2000);

export const addTeamBody = z.object({ name: text(80), university: text(80), gender: z.enum(genders) });
export const addGameBody = z
  .object({
    number: z.number().int().min(1).max(100_000),
    team1Id: z.uuid(),
    team2Id: z.uuid(),
    gender: z.enum(genders),
    startTime: time,
    endTime: time,
    location: z.enum(locations),
  })
  .refine((g) => g.team1Id !== g.team2Id, { message: messages.teamsDiffer, path: ["team2Id"] });
export const updateGameBody = z.object({
  score1: z.number().int().min(0).max(999).optional(),
  score2: z.number().int().min(0).max(999).optional(),
  location: z.enum(locations).optional(),
  startTime: time.optional(),
  endTime: time.optional(),
  status: z.enum(gameStatuses).optional(),
});
export const playerGoalsBody = z.object({
  teamId: z.uuid(),
  playerId: z.uuid(),
  goals: z.number().int().min(0, messages.completeAll).max(999),
  gameId: z.uuid().nullable().optional(),
});
export const donationLinkBody = z.object({ link: url });
export const msaParam = z.string().trim().min(1).max(40);
export const livestreamBody = z.object({ url: url.nullable() });
export const registrationSwitchBody = z.object({ active: z.boolean() });
export const registerBody = z.object({
  teamId: z.uuid(messages.registerMissing),
  // Names are trimmed and inner whitespace collapsed; 2 to 80 characters is a real full name.
  name: z
    .string()
    .transform((s) => s.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, messages.registerMissing).max(80, "Please enter a name of at most 80 characters.")),
});

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  university: z.string(),
  gender: z.enum(genders),
  players: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const gameSchema = z.object({
  id: z.string(),
  number: z.number(),
  team1Id: z.string(),
  team2Id: z.string(),
  gender: z.enum(genders),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  score1: z.number(),
  score2: z.number(),
  status: z.enum(gameStatuses),
  goals: z.array(z.object({ playerId: z.string(), name: z.string(), teamId: z.string(), count: z.number() })),
});
export const standingSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  university: z.string(),
  gender: z.enum(genders),
  played: z.number(),
  w: z.number(),
  l: z.number(),
  d: z.number(),
  pts: z.number(),
  gf: z.number(),
  ga: z.number(),
  gd: z.number(),
  /** The rule that put this team below the team just above it with equal points, if any. */
  separatedBy: z.enum(["goal difference", "goals for", "name"]).nullable(),
});
export const playerStatSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  teamId: z.string(),
  team: z.string(),
  university: z.string(),
  gender: z.enum(genders),
  goals: z.number(),
});
export const donationLinkSchema = z.object({ msa: z.string(), link: z.string() });
export const settingsSchema = z.object({ livestream: z.string().nullable(), registrationActive: z.boolean() });
export const snapshotSchema = z.object({
  version: z.number(),
  teams: z.array(teamSchema),
  games: z.array(gameSchema),
  standings: z.array(standingSchema),
  playerStats: z.array(playerStatSchema),
  donationLinks: z.array(donationLinkSchema),
  settings: settingsSchema,
});

export type Team = z.infer<typeof teamSchema>;
export type Game = z.infer<typeof gameSchema>;
export type Standing = z.infer<typeof standingSchema>;
export type PlayerStat = z.infer<typeof playerStatSchema>;
export type Snapshot = z.infer<typeof snapshotSchema>;

/** "13:30" -> "1:30 PM". */
export function to12h(hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? "AM" : "PM"}`;
}

export function goalsLabel(name: string, count: number) {
  return `${name} - ${count} ${count === 1 ? "goal" : "goals"}`;
}

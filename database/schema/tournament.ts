// Tournament rows (DESIGN §8). Standings and player totals are not stored: they are derived from
// ended games and recorded goals, so re-saving or editing a game can never double-count.
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const team = pgTable(
  "team",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    university: text("university").notNull(),
    /** "Brothers" or "Sisters". */
    gender: text("gender").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("team_name_unique").on(t.name)],
);

export const player = pgTable(
  "player",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => team.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lower-cased, whitespace-collapsed name: one registration per name per team. */
    nameKey: text("name_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("player_team_name_unique").on(t.teamId, t.nameKey)],
);

export const game = pgTable(
  "game",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").notNull(),
    team1Id: uuid("team1_id")
      .notNull()
      .references(() => team.id, { onDelete: "restrict" }),
    team2Id: uuid("team2_id")
      .notNull()
      .references(() => team.id, { onDelete: "restrict" }),
    gender: text("gender").notNull(),
    /** 24h HH:MM. */
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    location: text("location").notNull(),
    score1: integer("score1").notNull().default(0),
    score2: integer("score2").notNull().default(0),
    live: boolean("live").notNull().default(false),
    ended: boolean("ended").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("game_number_unique").on(t.number)],
);

/** Goals a player scored, per game (or with no game when the admin left it empty). */
export const goal = pgTable(
  "goal",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    gameId: uuid("game_id").references(() => game.id, { onDelete: "cascade" }),
    count: integer("count").notNull(),
  },
  (t) => [index("goal_player_idx").on(t.playerId)],
);

export const donationLink = pgTable("donation_link", {
  msa: text("msa").primaryKey(),
  link: text("link").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

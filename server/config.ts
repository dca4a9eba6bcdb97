// Configuration is read once at start, validated, and typed; a bad value stops the start with a
// message naming the variable (DESIGN §3).
import path from "node:path";
import { z } from "zod";
import { calculationMethods, defaultPlace, type PrayerPlace } from "../app/modules/prayer/engine";
import { assertTimeZone } from "../app/modules/prayer/zoned-time";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email().default("admin@msa.local"),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  TRUST_PROXY: bool.default(false),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  UPLOAD_MAX_MB: z.coerce.number().min(1).max(1024).default(25),
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().min(1).max(300).default(15),
  MSA_NAME: z.string().min(1).default("University of Waterloo Muslim Students' Association"),
  MSA_SHORT_NAME: z.string().min(1).default("UWMSA"),
  MSA_EMAIL: z.email().default("executives@msa.example.org"),
  MSA_LOGO_URL: z.string().min(1).default("/brand/logo.svg"),
  MSA_FACEBOOK_URL: optionalUrl,
  MSA_INSTAGRAM_URL: optionalUrl,
  MSA_YOUTUBE_URL: optionalUrl,
  MSA_DISCORD_URL: optionalUrl,
  MSA_WHATSAPP_URL: optionalUrl,
  MSA_LINKHUB_URL: optionalUrl,
  MSA_SPONSOR_FORM_URL: optionalUrl,
  MSA_DONATION_URL: optionalUrl,
  MSA_ENEWS_URL: optionalUrl,
  MSA_ORPHAN_SPONSORSHIP_URL: optionalUrl,
  MSA_ORPHAN_SPONSORSHIP_DONATE_URL: optionalUrl,
  MSA_IIC_URL: optionalUrl,
  MSA_IIC_DONATE_URL: optionalUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  CONTACT_MAIL_TO: z.email().optional(),
  FIQH_MAIL_TO: z.email().optional(),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  OUTBOX_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(15),
  FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  PRAYER_LATITUDE: z.coerce.number().min(-90).max(90).default(defaultPlace.latitude),
  PRAYER_LONGITUDE: z.coerce.number().min(-180).max(180).default(defaultPlace.longitude),
  // "ISNA" and "MWL" are the names people know; the rest are adhan's.
  PRAYER_METHOD: z
    .enum([...calculationMethods, "ISNA", "MWL"])
    .transform((m) => (m === "ISNA" ? "NorthAmerica" : m === "MWL" ? "MuslimWorldLeague" : m))
    .default("NorthAmerica"),
  PRAYER_ASR: z.enum(["hanafi", "shafi"]).default(defaultPlace.asr),
  TIME_ZONE: z
    .string()
    .refine((tz) => {
      try {
        assertTimeZone(tz);
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone such as America/Toronto")
    .default(defaultPlace.timeZone),
});

export type Env = z.infer<typeof envSchema>;

/** What the browser may know about the association: rendered into every page. */
export interface Identity {
  name: string;
  shortName: string;
  email: string;
  logoUrl: string;
  socials: { label: string; url: string }[];
  sponsorFormUrl: string;
  donationUrl: string;
  enewsUrl: string;
  /** Home's Orphan Sponsorship Program and Islamic Information Centre blocks: website and donate links. */
  orphanSponsorship: { url: string; donateUrl: string };
  iic: { url: string; donateUrl: string };
}

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolMax: number;
  authSecret?: string;
  adminEmail: string;
  adminPassword?: string;
  trustProxy: boolean;
  loginRateLimit: { max: number; windowSeconds: number };
  logLevel: Env["LOG_LEVEL"];
  heartbeatSeconds: number;
  /** Largest accepted upload, per file. */
  uploadMaxBytes: number;
  identity: Identity;
  mail: {
    smtpUrl?: string;
    from: string;
    contactTo: string;
    fiqhTo: string;
    maxAttempts: number;
    retryBaseSeconds: number;
    pollSeconds: number;
  };
  formRateLimit: { max: number; windowSeconds: number };
  /** Where and how prayer times are computed, and the zone every date and time on the site is in. */
  prayer: PrayerPlace;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, the way shells and .env files usually mean them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const social = (label: string, url: string | undefined, fallback: string) => ({ label, url: url ?? fallback });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    authSecret: e.AUTH_SECRET,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT_MAX, windowSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS },
    logLevel: e.LOG_LEVEL,
    heartbeatSeconds: e.LIVE_HEARTBEAT_SECONDS,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    identity: {
      name: e.MSA_NAME,
      shortName: e.MSA_SHORT_NAME,
      email: e.MSA_EMAIL,
      logoUrl: e.MSA_LOGO_URL,
      socials: [
        social("Facebook", e.MSA_FACEBOOK_URL, "https://www.facebook.com/"),
        social("Instagram", e.MSA_INSTAGRAM_URL, "https://www.instagram.com/"),
        social("YouTube", e.MSA_YOUTUBE_URL, "https://www.youtube.com/"),
        social("Discord", e.MSA_DISCORD_URL, "https://discord.com/"),
        social("WhatsApp group", e.MSA_WHATSAPP_URL, "https://chat.whatsapp.com/"),
        social("Link hub", e.MSA_LINKHUB_URL, "https://linktr.ee/"),
      ],
      sponsorFormUrl: e.MSA_SPONSOR_FORM_URL ?? "https://forms.gle/",
      donationUrl: e.MSA_DONATION_URL ?? "https://wusa.ca/",
      enewsUrl: e.MSA_ENEWS_URL ?? "https://forms.gle/",
      orphanSponsorship: {
        url: e.MSA_ORPHAN_SPONSORSHIP_URL ?? "https://example.org/orphan-sponsorship",
        donateUrl: e.MSA_ORPHAN_SPONSORSHIP_DONATE_URL ?? "https://example.org/orphan-sponsorship/donate",
      },
      iic: {
        url: e.MSA_IIC_URL ?? "https://example.org/islamic-information-center",
        donateUrl: e.MSA_IIC_DONATE_URL ?? "https://example.org/islamic-information-center/donate",
      },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from:
        e.MAIL_FROM ?? `${e.MSA_SHORT_NAME} website <no-reply@${new URL(e.PUBLIC_URL ?? "http://localhost").hostname}>`,
      contactTo: e.CONTACT_MAIL_TO ?? e.MSA_EMAIL,
      fiqhTo: e.FIQH_MAIL_TO ?? e.MSA_EMAIL,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      retryBaseSeconds: e.OUTBOX_RETRY_BASE_SECONDS,
      pollSeconds: e.OUTBOX_POLL_SECONDS,
    },
    formRateLimit: { max: e.FORM_RATE_LIMIT_MAX, windowSeconds: e.FORM_RATE_LIMIT_WINDOW_SECONDS },
    prayer: {
      latitude: e.PRAYER_LATITUDE,
      longitude: e.PRAYER_LONGITUDE,
      method: e.PRAYER_METHOD,
      asr: e.PRAYER_ASR,
      timeZone: e.TIME_ZONE,
    },
  };
}

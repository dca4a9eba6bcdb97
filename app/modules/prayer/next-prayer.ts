// Which prayer is next and how long until its iqamah: runs in the browser every second, on instants
// only, so the answer is the campus's whatever zone the visitor's device is set to.
import { iqamahNames, prayerLabels, type DayRecord, type IqamahName } from "./day-record";

export interface NextPrayer {
  name: IqamahName;
  label: string;
  /** Epoch milliseconds of the iqamah (on Fridays, Jumu'ah for dhuhr). */
  at: number;
  /** The same as campus wall-clock "HH:MM". */
  time: string;
  /** True when it is tomorrow's Fajr (today's prayers are all past). */
  tomorrow: boolean;
}

/** On Fridays, the first Jumu'ah session, which stands for dhuhr in the countdown. */
export interface JummahIqamah {
  at: string;
  time: string;
}

export function nextPrayer(
  today: DayRecord,
  tomorrow: DayRecord,
  jummah: JummahIqamah | null,
  now: number,
): NextPrayer {
  for (const name of iqamahNames) {
    const friday = name === "dhuhr" && today.isFriday;
    const iso = friday ? jummah?.at : today.iqamahAt[name];
    const time = friday ? jummah?.time : today.iqamah[name];
    if (!iso || !time) continue;
    const at = Date.parse(iso);
    if (at > now) return { name, label: friday ? "Jumu'ah" : prayerLabels[name], at, time, tomorrow: false };
  }
  const fajr = { at: Date.parse(tomorrow.iqamahAt.fajr!), time: tomorrow.iqamah.fajr! };
  return { name: "fajr", label: "Fajr", ...fajr, tomorrow: true };
}

/** 3725000 ms to "1:02:05"; under an hour "2:05". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The same wait in words, for screen readers: "1 hour 2 minutes". */
export function describeCountdown(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [];
  if (h > 0) parts.push(`${h} hour${h === 1 ? "" : "s"}`);
  if (m > 0 || h === 0) parts.push(`${m} minute${m === 1 ? "" : "s"}`);
  return parts.join(" ");
}

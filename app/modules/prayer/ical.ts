// The iqamah times as an iCalendar feed (RFC 5545) that calendar apps subscribe to. Pure: days in,
// text out. Every event starts at a UTC instant, so no VTIMEZONE is needed and a daylight-saving
// change day comes out right in every app, whatever zone the subscriber is in.
import { jummahKeys, jummahSessions } from "../jummah/sessions";
import { formatTime12, iqamahNames, prayerLabels, type DayRecord } from "./day-record";
import { iqamahRoom, masjidNote } from "./rooms";
import { parseClock } from "./timetable-csv";
import { zonedInstant } from "./zoned-time";

export interface IcalOptions {
  /** X-WR-CALNAME, e.g. "UWMSA iqamah times". */
  calendarName: string;
  /** Who publishes it, for PRODID, e.g. "UWMSA". */
  publisher: string;
  /** The campus zone (X-WR-TIMEZONE; Jumu'ah times are read in it). */
  timeZone: string;
  /** The right-hand side of every UID: the site's host name. */
  uidHost: string;
  /** DTSTAMP: when this copy of the feed was made. */
  now: number;
  /** The page that explains the feed (URL property of the calendar), if any. */
  pageUrl?: string;
}

export interface IcalEvent {
  uid: string;
  start: number;
  minutes: number;
  summary: string;
  location: string;
  description: string;
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;
const IQAMAH_MINUTES = 15;
// A Jumu'ah is the khutbah and the prayer; the sessions are 45 minutes apart, so 30 never overlap.
const JUMMAH_MINUTES = 30;

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF and one space before each continuation.
 * Counted in UTF-8 octets, and never inside a character, so a multi-byte letter stays whole.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    // Continuation lines begin with the space, which counts towards their 75.
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** An instant as a UTC DATE-TIME: 20260308T105000Z. */
export function formatUtc(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The events of one day: the five iqamahs, or on Friday the Jumu'ah sessions instead of Dhuhr. */
export function dayEvents(day: DayRecord, o: Pick<IcalOptions, "timeZone" | "uidHost">): IcalEvent[] {
  const events: IcalEvent[] = [];
  for (const name of iqamahNames) {
    const at = day.iqamahAt[name];
    const time = day.iqamah[name];
    if (at === null || time === null) continue;
    const location = iqamahRoom(name, day.weekday);
    events.push({
      uid: `${day.date}-${name}@${o.uidHost}`,
      start: Date.parse(at),
      minutes: IQAMAH_MINUTES,
      summary: `${prayerLabels[name]} iqamah`,
      location,
      description: `Adhan ${formatTime12(day.start[name])}, iqamah ${formatTime12(time)} in ${location}. ${masjidNote}`,
    });
  }
  if (day.isFriday) {
    for (const key of jummahKeys) {
      const session = jummahSessions[key];
      const minutes = parseClock(session.time);
      if (minutes === null) continue;
      events.push({
        uid: `${day.date}-${key}@${o.uidHost}`,
        start: zonedInstant(day.date, minutes, o.timeZone),
        minutes: JUMMAH_MINUTES,
        summary: session.label,
        location: session.room,
        description: `${session.label}: khutbah and prayer at ${session.time} in ${session.room}.`,
      });
    }
  }
  return events.sort((a, b) => a.start - b.start);
}

function eventLines(e: IcalEvent, stamp: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${formatUtc(e.start)}`,
    `DURATION:PT${e.minutes}M`,
    `SUMMARY:${escapeText(e.summary)}`,
    `LOCATION:${escapeText(e.location)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    // A reminder of a prayer, not a meeting: it should not mark the subscriber busy.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

export function iqamahCalendar(days: readonly DayRecord[], o: IcalOptions): string {
  const stamp = formatUtc(o.now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(o.publisher)}//Iqamah times//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(o.calendarName)}`,
    `X-WR-TIMEZONE:${o.timeZone}`,
    `X-WR-CALDESC:${escapeText(`Iqamah and Jumu'ah times on campus. ${masjidNote}`)}`,
    ...(o.pageUrl ? [`URL;VALUE=URI:${o.pageUrl}`] : []),
    // Calendar apps poll a subscription at their own pace; these ask them to do it daily.
    "REFRESH-INTERVAL;VALUE=DURATION:P1D",
    "X-PUBLISHED-TTL:P1D",
    ...days.flatMap((d) => dayEvents(d, o).flatMap((e) => eventLines(e, stamp))),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

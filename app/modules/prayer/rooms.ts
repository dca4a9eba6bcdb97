// Where each congregational prayer is held on campus (SPEC §2 Prayer Times). Browser-safe: the
// month page prints the rule and the calendar feed puts the room in each event.
import type { IqamahName } from "./day-record";

export const mainRoom = "SLC 3252";
export const secondRoom = "MC 2018";

/** The room of one iqamah on a weekday ("Monday" ... as in the day record). */
export function iqamahRoom(prayer: IqamahName, weekday: string): string {
  if (prayer === "isha" && (weekday === "Monday" || weekday === "Wednesday")) return secondRoom;
  if (prayer === "fajr" && weekday === "Thursday") return secondRoom;
  return mainRoom;
}

export const roomsNote =
  `Isha on Mondays and Wednesdays, and Fajr on Thursdays, are in ${secondRoom}; ` +
  `all other iqamah prayers are in ${mainRoom}.`;

export const masjidNote = "Adhan times follow a local masjid.";

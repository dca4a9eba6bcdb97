// The four Jumu'ah sessions (SPEC §2, §9); kept apart from zod so Home's first load stays small.
export const jummahKeys = ["jummah1", "jummah2", "jummah3", "gradJummah"] as const;
export type JummahKey = (typeof jummahKeys)[number];

export const jummahSessions: Record<JummahKey, { label: string; room: string; time: string }> = {
  jummah1: { label: "Jumu'ah 1", room: "SLC 3252", time: "1:30pm" },
  jummah2: { label: "Jumu'ah 2", room: "MC 2018", time: "2:15pm" },
  jummah3: { label: "Jumu'ah 3", room: "SLC 3252", time: "3:00pm" },
  gradJummah: { label: "Grad Jumu'ah", room: "MC 2018", time: "12:30pm" },
};

export type JummahInfo = Record<JummahKey, { khateeb: string; topic: string }>;

export const jummahMessages = {
  invalid: "Please ensure all fields are filled out properly!",
  success: "Khateeb and topic updated successfully!",
  failure: "There was an error updating the database. Please try again.",
} as const;

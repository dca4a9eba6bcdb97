// Kept apart from schema.ts so the navbar does not pull zod into every page's first load.

/** The six optional contact-menu forms (SPEC §3, internal/contactNavbarForms), in menu order. */
export const navFormKeys = [
  "incident",
  "volunteer",
  "open_feedback",
  "khutbah_feedback",
  "tech_feedback",
  "prayer_space_feedback",
] as const;
export type NavFormKey = (typeof navFormKeys)[number];

export const navFormLabels: Record<NavFormKey, string> = {
  incident: "Incident Report",
  volunteer: "Volunteer Sign-up",
  open_feedback: "Open Feedback",
  khutbah_feedback: "Khutbah Feedback",
  tech_feedback: "Tech Feedback",
  prayer_space_feedback: "Prayer Space Feedback",
};

export type NavForms = Partial<Record<NavFormKey, string>>;

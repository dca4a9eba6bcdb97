import type { Action, Role } from "./policy";
import { can } from "./policy";

/** Dashboard sections (SPEC §6) and the permission each one needs. */
export const dashboardSections = [
  {
    id: "education",
    href: "/dashboard/education",
    title: "Education",
    action: "update:jummah",
    summary: "Jumu'ah khateebs and topics, duas and dua categories.",
  },
  {
    id: "prayer-times",
    href: "/dashboard/prayer-times",
    title: "Prayer times",
    action: "manage:prayer-times",
    summary: "The masjid timetable (CSV import), the Hijri date offset and the Ramadan Isha schedule.",
  },
  {
    id: "internal",
    href: "/dashboard/internal",
    title: "Internal",
    action: "update:nav-forms",
    summary: "The contact-menu form links in the navigation bar.",
  },
  {
    id: "external",
    href: "/dashboard/external",
    title: "External",
    action: "manage:past-events",
    summary: "Past-event images shown on the Home page.",
  },
  {
    id: "contact-messages",
    title: "Contact messages",
    action: "manage:contact-messages",
    summary: "Messages sent through the Contact Us form: read, mark answered, see delivery.",
    href: "/dashboard/inbox/contact",
  },
  {
    id: "fiqh-questions",
    title: "Fiqh questions",
    action: "manage:fiqh-questions",
    summary: "Questions sent through the Fiqh Q&A form: read, mark answered, see delivery.",
    href: "/dashboard/inbox/fiqh",
  },
  {
    id: "push",
    href: "/dashboard/push",
    title: "Push notifications",
    action: "send:push",
    summary: "Send a notification to everyone who opted in.",
  },
  {
    id: "accounts",
    href: "/dashboard/accounts",
    title: "Staff accounts",
    action: "manage:users",
    summary: "Create accounts, change roles and reset passwords.",
  },
  {
    id: "audit",
    href: "/dashboard/audit",
    title: "Audit trail",
    action: "read:audit",
    summary: "Every staff action: who, role, what, when and how it ended.",
  },
  {
    id: "tournament",
    href: "/admin/tournament",
    title: "Tournament",
    action: "manage:tournament",
    summary: "Games, teams, scores and registration at /admin/tournament.",
  },
] as const satisfies readonly { id: string; href: string; title: string; action: Action; summary: string }[];

export function sectionsFor(role: Role) {
  return dashboardSections.filter((s) => can(role, s.action));
}

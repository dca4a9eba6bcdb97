import type { Identity } from "../../../server/config";
import { navFormKeys, navFormLabels, type NavForms } from "~/modules/nav-forms/keys";

export interface NavItem {
  label: string;
  to: string;
  external?: boolean;
}
export interface NavGroup {
  /** A submenu: shown as a labelled group inside its menu. */
  heading: string;
  items: NavItem[];
}
export interface NavMenu {
  id: string;
  label: string;
  entries: (NavItem | NavGroup)[];
}

/** The navbar's menus (SPEC §2 "Shared layout"); Contact's optional links come from the database. */
export function navMenus(identity: Identity, navForms: NavForms): NavMenu[] {
  const contactForms: NavItem[] = navFormKeys
    .filter((key) => navForms[key])
    .map((key) => ({ label: navFormLabels[key], to: navForms[key]!, external: true }));
  return [
    {
      id: "about",
      label: "About",
      entries: [
        { label: "Our Mission", to: "/our-mission" },
        { label: "Land Acknowledgement", to: "/land-acknowledgement" },
        { label: "Subteams", to: "/subteams" },
        { label: "Financial Reports", to: "/financial-reports" },
        { label: "Election Results", to: "/election-results" },
      ],
    },
    {
      id: "campus",
      label: "Campus",
      entries: [
        { label: "Events", to: "/events" },
        { label: "Prayer Times", to: "/prayer-times" },
        { label: "Prayer Spaces", to: "/prayer-spaces" },
        {
          heading: "Halal Food",
          items: [
            { label: "On-campus", to: "/on-campus-halal-food" },
            { label: "Off-campus", to: "/off-campus-halal-food" },
          ],
        },
        { label: "Housing", to: "/housing" },
      ],
    },
    {
      id: "education",
      label: "Education",
      entries: [
        { label: "Wellness Tips", to: "/wellness-tips" },
        { label: "Past Videos", to: "/past-videos" },
        { label: "Blogs", to: "/blogs" },
        { heading: "Fiqh Q&A", items: [{ label: "Submission", to: "/fiqh-qna-submission" }] },
      ],
    },
    {
      id: "contact",
      label: "Contact",
      entries: [
        { label: "Contact Us", to: "/contact-us" },
        ...contactForms,
        { label: "E-news Sign-up", to: identity.enewsUrl, external: true },
      ],
    },
    {
      id: "donate",
      label: "Donate",
      entries: [
        { label: "Sponsor Us", to: identity.sponsorFormUrl, external: true },
        { label: "General Donation", to: identity.donationUrl, external: true },
      ],
    },
  ];
}

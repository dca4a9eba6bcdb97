import type { Route } from "./+types/upcoming";
import { pageTitle } from "~/lib/meta";
import type { RootData } from "~/root";

// Registered now so every route of the spec answers; each page's content lands with its feature.
const titles: Record<string, string> = {
  "our-mission": "Our Mission",
  subteams: "Subteams",
  "financial-reports": "Financial Reports",
  "land-acknowledgement": "Land Acknowledgement",
  "our-impact": "Our Impact",
  "election-results": "Election Results",
  events: "Events",
  "prayer-spaces": "Prayer Spaces",
  "on-campus-halal-food": "On-campus Halal Food",
  "off-campus-halal-food": "Off-campus Halal Food",
  housing: "Housing",
  "contact-us": "Contact Us",
  "wellness-tips": "Wellness Tips",
  "past-videos": "Past Videos",
  blogs: "Blogs",
  "fiqh-qna-submission": "Fiqh Q&A Submission",
  resources: "Resources",
  tournament: "Tournament",
  live: "Tournament Live Stream & Updates",
  registration: "Player Registration",
  "admin/tournament": "Tournament Admin Portal",
  "pages/app-privacy-policy": "App Privacy Policy",
};

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/^\/|\/$/g, "");
  return { title: titles[path] ?? "Page" };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  return [{ title: pageTitle(data?.title ?? "Page", root?.identity.shortName) }];
}

export default function Upcoming({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container page-section">
      <h1>{loaderData.title}</h1>
      <p>This page is being prepared. Please check back soon, or write to us from the Contact menu.</p>
    </section>
  );
}

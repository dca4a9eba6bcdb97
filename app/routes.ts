import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Pages that later features fill in are served by one "being prepared" module until then.
const upcoming = [
  "our-mission",
  "subteams",
  "financial-reports",
  "land-acknowledgement",
  "our-impact",
  "election-results",
  "events",
  "prayer-spaces",
  "on-campus-halal-food",
  "off-campus-halal-food",
  "housing",
  "contact-us",
  "wellness-tips",
  "past-videos",
  "blogs",
  "fiqh-qna-submission",
  "resources",
  "tournament",
  "live",
  "registration",
  "admin/tournament",
  "pages/app-privacy-policy",
];

// Old links in circulation (DESIGN §9.1): answered with a permanent redirect.
const redirects = ["mission", "substreams", "contact"];

export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.ts"),
  route("dashboard", "routes/dashboard.tsx", [
    index("routes/dashboard/overview.tsx"),
    route("education", "routes/dashboard/education.tsx"),
    route("internal", "routes/dashboard/internal.tsx"),
    route("external", "routes/dashboard/external.tsx"),
    route("push", "routes/dashboard/push.tsx"),
    route("accounts", "routes/dashboard/accounts.tsx"),
    route("audit", "routes/dashboard/audit.tsx"),
  ]),
  route("set-password", "routes/set-password.tsx"),
  ...upcoming.map((path) => route(path, "routes/upcoming.tsx", { id: `upcoming/${path}` })),
  ...redirects.map((path) => route(path, "routes/redirect.ts", { id: `redirect/${path}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

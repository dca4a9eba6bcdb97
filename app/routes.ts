import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Information pages whose content is data (app/content/pages.ts), served by one module.
const infoPages = [
  "our-mission",
  "land-acknowledgement",
  "subteams",
  "our-impact",
  "election-results",
  "events",
  "prayer-spaces",
  "on-campus-halal-food",
  "housing",
  "wellness-tips",
  "past-videos",
  "blogs",
  "resources",
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
    route("prayer-times", "routes/dashboard/prayer-times.tsx"),
    route("internal", "routes/dashboard/internal.tsx"),
    route("external", "routes/dashboard/external.tsx"),
    route("push", "routes/dashboard/push.tsx"),
    route("accounts", "routes/dashboard/accounts.tsx"),
    route("audit", "routes/dashboard/audit.tsx"),
  ]),
  route("dashboard/prayer-times/template.csv", "routes/dashboard/prayer-template.ts"),
  route("set-password", "routes/set-password.tsx"),
  route("tournament", "routes/tournament.tsx"),
  route("live", "routes/live.tsx"),
  route("registration", "routes/registration.tsx"),
  route("admin/tournament", "routes/admin-tournament.tsx"),
  route("dashboard/inbox/contact", "routes/dashboard-inbox.tsx", { id: "inbox/contact" }),
  route("dashboard/inbox/fiqh", "routes/dashboard-inbox.tsx", { id: "inbox/fiqh" }),
  ...infoPages.map((path) => route(path, "routes/info-page.tsx", { id: `info/${path}` })),
  route("financial-reports", "routes/financial-reports.tsx"),
  route("off-campus-halal-food", "routes/off-campus-halal-food.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("fiqh-qna-submission", "routes/fiqh-qna-submission.tsx"),
  route("prayer-times", "routes/prayer-times.tsx"),
  route("prayer-times.csv", "routes/prayer-times-csv.ts"),
  route("prayer-times.ics", "routes/prayer-times-ics.ts"),
  ...redirects.map((path) => route(path, "routes/redirect.ts", { id: `redirect/${path}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

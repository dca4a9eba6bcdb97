// Financial Reports: year tabs (links, ?year=2023) and cards opening each statement in a new tab.
import { Link } from "react-router";
import type { Route } from "./+types/financial-reports";
import { pageMeta } from "~/content/forms";
import { financialReports, NO_REPORTS, reportYears } from "~/content/financial-reports";
import { seoMeta } from "~/lib/seo";
import "~/styles/content.scss";

const PATH = "/financial-reports";

export function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("year") ?? "";
  const year = (reportYears as readonly string[]).includes(asked) ? asked : "ALL";
  return {
    year,
    reports: financialReports.filter((r) => year === "ALL" || r.year === year),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({ ...pageMeta[PATH], path: PATH }, matches);
}

export default function FinancialReports({ loaderData }: Route.ComponentProps) {
  const { year, reports } = loaderData;
  return (
    <article className="container page-section content-page">
      <h1>Financial Reports</h1>
      <p className="lead-text">Our statements by term. Each opens as a PDF in a new tab.</p>
      <nav aria-label="Filter reports by year">
        <ul className="report-tabs">
          {["ALL", ...reportYears].map((y) => (
            <li key={y}>
              <Link
                to={y === "ALL" ? PATH : `${PATH}?year=${y}`}
                aria-current={y === year ? "page" : undefined}
                preventScrollReset
              >
                {y}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {reports.length === 0 ? (
        <div className="alert alert-info" role="status">
          {NO_REPORTS(year)}
        </div>
      ) : (
        <ul className="content-cards">
          {reports.map((r) => (
            <li key={r.season} className="card">
              <a className="card-body report-card" href={r.href} target="_blank" rel="noopener noreferrer">
                <span className="h5">{r.season}</span>
                <span>
                  Financial statement (PDF)<span className="visually-hidden">, opens in a new tab</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

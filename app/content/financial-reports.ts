// Financial Reports (SPEC §2): the filter tabs and the cards. A tab with no report shows an empty state.
import { documents, financialSeasons } from "./documents";

export const reportYears = ["2025", "2023", "2022", "2021", "2020", "2019", "2018"] as const;

export const financialReports = financialSeasons.map((season) => {
  const d = documents.find((x) => x.title === `Financial Statement, ${season}`)!;
  return { season, year: season.split(" ")[1]!, href: d.href };
});

export const NO_REPORTS = (year: string) => `No financial reports have been published for ${year}.`;

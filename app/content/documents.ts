// Every PDF the site serves (SPEC §1): financial statements, constitution, code of conduct and
// wellness notes. The files are ours, made by scripts/make-documents.mjs from this list; where the
// real text is not ours to write they say so on every page ("Sample document").
// Checked by documentSchema (schema.ts); no zod here, so pages that list documents stay light.

export interface SiteDocument {
  id: string;
  title: string;
  /** Public path of the PDF under /documents. */
  href: string;
  /** Marked "Sample document" on every page when the real text is not ours to write. */
  sample: boolean;
  /** Lines of body text for the generated file. */
  body: string[];
}

const doc = (id: string, title: string, body: string[], sample = true): SiteDocument => ({
  id,
  title,
  href: `/documents/${id}.pdf`,
  sample,
  body,
});

const statement = (season: string) =>
  doc(`financial-statement-${season.toLowerCase().replace(" ", "-")}`, `Financial Statement, ${season}`, [
    `Statement of revenue and expenses for the ${season} term.`,
    "Revenue: member donations, Ramadan fundraising, student society funding.",
    "Expenses: weekly Jumu'ah, iftar catering, events, prayer space upkeep, outreach.",
    "The association's treasurer publishes the audited figures; this file stands in for them.",
  ]);

export const financialSeasons = [
  "Spring 2025",
  "Winter 2023",
  "Winter 2022",
  "Spring 2022",
  "Winter 2021",
  "Spring 2021",
  "Fall 2021",
  "Winter 2019",
  "Fall 2018",
] as const;

export const wellnessNotes = [
  doc("wellness-sleep", "Sleep and Salah", ["Keeping a steady sleep schedule around Fajr and exams."]),
  doc("wellness-stress-part-1", "Managing Stress, Part 1", ["Recognising stress: body, mind and heart."]),
  doc("wellness-stress-part-2", "Managing Stress, Part 2", ["Dhikr, breathing and planning: practical steps."]),
  doc("wellness-nutrition", "Eating Well on Campus", ["Balanced halal meals on a student budget."]),
  doc("wellness-gratitude-part-1", "Gratitude, Part 1", ["Shukr in the Qur'an and Sunnah."]),
  doc("wellness-gratitude-part-2", "Gratitude, Part 2", ["A gratitude journal: one week plan."]),
  doc("wellness-community", "Finding Community", ["Loneliness at university and where to find company."]),
  doc("wellness-movement", "Move Your Body", ["Short stretches and walks between lectures."]),
];

export const documents: SiteDocument[] = [
  ...financialSeasons.map(statement),
  doc("constitution", "Constitution", [
    "Article 1. Name and purpose of the association.",
    "Article 2. Membership. Article 3. Executive committee and elections.",
    "Article 4. Finances. Article 5. Amendments.",
  ]),
  doc("code-of-conduct", "Code of Conduct", [
    "Members and volunteers treat everyone with respect, honesty and care.",
    "Harassment of any kind is not tolerated; concerns go to the executives.",
  ]),
  ...wellnessNotes,
];

export function documentById(id: string): SiteDocument {
  const d = documents.find((x) => x.id === id);
  if (!d) throw new Error(`No document ${id}`);
  return d;
}

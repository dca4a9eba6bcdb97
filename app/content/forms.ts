// Titles and descriptions of the pages whose content is a component (finder, forms, reports).
export const pageMeta = {
  "/financial-reports": {
    title: "Financial Reports",
    description:
      "The MSA's financial statements by term, from 2018 to 2025. Filter by year and open each statement as a PDF.",
  },
  "/off-campus-halal-food": {
    title: "Off-campus Halal Food",
    description:
      "About 40 halal restaurants near campus: search by name, filter by cuisine, halal level and slaughter method.",
  },
  "/contact-us": {
    title: "Contact Us",
    description:
      "Write to the Muslim Students' Association: send us a message, find our e-mail address and social media links.",
  },
  "/fiqh-qna-submission": {
    title: "Fiqh Q&A Submission",
    description:
      "Ask the MSA education team a question about Islamic jurisprudence, privately or to be answered publicly.",
  },
} as const;

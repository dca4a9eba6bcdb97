/** Page title in the site's one format. */
export function pageTitle(title: string, shortName?: string) {
  return shortName ? `${title} | ${shortName}` : title;
}

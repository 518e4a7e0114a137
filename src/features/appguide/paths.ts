/** Paths of the app guide (spec 001 §2.1: app-wizard, app-recommendations, app-overview, app-detail). */
export const WIZARD_PATH = "/keuzehulp/";
export const RESULT_PATH = "/keuzehulp/uitslag/";
export const OVERVIEW_PATH = "/keuzehulp/overzicht/";

export function appPath(slug: string): string {
  return `/keuzehulp/applicaties/${encodeURIComponent(slug)}/`;
}

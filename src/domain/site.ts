/** Site-wide settings. The site name is a setting (env SITE_NAME at build time), default ReumaNL. */
export const SITE_NAME: string =
  (typeof process !== "undefined" && process.env && process.env.GATSBY_SITE_NAME) || "ReumaNL";

/** "<title> | ReumaNL" as the spec asks for page titles. */
export function pageTitle(title?: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** The dossier whose articles the homepage shows (spec 001 §3.3, docs/decisions/222-lookup-items.md). */
export const HOMEPAGE_DOSSIER_TID = 55362;

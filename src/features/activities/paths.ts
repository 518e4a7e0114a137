/** Paths of the guide (spec 001 §2.1 "gids", §2.2; spec 000 §2 /activiteit-aanmelden). */
export const GUIDE_PATH = "/ontmoet-elkaar/activiteiten/";
export const SUBMIT_PATH = "/activiteit-aanmelden/";
export const PROFILE_PATH = "/account/profiel/";

export function activityPath(slug: string): string {
  return `${GUIDE_PATH}${encodeURIComponent(slug)}/`;
}

/** The slug of a detail path ("/ontmoet-elkaar/activiteiten/wandelen/" -> "wandelen"), or null. */
export function slugOfPath(pathname: string): string | null {
  const match = /^\/ontmoet-elkaar\/activiteiten\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(pathname);
  return match ? match[1]! : null;
}

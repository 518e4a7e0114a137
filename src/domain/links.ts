/** Drupal's link field values (menus, link blocks) as addresses the site can use. */

/** A Drupal link value: `url` when Drupal resolved it, else the raw `uri`. */
export interface DrupalLink {
  uri?: string | null;
  url?: string | null;
}

/** Resolves Drupal link values: url when Drupal gives it, else the uri ("internal:/x", "entity:node/1"). */
export function menuUrl(link: DrupalLink | null | undefined): string | null {
  const url = link?.url?.trim();
  if (url) return url;
  const uri = link?.uri?.trim() ?? "";
  if (!uri || uri === "route:<nolink>" || uri === "route:<none>" || uri === "route:<button>") return null;
  if (uri === "route:<front>" || uri === "internal:/") return "/";
  if (uri.startsWith("internal:")) return uri.slice("internal:".length) || "/";
  if (uri.startsWith("entity:")) return `/${uri.slice("entity:".length)}`;
  if (/^(https?:|mailto:|tel:)/i.test(uri)) return uri;
  return null;
}

export function isExternalUrl(url: string | null): boolean {
  return url !== null && /^(https?:)?\/\//i.test(url);
}

/** Turns Drupal menu_link_content entities into a nested menu, ordered by weight then title. */

export interface MenuItem {
  id: string;
  title: string;
  /** Site path ("/over-reuma") or absolute URL; null for a "<nolink>" parent. */
  url: string | null;
  external: boolean;
  children: MenuItem[];
}

export interface MenuLinkNode {
  drupal_id: string;
  title: string;
  menu_name: string;
  weight?: number | null;
  external?: boolean | null;
  enabled?: boolean | null;
  link?: { uri?: string | null; url?: string | null } | null;
  /** "menu_link_content:<uuid>" of the parent link, or null for a top-level link. */
  drupal_parent_menu_item?: string | null;
}

/** Resolves Drupal link values: url when Drupal gives it, else the uri ("internal:/x", "entity:node/1"). */
export function menuUrl(link: MenuLinkNode["link"]): string | null {
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

export function buildMenuTree(links: readonly MenuLinkNode[], menuName: string): MenuItem[] {
  const inMenu = links.filter((link) => link.menu_name === menuName && link.enabled !== false);
  const sorted = [...inMenu].sort(
    (a, b) => (a.weight ?? 0) - (b.weight ?? 0) || a.title.localeCompare(b.title, "nl"),
  );
  const items = new Map<string, MenuItem>();
  for (const link of sorted) {
    const url = menuUrl(link.link);
    items.set(link.drupal_id, {
      id: link.drupal_id,
      title: link.title,
      url,
      external: Boolean(link.external) || isExternalUrl(url),
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const link of sorted) {
    const item = items.get(link.drupal_id)!;
    const parentId = link.drupal_parent_menu_item?.replace(/^menu_link_content:/, "");
    const parent = parentId ? items.get(parentId) : undefined;
    if (parent) parent.children.push(item);
    else roots.push(item); // top level, or a parent that is disabled or missing
  }
  return roots;
}

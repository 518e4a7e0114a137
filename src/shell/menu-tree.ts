/**
 * Turns Drupal menu_link_content entities into a nested menu, ordered by weight then title. Runs at
 * build time (gatsby-node's `Site.shellMenus` resolver); the browser receives the finished trees.
 */
import { isExternalUrl, menuUrl, type DrupalLink } from "../domain/links";

export interface MenuItem {
  id: string;
  title: string;
  /** Site path ("/over-reuma") or absolute URL; null for a "<nolink>" parent. */
  url: string | null;
  external: boolean;
  children: MenuItem[];
  /** Drupal's "show as expanded" (the footer's ShowChildren). */
  expanded?: boolean;
  /** The featured item of this menu entry; present only when all five texts exist (spec 001 §2.5). */
  featured?: FeaturedItem;
}

export interface FeaturedItem {
  label: string;
  title: string;
  text: string;
  linkTitle: string;
  url: string;
}

export interface MenuLinkNode {
  drupal_id: string;
  title: string;
  menu_name: string;
  weight?: number | null;
  external?: boolean | null;
  enabled?: boolean | null;
  link?: DrupalLink | null;
  /** "menu_link_content:<uuid>" of the parent link, or null for a top-level link. */
  drupal_parent_menu_item?: string | null;
  expanded?: boolean | null;
  field_featured_label?: string | null;
  field_featured_title?: string | null;
  field_featured_text?: string | null;
  field_featured_link_title?: string | null;
  field_featured_link_url?: string | null;
}

/** The featured item when all five of its texts are filled in, else undefined; its label empty when the title starts with it. */
export function featuredItem(link: MenuLinkNode): FeaturedItem | undefined {
  const texts = [
    link.field_featured_label,
    link.field_featured_title,
    link.field_featured_text,
    link.field_featured_link_title,
    link.field_featured_link_url,
  ].map((text) => text?.trim() ?? "");
  if (texts.some((text) => text === "")) return undefined;
  const [label, title, text, linkTitle, url] = texts as [string, string, string, string, string];
  // "Uitgelicht" above "Uitgelicht: medicijnen" would say it twice: then the label is left empty
  // (and hidden by CSS), decided here at build time so the browser runs no code for it.
  return { label: title.toLowerCase().startsWith(label.toLowerCase()) ? "" : label, title, text, linkTitle, url };
}

export function buildMenuTree(links: readonly MenuLinkNode[], menuName: string): MenuItem[] {
  const inMenu = links.filter((link) => link.menu_name === menuName && link.enabled !== false);
  const sorted = [...inMenu].sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0) || a.title.localeCompare(b.title, "nl"));
  const items = new Map<string, MenuItem>();
  for (const link of sorted) {
    const url = menuUrl(link.link);
    items.set(link.drupal_id, {
      id: link.drupal_id,
      title: link.title,
      url,
      external: Boolean(link.external) || isExternalUrl(url),
      children: [],
      ...(link.expanded ? { expanded: true } : {}),
      ...(featuredItem(link) ? { featured: featuredItem(link) } : {}),
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

/** The shell's two menus, as `Site.shellMenus` gives them to useMenus (only enabled links count). */
export interface ShellMenus {
  main: MenuItem[];
  footer: MenuItem[];
}

export function buildShellMenus(links: readonly MenuLinkNode[]): ShellMenus {
  const enabled = links.filter((link) => link.enabled === true);
  return { main: buildMenuTree(enabled, "main"), footer: buildMenuTree(enabled, "footer") };
}

/**
 * The footer menu in the shape of spec 001 §3.1 (and of GET /api/drupal/getFooter): PageId, Title,
 * Weight, Url (absolute when external, else relative), IsExternal, ShowChildren, Children.
 */
import { isExternalUrl, menuUrl } from "../domain/links";
import type { MenuLinkNode } from "./menu-tree";

export interface FooterEntry {
  PageId: number | null;
  Title: string;
  Weight: number;
  Url: string;
  IsExternal: boolean;
  ShowChildren: boolean;
  Children: FooterEntry[];
}

export interface FooterLinkNode extends MenuLinkNode {
  expanded?: boolean | null;
}

/** Node ids by path ("/contact" -> 12), so a footer link knows the page it points to. */
export type PageIds = ReadonlyMap<string, number>;

export function buildFooter(
  links: readonly FooterLinkNode[],
  pageIds: PageIds = new Map(),
  siteUrl = "",
): FooterEntry[] {
  const inMenu = links
    .filter((link) => link.menu_name === "footer" && link.enabled !== false)
    .sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0) || a.title.localeCompare(b.title, "nl"));
  const entries = new Map<string, FooterEntry>();
  for (const link of inMenu) {
    const url = menuUrl(link.link) ?? "";
    const external = Boolean(link.external) || isExternalUrl(url);
    const path = url.replace(/\/+$/, "") || "/";
    entries.set(link.drupal_id, {
      PageId: external ? null : (pageIds.get(path) ?? null),
      Title: link.title,
      Weight: link.weight ?? 0,
      Url: external ? new URL(url, siteUrl || undefined).href : url,
      IsExternal: external,
      ShowChildren: Boolean(link.expanded),
      Children: [],
    });
  }
  const roots: FooterEntry[] = [];
  for (const link of inMenu) {
    const entry = entries.get(link.drupal_id)!;
    const parent = entries.get(link.drupal_parent_menu_item?.replace(/^menu_link_content:/, "") ?? "");
    if (parent) parent.Children.push(entry);
    else roots.push(entry);
  }
  return roots;
}

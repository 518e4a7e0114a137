import { graphql, useStaticQuery } from "gatsby";
import { useMemo } from "react";
import { buildMenuTree, type MenuItem, type MenuLinkNode } from "./menu-tree";

export interface ShellMenusQuery {
  allMenuLinkContentMenuLinkContent: { nodes: MenuLinkNode[] };
}

/** The Drupal main and footer menus, built at build time. */
export function useMenus(): { main: MenuItem[]; footer: MenuItem[] } {
  const data = useStaticQuery<ShellMenusQuery>(graphql`
    query ShellMenus {
      allMenuLinkContentMenuLinkContent(filter: { enabled: { eq: true } }) {
        nodes {
          drupal_id
          title
          menu_name
          weight
          external
          enabled
          link {
            uri
            url
          }
          drupal_parent_menu_item
          expanded
          field_featured_label
          field_featured_title
          field_featured_text
          field_featured_link_title
          field_featured_link_url
        }
      }
    }
  `);
  const nodes = data?.allMenuLinkContentMenuLinkContent?.nodes;
  return useMemo(
    () => ({ main: buildMenuTree(nodes ?? [], "main"), footer: buildMenuTree(nodes ?? [], "footer") }),
    [nodes],
  );
}

import { graphql, useStaticQuery } from "gatsby";
import type { ShellMenus } from "./menu-tree";

export interface ShellMenusQuery {
  site: { shellMenus: ShellMenus | null } | null;
}

const NO_MENUS: ShellMenus = { main: [], footer: [] };

/**
 * The Drupal main and footer menus, built into trees at build time (gatsby-node's `Site.shellMenus`
 * resolver, buildShellMenus in menu-tree.ts), so the browser neither loads nor runs that code.
 */
export function useMenus(): ShellMenus {
  const data = useStaticQuery<ShellMenusQuery>(graphql`
    query ShellMenus {
      site {
        shellMenus
      }
    }
  `);
  return data?.site?.shellMenus ?? NO_MENUS;
}

import { graphql, useStaticQuery } from "gatsby";
import type { Helpline } from "./helpline";
import type { ShellMenus } from "./menu-tree";

export interface ShellMenusQuery {
  site: { shellMenus: ShellMenus | null; helpline?: Helpline | null } | null;
}

const NO_MENUS: ShellMenus = { main: [], footer: [] };

/**
 * The Drupal main and footer menus, built into trees at build time (gatsby-node's `Site.shellMenus`
 * resolver, buildShellMenus in menu-tree.ts), so the browser neither loads nor runs that code; and
 * the footer's helpline from the site settings (`Site.helpline`, helpline.ts), null when unset.
 */
export function useMenus(): ShellMenus & { helpline: Helpline | null } {
  const data = useStaticQuery<ShellMenusQuery>(graphql`
    query ShellMenus {
      site {
        shellMenus
        helpline
      }
    }
  `);
  return { ...(data?.site?.shellMenus ?? NO_MENUS), helpline: data?.site?.helpline ?? null };
}

/**
 * Tells the tag manager which Drupal entity the page shows (spec 001 §7: page node id and type),
 * once per page, with analytics consent only. Rendered by gatsby-browser's wrapPageElement only in
 * a build with a tag manager id; the analytics module loads on demand, as it does for the script.
 * Renders nothing.
 */
import { useEffect } from "react";
import type { PageNode } from "./analytics";

/** The page context's pageNode (content-model/routes.ts), when it is one. */
export function pageNodeIn(pageContext: unknown): PageNode | null {
  const node = (pageContext as { pageNode?: unknown } | null | undefined)?.pageNode as Partial<PageNode> | undefined;
  return node && typeof node.id === "number" && typeof node.type === "string" ? { id: node.id, type: node.type } : null;
}

export function PageAnalytics({ pathname, node }: { pathname: string; node: PageNode | null }) {
  const id = node?.id;
  const type = node?.type;
  useEffect(() => {
    if (id === undefined || type === undefined) return;
    void import("./analytics").then((analytics) => analytics.trackPageNode({ id, type }));
  }, [pathname, id, type]);
  return null;
}

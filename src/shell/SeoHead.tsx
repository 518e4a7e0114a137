import { graphql, useStaticQuery } from "gatsby";
import { pageTitle } from "../domain/site";
import type { HeadMeta } from "./metatags";

/** A tag of the page's Drupal `metatag` field, as the build passes it on: a head tag, or null (shell/metatags.ts). */
/** A Drupal meta tag as the field `head` gives it: JSON (gatsby-node's resolver makes it a HeadMeta). */
export interface DrupalMetatag {
  head: Record<string, unknown> | null;
}

export interface SeoHeadProps {
  title?: string | null;
  description?: string | null;
  /** Path of the page ("/over-reuma/jicht/"); the canonical link is siteUrl + path. */
  path: string;
  /** Keep the page out of search engines (the 404 page). */
  noIndex?: boolean;
  /** The page's Drupal `metatag` field: its description wins over `description`. */
  metatags?: ReadonlyArray<DrupalMetatag | null> | null;
}

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
}

/** For Gatsby's Head export: title "<title> | ReumaNL", meta description, canonical link and the page's Drupal meta tags. */
export function SeoHead({ title, description, path, noIndex = false, metatags }: SeoHeadProps) {
  const data = useStaticQuery<SiteUrlQuery>(graphql`
    query SeoSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = (data?.site?.siteMetadata?.siteUrl ?? "").replace(/\/+$/, "");
  const canonicalPath = path.startsWith("/") ? path : `/${path}`;
  const drupal = uniqueHeadMeta(metatags).filter((meta) => !(noIndex && "name" in meta && meta.name === "robots"));
  const hasDescription = drupal.some((meta) => "name" in meta && meta.name === "description");
  return (
    <>
      <title>{pageTitle(title)}</title>
      {description && !hasDescription ? <meta name="description" content={description} /> : null}
      {drupal.map((meta) =>
        "name" in meta ? (
          <meta key={`n-${meta.name}`} name={meta.name} content={meta.content} />
        ) : (
          <meta key={`p-${meta.property}`} property={meta.property} content={meta.content} />
        ),
      )}
      {noIndex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={`${siteUrl}${canonicalPath}`} />
      )}
    </>
  );
}

/** The page's head tags from Drupal in their order, each name or property once (the first wins). */
export function uniqueHeadMeta(tags: ReadonlyArray<DrupalMetatag | null> | null | undefined): HeadMeta[] {
  const seen = new Set<string>();
  const out: HeadMeta[] = [];
  for (const meta of tags ?? []) {
    if (!meta?.head) continue;
    const head = meta.head as unknown as HeadMeta;
    const key = "name" in head ? `name:${head.name}` : `property:${head.property}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(head);
  }
  return out;
}

/** The tags of Drupal's computed metatag field, for every page query ("metatag { ...Metatags }"). */
export const metatagFragment = graphql`
  fragment Metatags on DrupalMetatag {
    head
  }
`;

import { graphql, useStaticQuery } from "gatsby";
import { pageTitle } from "../domain/site";
import { headMetatags, type DrupalMetatag } from "./metatags";

export interface SeoHeadProps {
  title?: string | null;
  description?: string | null;
  /** Path of the page ("/over-reuma/jicht/"); the canonical link is siteUrl + path. */
  path: string;
  /** Keep the page out of search engines (the 404 page). */
  noIndex?: boolean;
  /** The page's Drupal `metatag` field: its description wins over `description` (shell/metatags.ts). */
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
  const drupal = headMetatags(metatags).filter((meta) => !(noIndex && "name" in meta && meta.name === "robots"));
  const hasDescription = drupal.some((meta) => "name" in meta && meta.name === "description");
  return (
    <>
      <title>{pageTitle(title)}</title>
      {description && !hasDescription ? <meta name="description" content={description} /> : null}
      {drupal.map((meta) => ("name" in meta ? <meta key={`n-${meta.name}`} name={meta.name} content={meta.content} /> : <meta key={`p-${meta.property}`} property={meta.property} content={meta.content} />))}
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={`${siteUrl}${canonicalPath}`} />}
    </>
  );
}

export type { DrupalMetatag };

/** The tags of Drupal's computed metatag field, for every page query ("metatag { ...Metatags }"). */
export const metatagFragment = graphql`
  fragment Metatags on DrupalMetatag {
    tag
    attributes {
      name
      property
      content
    }
  }
`;

import { graphql, useStaticQuery } from "gatsby";
import { pageTitle } from "../domain/site";

export interface SeoHeadProps {
  title?: string | null;
  description?: string | null;
  /** Path of the page ("/over-reuma/jicht/"); the canonical link is siteUrl + path. */
  path: string;
  /** Keep the page out of search engines (the 404 page). */
  noIndex?: boolean;
}

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
}

/** For Gatsby's Head export: title "<title> | ReumaNL", meta description and canonical link. */
export function SeoHead({ title, description, path, noIndex = false }: SeoHeadProps) {
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
  return (
    <>
      <title>{pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={`${siteUrl}${canonicalPath}`} />}
    </>
  );
}

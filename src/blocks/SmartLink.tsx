import { Link } from "gatsby";
import type { ReactNode } from "react";
import { isExternalUrl, menuUrl } from "../domain/links";

export interface DrupalLinkData {
  uri: string | null;
  url: string | null;
  title: string | null;
}

/** The URL of a Drupal link field ("internal:/x" -> "/x"); null when it has none. */
export function linkHref(link: DrupalLinkData | null | undefined): string | null {
  return link ? menuUrl(link) : null;
}

/** A site link (Gatsby Link) or an external link (new tab is not forced; it says it is external). */
export function SmartLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  if (isExternalUrl(href) || /^(mailto|tel):/.test(href)) {
    return (
      <a href={href} className={className} rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

/** A page reference (node) as teaser data: title, alias and a short description. */
export interface NodeTeaserData {
  __typename: string;
  id: string;
  title: string;
  path: { alias: string | null } | null;
  field_internal_link_title?: string | null;
  field_article_description?: string | null;
  field_internal_link_description?: string | null;
  field_introduction?: string | null;
  relationships?: { field_header_image?: import("../components/content/HeaderImage").HeaderImageData | null } | null;
}

export function teaserTitle(node: NodeTeaserData): string {
  return node.field_internal_link_title || node.title;
}

export function teaserText(node: NodeTeaserData): string | null {
  return node.field_internal_link_description || node.field_article_description || node.field_introduction || null;
}

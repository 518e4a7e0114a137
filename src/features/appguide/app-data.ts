/**
 * The apps as the result and overview pages query them (GraphQL fragment on node__app) and turn
 * them into the guide's apps (src/domain/appguide/apps.ts).
 */
import { graphql } from "gatsby";
import { toGuideApp, type AppNodeFields, type GuideApp } from "../../domain/appguide/apps";
import type { HeaderImageData } from "../../components/content/HeaderImage";

export interface AppNode extends AppNodeFields {
  field_expire_date?: string | null;
  relationships?: { field_logo?: HeaderImageData | null } | null;
}

/** The apps that have a page (alias under /keuzehulp/applicaties/) and have not expired. */
export function fromAppNodes(nodes: readonly AppNode[], now: number = Date.now()): GuideApp[] {
  return nodes.flatMap((node) => {
    const expires = node.field_expire_date ? Date.parse(node.field_expire_date) : Number.NaN;
    if (!Number.isNaN(expires) && expires <= now) return [];
    const logo = node.relationships?.field_logo;
    const url = logo?.relationships?.field_media_image?.publicUrl;
    const app = toGuideApp(node, url ? { url, alt: logo?.field_media_image?.alt ?? "" } : null);
    return app ? [app] : [];
  });
}

export const fragment = graphql`
  fragment AppguideApp on node__app {
    title
    path {
      alias
    }
    field_summary
    field_platforms
    field_price
    field_price_text
    field_languages
    field_goals
    field_intensity
    field_reasons
    field_accessibility
    relationships {
      field_logo {
        ...HeaderImage
      }
    }
  }
`;

import { graphql, type HeadProps, type PageProps } from "gatsby";
import { NodeCardGrid } from "../blocks/LinkBlocks";
import { Blocks } from "../blocks/registry";
import type { NodeTeaserData } from "../blocks/SmartLink";
import { lt } from "../blocks/text";
import type { BlockData } from "../blocks/types";
import type { HeaderImageData } from "../components/content/HeaderImage";
import { Deferred } from "../components/islands/Deferred";
import type { HomeHeaderProps, HomeLink } from "../features/homepage/HomeHeader";
import { HomeHeader } from "../features/homepage/HomeHeader";
import { Layout } from "../shell/Layout";
import { SeoHead, type DrupalMetatag } from "../shell/SeoHead";
import { translate } from "../i18n/translate";

export interface HomepageQuery {
  homepage: {
    title: string;
    field_introduction: string | null;
    field_members_introduction: string | null;
    field_primary_button: HomeLink | null;
    field_members_link: HomeLink | null;
    metatag: DrupalMetatag[] | null;
    relationships: {
      field_header_image: HeaderImageData | null;
      field_members_header_image: HeaderImageData | null;
      field_featured_content: Array<NodeTeaserData | null> | null;
      field_content_blocks: Array<BlockData | null> | null;
    } | null;
  } | null;
}

const loadHomeHeader = () => import("../features/homepage/HomeHeader").then((module) => module.HomeHeader);

export default function HomepageTemplate({ data }: PageProps<HomepageQuery>) {
  const homepage = data.homepage;
  if (!homepage) return <Layout />;
  const relationships = homepage.relationships;
  const header: HomeHeaderProps = {
    title: homepage.title,
    visitor: { introduction: homepage.field_introduction, link: homepage.field_primary_button, image: relationships?.field_header_image ?? null },
    member: { introduction: homepage.field_members_introduction, link: homepage.field_members_link, image: relationships?.field_members_header_image ?? null },
  };
  const featured = (relationships?.field_featured_content ?? []).filter((node) => node?.path?.alias);
  return (
    <Layout>
      <div className="homepage container container--reading">
        <Deferred load={loadHomeHeader} props={header} fallback={<HomeHeader {...header} />} />
        {featured.length > 0 ? (
          <section className="homepage__featured" aria-labelledby="homepage-featured">
            <h2 id="homepage-featured">{lt("homepage.featured")}</h2>
            <NodeCardGrid nodes={featured} />
          </section>
        ) : null}
        <div className="homepage__body">
          <Blocks blocks={relationships?.field_content_blocks} />
        </div>
      </div>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<HomepageQuery>) {
  // The site name already ends every title; the homepage's title is the tagline.
  return (
    <SeoHead
      title={translate("common", "site.tagline")}
      description={data.homepage?.field_introduction}
      path={location.pathname}
      metatags={data.homepage?.metatag}
    />
  );
}

export const query = graphql`
  query Homepage($id: String!) {
    homepage: nodeHomepage(id: { eq: $id }) {
      title
      field_introduction
      field_members_introduction
      field_primary_button {
        uri
        url
        title
      }
      field_members_link {
        uri
        url
        title
      }
      metatag {
        ...Metatags
      }
      relationships {
        field_header_image {
          ...HeaderImage
        }
        field_members_header_image {
          ...HeaderImage
        }
        field_featured_content {
          ...NodeTeaserArticle
          ...NodeTeaserNews
          ...NodeTeaserPage
        }
        field_content_blocks {
          ...ContentBlocks
        }
      }
    }
  }
`;

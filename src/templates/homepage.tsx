import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Blocks } from "../blocks/registry";
import type { BlockData } from "../blocks/types";
import { HeaderImage, type HeaderImageData } from "../components/content/HeaderImage";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { translate } from "../i18n/translate";

export interface HomepageQuery {
  homepage: {
    title: string;
    field_introduction: string | null;
    relationships: {
      field_header_image: HeaderImageData | null;
      field_content_blocks: Array<BlockData | null> | null;
    } | null;
  } | null;
}

export default function HomepageTemplate({ data }: PageProps<HomepageQuery>) {
  const homepage = data.homepage;
  if (!homepage) return <Layout />;
  return (
    <Layout>
      <div className="homepage container container--reading">
        <header className="homepage__header">
          <h1>{homepage.title}</h1>
          {homepage.field_introduction ? <p className="lead">{homepage.field_introduction}</p> : null}
        </header>
        <HeaderImage image={homepage.relationships?.field_header_image} />
        <div className="homepage__body">
          <Blocks blocks={homepage.relationships?.field_content_blocks} />
        </div>
      </div>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<HomepageQuery>) {
  // The site name already ends every title; the homepage's title is the tagline.
  return (
    <SeoHead title={translate("common", "site.tagline")} description={data.homepage?.field_introduction} path={location.pathname} />
  );
}

export const query = graphql`
  query Homepage($id: String!) {
    homepage: nodeHomepage(id: { eq: $id }) {
      title
      field_introduction
      relationships {
        field_header_image {
          ...HeaderImage
        }
        field_content_blocks {
          ...ContentBlocks
        }
      }
    }
  }
`;

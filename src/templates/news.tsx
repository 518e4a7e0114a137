/** News item at /nieuws/... (also the volunteer news, with the volunteer gate, in volunteer.tsx). */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Blocks } from "../blocks/registry";
import { lt } from "../blocks/text";
import type { BlockData } from "../blocks/types";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { formatDutchDate } from "../components/content/dates";
import { HeaderImage, type HeaderImageData } from "../components/content/HeaderImage";
import { Layout } from "../shell/Layout";
import { SeoHead, type DrupalMetatag } from "../shell/SeoHead";

export interface NewsQuery {
  news: {
    metatag: DrupalMetatag[] | null;
    title: string;
    field_introduction: string | null;
    field_publication_date: string | null;
    created: string | null;
    relationships: { field_header_image: HeaderImageData | null; field_page_content: Array<BlockData | null> | null } | null;
  } | null;
}

export default function NewsTemplate({ data }: PageProps<NewsQuery>) {
  const news = data.news;
  if (!news) return <Layout />;
  const date = formatDutchDate(news.field_publication_date ?? news.created);
  return (
    <Layout>
      <article className="article news container container--reading">
        <Breadcrumb trail={[{ title: lt("breadcrumb.home"), href: "/" }, { title: lt("breadcrumb.news"), href: "/nieuws/" }, { title: news.title }]} />
        <header className="article__header">
          <h1>{news.title}</h1>
          {date ? <p className="article__meta">{lt("news.published", { date })}</p> : null}
          {news.field_introduction ? <p className="lead">{news.field_introduction}</p> : null}
        </header>
        <HeaderImage image={news.relationships?.field_header_image} />
        <div className="article__body">
          <Blocks blocks={news.relationships?.field_page_content} />
        </div>
      </article>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<NewsQuery>) {
  return <SeoHead title={data.news?.title} description={data.news?.field_introduction} path={location.pathname} metatags={data.news?.metatag} />;
}

export const query = graphql`
  query News($id: String!) {
    news: nodeNews(id: { eq: $id }) {
      metatag {
        ...Metatags
      }
      title
      field_introduction
      field_publication_date
      created
      relationships {
        field_header_image {
          ...HeaderImage
        }
        field_page_content {
          ...ContentBlocks
        }
      }
    }
  }
`;

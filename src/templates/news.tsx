/** News item at /nieuws/... (also the volunteer news, with the volunteer gate, in volunteer.tsx). */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Blocks } from "../blocks/registry";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { formatDay } from "../components/dates";
import { HeaderImage } from "../components/content/HeaderImage";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import article from "../i18n/locales/nl/article.json";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library, article });

export default function NewsTemplate({ data }: PageProps<Queries.NewsQuery>) {
  const news = data.news;
  if (!news) return <Layout />;
  const date = formatDay(news.field_publication_date ?? news.created);
  return (
    <Layout>
      <article className="article news container container--reading">
        <Breadcrumb
          trail={[
            { title: t("article:breadcrumb.home"), href: "/" },
            { title: t("article:breadcrumb.news"), href: "/nieuws/" },
            { title: news.title },
          ]}
        />
        <header className="article__header">
          <h1>{news.title}</h1>
          {date ? <p className="article__meta">{t("news.published", { date })}</p> : null}
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

export function Head({ data, location }: HeadProps<Queries.NewsQuery>) {
  return (
    <SeoHead
      title={data.news?.title}
      description={data.news?.field_introduction}
      path={location.pathname}
      metatags={data.news?.metatag}
    />
  );
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

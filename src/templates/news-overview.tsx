/** /nieuws: all published, unexpired news items, newest first. */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { TeaserList } from "../components/content/TeaserList";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import article from "../i18n/locales/nl/article.json";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library, article });

export default function NewsOverviewTemplate({ data }: PageProps<Queries.NewsOverviewQuery>) {
  const items = data.news.nodes
    .filter((n) => n.path?.alias)
    .map((n) => ({
      id: n.id,
      title: n.title,
      href: n.path!.alias!,
      text: n.field_introduction,
      date: n.field_publication_date,
    }));
  return (
    <Layout>
      <div className="overview container container--reading">
        <Breadcrumb trail={[{ title: t("article:breadcrumb.home"), href: "/" }, { title: t("overview.news.title") }]} />
        <h1>{t("overview.news.title")}</h1>
        <p className="lead">{t("overview.news.intro")}</p>
        <TeaserList items={items} headingLevel={2} />
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("overview.news.title")} description={t("overview.news.intro")} path={location.pathname} />;
}

export const query = graphql`
  query NewsOverview($ids: [String!]) {
    news: allNodeNews(filter: { id: { in: $ids } }, sort: [{ field_publication_date: DESC }, { created: DESC }]) {
      nodes {
        id
        title
        field_introduction
        field_publication_date
        path {
          alias
        }
      }
    }
  }
`;

/** /nieuws: all published, unexpired news items, newest first. */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { lt } from "../blocks/text";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { TeaserList } from "../components/content/TeaserList";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";

export interface NewsOverviewQuery {
  news: { nodes: Array<{ id: string; title: string; field_introduction: string | null; field_publication_date: string | null; path: { alias: string | null } | null }> };
}

export default function NewsOverviewTemplate({ data }: PageProps<NewsOverviewQuery>) {
  const items = data.news.nodes
    .filter((n) => n.path?.alias)
    .map((n) => ({ id: n.id, title: n.title, href: n.path!.alias!, text: n.field_introduction, date: n.field_publication_date }));
  return (
    <Layout>
      <div className="overview container container--reading">
        <Breadcrumb trail={[{ title: lt("breadcrumb.home"), href: "/" }, { title: lt("overview.news.title") }]} />
        <h1>{lt("overview.news.title")}</h1>
        <p className="lead">{lt("overview.news.intro")}</p>
        <TeaserList items={items} headingLevel={2} />
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={lt("overview.news.title")} description={lt("overview.news.intro")} path={location.pathname} />;
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

/** /over-reuma and /leven-met-reuma: the section's dossiers and all its articles. */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { TeaserList } from "../components/content/TeaserList";
import { RecommendedIsland } from "../features/recommended/RecommendedIsland";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import article from "../i18n/locales/nl/article.json";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library, article });

export interface LibraryOverviewContext {
  section: "overReuma" | "levenMetReuma";
  dossiers: string[];
  articles: string[];
}

interface Item {
  id: string;
  title?: string;
  name?: string;
  field_introduction?: string | null;
  field_article_description?: string | null;
  path: { alias: string | null } | null;
}

const teasers = (nodes: ReadonlyArray<Item>) =>
  nodes
    .filter((n) => n.path?.alias)
    .map((n) => ({
      id: n.id,
      title: (n.title ?? n.name)!,
      href: n.path!.alias!,
      text: n.field_introduction ?? n.field_article_description,
    }));

export default function LibraryOverviewTemplate({
  data,
  pageContext,
}: PageProps<Queries.LibraryOverviewQuery, LibraryOverviewContext>) {
  const key = `overview.${pageContext.section}`;
  return (
    <Layout>
      <div className="overview container container--reading">
        <Breadcrumb trail={[{ title: t("article:breadcrumb.home"), href: "/" }, { title: t(`${key}.title`) }]} />
        <header>
          <h1>{t(`${key}.title`)}</h1>
          <p className="lead">{t(`${key}.intro`)}</p>
        </header>
        <section aria-labelledby="overview-dossiers">
          <h2 id="overview-dossiers">{t("overview.dossiers")}</h2>
          <TeaserList items={teasers(data.dossiers.nodes)} />
        </section>
        <section aria-labelledby="overview-articles">
          <h2 id="overview-articles">
            {t("overview.articles")}{" "}
            <span className="count">({t("overview.articleCount", { count: data.articles.nodes.length })})</span>
          </h2>
          <TeaserList items={teasers(data.articles.nodes)} />
        </section>
        {/* A participant's recommended articles, below the static lists (nothing above them moves). */}
        <RecommendedIsland />
      </div>
    </Layout>
  );
}

export function Head({ pageContext, location }: HeadProps<Queries.LibraryOverviewQuery, LibraryOverviewContext>) {
  const key = `overview.${pageContext.section}`;
  return <SeoHead title={t(`${key}.title`)} description={t(`${key}.intro`)} path={location.pathname} />;
}

export const query = graphql`
  query LibraryOverview($dossiers: [String!], $articles: [String!]) {
    dossiers: allTaxonomyTermDossiers(filter: { id: { in: $dossiers } }, sort: [{ weight: ASC }, { name: ASC }]) {
      nodes {
        id
        name
        field_introduction
        path {
          alias
        }
      }
    }
    articles: allNodeMedicalArticle(filter: { id: { in: $articles } }, sort: { title: ASC }) {
      nodes {
        id
        title
        field_article_description
        path {
          alias
        }
      }
    }
  }
`;

import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { NodeCardGrid } from "../blocks/LinkBlocks";
import { Blocks } from "../blocks/registry";
import { TeaserList } from "../components/content/TeaserList";
import { Deferred } from "../components/islands/Deferred";
import type { HomeHeaderProps } from "../features/homepage/HomeHeader";
import { HomeHeader } from "../features/homepage/HomeHeader";
import { HomeSignposts } from "../features/homepage/HomeSignposts";
import { RecommendedIsland } from "../features/recommended/RecommendedIsland";
import { SearchBox } from "../features/search/SearchBox";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import library from "../i18n/locales/nl/library.json";
import home from "../i18n/locales/nl/home.json";
import common from "../i18n/locales/nl/common.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library, common, home });

const loadHomeHeader = () => import("../features/homepage/HomeHeader").then((module) => module.HomeHeader);

export default function HomepageTemplate({ data }: PageProps<Queries.HomepageQuery>) {
  const homepage = data.homepage;
  if (!homepage) return <Layout />;
  const relationships = homepage.relationships;
  const header: HomeHeaderProps = {
    title: homepage.title,
    visitor: {
      introduction: homepage.field_introduction,
      link: homepage.field_primary_button,
      image: relationships?.field_header_image ?? null,
    },
    member: {
      introduction: homepage.field_members_introduction,
      link: homepage.field_members_link,
      image: relationships?.field_members_header_image ?? null,
    },
  };
  const featured = (relationships?.field_featured_content ?? []).filter((node) => node?.path?.alias);
  return (
    <Layout>
      {/* A warm band with the welcome and a search, then the signposts and the rest in a grid on wide screens (decision 232). */}
      <div className="homepage">
        <div className="homepage__hero">
          <div className="container">
            <Deferred load={loadHomeHeader} props={header} fallback={<HomeHeader {...header} />} />
            {/* The one task the page leads with: a search, then the three signposts (decision 232). */}
            <SearchBox className="homepage__search" label={t("home:search.label")} region={t("home:search.region")} />
          </div>
        </div>
        <div className="container">
          <HomeSignposts />
          {featured.length > 0 ? (
            <section className="homepage__featured" aria-labelledby="homepage-featured">
              <h2 id="homepage-featured">{t("homepage.featured")}</h2>
              <NodeCardGrid nodes={featured} />
            </section>
          ) : null}
          {/* The dossier's articles leave out those already featured above: nothing is linked twice. */}
          <HomeDossier
            dossier={data.homeDossier}
            articles={data.homeDossierArticles.nodes.filter(
              (article) => !featured.some((node) => node?.id === article.id),
            )}
          />
          <div className="homepage__body">
            <Blocks blocks={relationships?.field_content_blocks} />
          </div>
          {/* A participant's recommended articles, below the static content (nothing above them moves). */}
          <RecommendedIsland />
        </div>
      </div>
    </Layout>
  );
}

/** The homepage dossier's articles (term 55362, spec 001 §3.3; docs/decisions/222-lookup-items.md). */
function HomeDossier({
  dossier,
  articles,
}: {
  dossier: Queries.HomepageQuery["homeDossier"];
  articles: Queries.HomepageQuery["homeDossierArticles"]["nodes"];
}) {
  const items = articles.flatMap((article) =>
    article.path?.alias
      ? [{ id: article.id, title: article.title, href: article.path.alias, text: article.field_article_description }]
      : [],
  );
  if (!dossier || items.length === 0) return null;
  return (
    <section className="homepage__dossier" aria-labelledby="homepage-dossier">
      <h2 id="homepage-dossier">{dossier.field_more_about_label || dossier.name}</h2>
      <TeaserList items={items} />
      {dossier.path?.alias ? (
        <Link to={dossier.path.alias} className="more-link">
          {t("homepage.dossierMore", { name: dossier.name })}
        </Link>
      ) : null}
    </section>
  );
}

export function Head({ data, location }: HeadProps<Queries.HomepageQuery>) {
  // The site name already ends every title; the homepage's title is the tagline.
  return (
    <SeoHead
      title={t("common:site.tagline")}
      description={data.homepage?.field_introduction}
      path={location.pathname}
      metatags={data.homepage?.metatag}
    />
  );
}

export const query = graphql`
  query Homepage($id: String!, $homeDossierTid: Int) {
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
    homeDossier: taxonomyTermDossiers(drupal_internal__tid: { eq: $homeDossierTid }) {
      name
      field_more_about_label
      path {
        alias
      }
    }
    homeDossierArticles: allNodeMedicalArticle(
      filter: { relationships: { field_dossiers: { elemMatch: { drupal_internal__tid: { eq: $homeDossierTid } } } } }
      sort: { title: ASC }
      limit: 6
    ) {
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

/** Dossier (taxonomy term page): introduction, sub-dossiers, articles, body blocks, link list, community links. */
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { ConversationLinks } from "../blocks/CommunityBlocks";
import { BlockSlots, placesPart, type BlockSlotParts } from "../blocks/PositionBlocks";
import { Block, Blocks } from "../blocks/registry";
import { RichText } from "../blocks/RichText";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { TeaserList } from "../components/content/TeaserList";
import {
  blockSections,
  blockWords,
  contentsOf,
  readingMinutes,
  type Section,
} from "../components/reading/reading-aids";
import { InShort, ReadingTime, ReviewedBy } from "../components/reading/ReadingAids";
import { PageContents } from "../components/reading/PageContents";
import { useInPageLinks } from "../components/reading/useInPageLinks";
import { Layout } from "../shell/Layout";
import "../styles/reading.css";
import { SeoHead } from "../shell/SeoHead";
import article from "../i18n/locales/nl/article.json";
import libraryTexts from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library: libraryTexts, article });

export interface DossierContext {
  id: string;
  section: { title: string; href: string };
  parent: { title: string; href: string } | null;
  children: string[];
}

interface Teaserable {
  id: string;
  title?: string;
  name?: string;
  field_introduction?: string | null;
  field_article_description?: string | null;
  path: { alias: string | null } | null;
}

const safeId = (id: string | null) => (id && /^[\w-]+$/.test(id) ? id : null);

export default function DossierTemplate({ data, pageContext }: PageProps<Queries.DossierQuery, DossierContext>) {
  useInPageLinks();
  const dossier = data.dossier;
  if (!dossier) return <Layout />;
  const teasers = (nodes: ReadonlyArray<Teaserable>) =>
    nodes
      .filter((n) => n.path?.alias)
      .map((n) => ({
        id: n.id,
        title: (n.title ?? n.name)!,
        href: n.path!.alias!,
        text: n.field_introduction ?? n.field_article_description,
      }));
  const conversations = (dossier.field_conversations ?? []).map(safeId).filter(Boolean) as string[];
  const blogs = (dossier.field_blogs ?? []).map(safeId).filter(Boolean) as string[];
  const body = dossier.relationships?.field_body;
  const related = (dossier.relationships?.field_related ?? []).flatMap((term) => (term ? [term] : []));
  // An editor may place the articles and the community links among the body blocks (PositionBlocks.tsx).
  const placesLibrary = !!dossier.field_show_body && placesPart(body, "library");
  const placesCommunity = !!dossier.field_show_body && placesPart(body, "community");
  const slots: BlockSlotParts = {
    library: (heading) =>
      data.articles.nodes.length > 0 ? (
        <section aria-labelledby="dossier-articles">
          <h2 id="dossier-articles">{heading || dossier.field_more_about_label || t("dossier.articles")}</h2>
          <TeaserList items={teasers(data.articles.nodes)} />
        </section>
      ) : null,
    community: (heading) => <DossierCommunity heading={heading} conversations={conversations} blogs={blogs} />,
  };
  // "Op deze pagina": the dossier's own sections and the headings of its body, in the order shown.
  const sections = contentsOf(
    [
      data.children.nodes.length > 0 ? { id: "subdossiers", title: t("dossier.subdossiers") } : null,
      ...(dossier.field_show_body ? blockSections(body) : []),
      data.articles.nodes.length > 0 && !placesLibrary
        ? { id: "dossier-articles", title: dossier.field_more_about_label || t("dossier.articles") }
        : null,
      conversations.length > 0 && !placesCommunity
        ? { id: "dossier-conversations", title: t("dossier.conversations") }
        : null,
      blogs.length > 0 && !placesCommunity ? { id: "dossier-blogs", title: t("dossier.blogs") } : null,
      related.length > 0 ? { id: "dossier-related", title: t("dossier.related") } : null,
    ].filter((section): section is Section => section !== null),
  );
  const words = dossier.field_show_body ? blockWords(body) : 0;
  return (
    <Layout>
      <div className="reading-page container">
        <article className="dossier reading-page__main">
          <Breadcrumb
            trail={[
              { title: t("article:breadcrumb.home"), href: "/" },
              pageContext.section,
              pageContext.parent ?? {},
              { title: dossier.name },
            ]}
          />
          <header>
            <h1>{dossier.name}</h1>
            {dossier.field_introduction ? <p className="lead">{dossier.field_introduction}</p> : null}
            <RichText html={dossier.description?.processed} />
            <TermFacts dossier={dossier} />
            {words > 0 ? (
              <p className="article__meta">
                <ReadingTime minutes={readingMinutes(words)} />
              </p>
            ) : null}
            <ReviewedBy review={dossier} />
          </header>
          <InShort points={dossier.field_in_short} />
          <PageContents sections={sections} variant="top" />
          {data.children.nodes.length > 0 ? (
            <section aria-labelledby="subdossiers">
              <h2 id="subdossiers">{t("dossier.subdossiers")}</h2>
              <TeaserList items={teasers(data.children.nodes)} />
            </section>
          ) : null}
          <BlockSlots.Provider value={slots}>
            {dossier.field_show_body ? <Blocks blocks={body} /> : null}
          </BlockSlots.Provider>
          {placesLibrary ? null : slots.library!(null)}
          {dossier.relationships?.field_link_list ? <Block block={dossier.relationships.field_link_list} /> : null}
          {placesCommunity ? null : slots.community!(null)}
          {related.length > 0 ? (
            <section aria-labelledby="dossier-related">
              <h2 id="dossier-related">{t("dossier.related")}</h2>
              <TeaserList items={teasers(related)} />
            </section>
          ) : null}
        </article>
        <PageContents sections={sections} variant="side" />
      </div>
    </Layout>
  );
}

/** What the term covers (notes), its other names (synonyms) and its topic category. */
function TermFacts({ dossier }: { dossier: NonNullable<Queries.DossierQuery["dossier"]> }) {
  const synonyms = (dossier.field_synonyms ?? []).filter((name): name is string => Boolean(name));
  const category = dossier.field_category ? t(`dossier.categories.${dossier.field_category}`) : null;
  if (!dossier.field_notes && synonyms.length === 0 && !category) return null;
  return (
    <>
      {dossier.field_notes ? <p className="dossier__notes">{dossier.field_notes}</p> : null}
      {synonyms.length > 0 || category ? (
        <dl className="term-facts">
          {synonyms.length > 0 ? (
            <div>
              <dt>{t("dossier.synonyms")}</dt>
              <dd>{synonyms.join(", ")}</dd>
            </div>
          ) : null}
          {category ? (
            <div>
              <dt>{t("dossier.category")}</dt>
              <dd>{category}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </>
  );
}

/** The dossier's conversations and stories in the community. */
function DossierCommunity({
  heading,
  conversations,
  blogs,
}: {
  heading: string | null;
  conversations: string[];
  blogs: string[];
}) {
  return (
    <>
      {conversations.length > 0 ? (
        <section aria-labelledby="dossier-conversations">
          <h2 id="dossier-conversations">{heading || t("dossier.conversations")}</h2>
          <ConversationLinks values={conversations} />
        </section>
      ) : null}
      {blogs.length > 0 ? (
        <section aria-labelledby="dossier-blogs">
          <h2 id="dossier-blogs">{t("dossier.blogs")}</h2>
          <ul className="link-list">
            {blogs.map((id) => (
              <li key={id}>
                <Link to={`/ontmoet-elkaar/verhalen/${id}`}>{t("dossier.toBlog")}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.DossierQuery>) {
  return (
    <SeoHead
      title={data.dossier?.name}
      description={data.dossier?.field_introduction}
      path={location.pathname}
      metatags={data.dossier?.metatag}
    />
  );
}

export const query = graphql`
  query Dossier($id: String!, $children: [String!], $articles: [String!]) {
    dossier: taxonomyTermDossiers(id: { eq: $id }) {
      metatag {
        ...Metatags
      }
      name
      field_introduction
      field_more_about_label
      field_show_body
      field_conversations
      field_blogs
      field_notes
      field_synonyms
      field_category
      field_in_short
      field_reviewer_name
      field_reviewer_role
      field_review_date
      description {
        processed
        plain
      }
      relationships {
        field_body {
          ...ContentBlocks
        }
        field_link_list {
          ...ContentBlocks
        }
        field_related {
          id
          name
          field_introduction
          path {
            alias
          }
        }
      }
    }
    children: allTaxonomyTermDossiers(filter: { id: { in: $children } }, sort: [{ weight: ASC }, { name: ASC }]) {
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

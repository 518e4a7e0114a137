/**
 * Medical article (/over-reuma/... and /leven-met-reuma/...) and its print version
 * (/print/over-reuma/..., context.print): the print version has no navigation or footer and uses
 * the print layout; both show author, last update (the later of review date and change), the
 * blocks and, on screen, related articles (shared dossiers and thesaurus terms, see gatsby-node).
 */
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Blocks } from "../blocks/registry";
import { lt } from "../blocks/text";
import type { BlockData } from "../blocks/types";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { formatDutchDate, latestDate } from "../components/content/dates";
import { HeaderImage, type HeaderImageData } from "../components/content/HeaderImage";
import { TeaserList } from "../components/content/TeaserList";
import { Layout } from "../components/shell/Layout";
import { PrintLayout } from "../components/shell/PrintLayout";
import { SeoHead } from "../components/shell/SeoHead";
import { BookmarkButton } from "../features/bookmarks/BookmarkButton";
import { ArticleFeedback } from "../features/feedback/ArticleFeedback";
import { ShareByEmail } from "../features/share/ShareByEmail";
import common from "../i18n/locales/nl/common.json";

export interface MedicalArticleContext {
  id: string;
  print?: boolean;
  related?: string[];
  section: { title: string; href: string };
  articlePath: string;
}

interface DossierRef {
  drupal_id: string;
  name: string;
  path: { alias: string | null } | null;
}

export interface MedicalArticleQuery {
  article: {
    drupal_id: string;
    title: string;
    field_article_description: string | null;
    field_last_update: string | null;
    changed: string | null;
    relationships: {
      uid: { display_name: string | null } | null;
      field_header_image: HeaderImageData | null;
      field_dossiers: Array<DossierRef | null> | null;
      field_page_content: Array<BlockData | null> | null;
    } | null;
  } | null;
  related: {
    nodes: Array<{ id: string; title: string; field_article_description: string | null; path: { alias: string | null } | null }>;
  };
}

export default function MedicalArticleTemplate({ data, pageContext }: PageProps<MedicalArticleQuery, MedicalArticleContext>) {
  const article = data.article;
  if (!article) return <Layout />;
  const print = Boolean(pageContext.print);
  const rel = article.relationships;
  const updated = formatDutchDate(latestDate(article.field_last_update, article.changed));
  const author = rel?.uid?.display_name || common.article.authorUnknown;
  const dossiers = (rel?.field_dossiers ?? []).filter((d): d is DossierRef => d !== null);
  const order = pageContext.related ?? [];
  const related = [...data.related.nodes]
    .filter((node) => node.path?.alias)
    .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
    .map((node) => ({ id: node.id, title: node.title, href: node.path!.alias!, text: node.field_article_description }));

  const body = (
    <article className="article container container--reading">
      {print ? null : (
        <Breadcrumb
          trail={[
            { title: lt("breadcrumb.home"), href: "/" },
            pageContext.section,
            ...dossiers.slice(0, 1).map((d) => ({ title: d.name, href: d.path?.alias })),
            { title: article.title },
          ]}
        />
      )}
      <header className="article__header">
        <h1>{article.title}</h1>
        {article.field_article_description ? <p className="lead">{article.field_article_description}</p> : null}
        <p className="article__meta">
          {updated ? <span>{common.article.lastUpdate.replace("{{date}}", updated)}</span> : null}
          <span>{common.article.author.replace("{{name}}", author)}</span>
        </p>
        {print ? null : (
          <p className="article__tools">
            <Link to={`/print${pageContext.articlePath}`} className="article__print" rel="nofollow">
              {lt("article.printVersion")}
            </Link>
          </p>
        )}
        {print ? null : (
          <BookmarkButton drupalId={article.drupal_id} slug={pageContext.articlePath} title={article.title} description={article.field_article_description} />
        )}
      </header>
      <HeaderImage image={rel?.field_header_image} />
      <div className="article__body">
        <Blocks blocks={rel?.field_page_content} />
      </div>
      {print ? null : (
        <>
          <ShareByEmail contentType="article" itemId={article.drupal_id} path={pageContext.articlePath} />
          <ArticleFeedback itemId={article.drupal_id} path={pageContext.articlePath} />
        </>
      )}
      {dossiers.length > 0 ? (
        <footer className="article__footer">
          <h2 className="article__footer-title">{common.article.dossiers}</h2>
          <ul className="tag-list">
            {dossiers.map((dossier) => (
              <li key={dossier.drupal_id}>
                {dossier.path?.alias && !print ? <Link to={dossier.path.alias}>{dossier.name}</Link> : dossier.name}
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
      {!print && related.length > 0 ? (
        <aside className="related" aria-labelledby="related-title">
          <h2 id="related-title">{lt("article.related")}</h2>
          <TeaserList items={related} />
        </aside>
      ) : null}
    </article>
  );
  return print ? <PrintLayout backHref={pageContext.articlePath}>{body}</PrintLayout> : <Layout>{body}</Layout>;
}

export function Head({ data, pageContext }: HeadProps<MedicalArticleQuery, MedicalArticleContext>) {
  // The print version points to the article as its canonical page.
  return (
    <SeoHead
      title={data.article?.title}
      description={data.article?.field_article_description}
      path={`${pageContext.articlePath}/`}
      noIndex={Boolean(pageContext.print)}
    />
  );
}

export const query = graphql`
  query MedicalArticle($id: String!, $related: [String!]) {
    article: nodeMedicalArticle(id: { eq: $id }) {
      drupal_id
      title
      field_article_description
      field_last_update
      changed
      relationships {
        uid {
          display_name
        }
        field_header_image {
          ...HeaderImage
        }
        field_dossiers {
          drupal_id
          name
          path {
            alias
          }
        }
        field_page_content {
          ...ContentBlocks
        }
      }
    }
    related: allNodeMedicalArticle(filter: { id: { in: $related } }) {
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

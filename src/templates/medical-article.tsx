/**
 * Medical article (/over-reuma/... and /leven-met-reuma/...) and its print version
 * (/print/over-reuma/..., context.print): the print version has no navigation or footer and uses
 * the print layout; both show author, last update (the later of review date and change), the
 * blocks and, on screen, related articles (shared dossiers and thesaurus terms, see gatsby-node).
 */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { lazy, Suspense } from "react";
import { Blocks } from "../blocks/registry";
import type {
  ArticleEnd,
  ArticleHeader,
  ArticleImage,
  ArticleIntro,
  ArticlePlace,
} from "../components/content/ArticleParts";
import { blockSections, contentsOf } from "../components/reading/reading-aids";
import { PageContents } from "../components/reading/PageContents";
import type { ResumeReading } from "../components/reading/ResumeReading";
import { useInPageLinks } from "../components/reading/useInPageLinks";
import "../styles/reading.css";
import { Deferred } from "../components/islands/Deferred";
import { StaticPart } from "../components/islands/StaticPart";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import type { BookmarkButton, BookmarkButtonProps } from "../features/bookmarks/BookmarkButton";
import { BookmarkPlaceholder } from "../features/bookmarks/BookmarkPlaceholder";
import { ArticleFeedback } from "../features/feedback/ArticleFeedback";
import { ShareByEmail } from "../features/share/ShareByEmail";

export interface MedicalArticleContext extends ArticlePlace {
  id: string;
}

// The static parts share one chunk, which the page the browser opens never loads (StaticPart).
const parts = () => import("../components/content/ArticleParts");
const loadHeader = (): Promise<typeof ArticleHeader> => parts().then((module) => module.ArticleHeader);
const loadImage = (): Promise<typeof ArticleImage> => parts().then((module) => module.ArticleImage);
const loadIntro = (): Promise<typeof ArticleIntro> => parts().then((module) => module.ArticleIntro);
// "Verder lezen waar je was" loads right after hydration (it sits near the top); its place is reserved.
const loadResume = (): Promise<typeof ResumeReading> =>
  import("../components/reading/ResumeReading").then((module) => module.ResumeReading);
const loadEnd = (): Promise<typeof ArticleEnd> => parts().then((module) => module.ArticleEnd);
// The bookmark button is an island: the build's HTML has it, its code (session, calls, login dialog)
// loads right after hydration, as it sits near the top.
const loadBookmarkButton = (): Promise<typeof BookmarkButton> =>
  import("../features/bookmarks/BookmarkButton").then((module) => module.BookmarkButton);
// Only print versions need the print layout.
const PrintLayout = lazy(() => import("../shell/PrintLayout").then((module) => ({ default: module.PrintLayout })));

export default function MedicalArticleTemplate({
  data,
  pageContext,
}: PageProps<Queries.MedicalArticleQuery, MedicalArticleContext>) {
  useInPageLinks();
  const article = data.article;
  if (!article) return <Layout />;
  const print = Boolean(pageContext.print);
  // A long article (one with "Op deze pagina") offers "Verder lezen waar je was" in a reserved place.
  const sections = print ? [] : contentsOf(blockSections(article.relationships?.field_page_content));
  const long = sections.length > 0;
  const body = (
    <div className="reading-page container">
      <article className="article reading-page__main">
        <StaticPart load={loadHeader} props={{ article, place: pageContext }} />
        {print ? null : (
          <Deferred<BookmarkButtonProps>
            load={loadBookmarkButton}
            props={{
              drupalId: article.drupal_id,
              slug: pageContext.articlePath,
              title: article.title,
              description: article.field_article_description,
            }}
            fallback={<BookmarkPlaceholder />}
          />
        )}
        {long ? (
          <div className="resume-slot">
            <Deferred<{ path: string }> load={loadResume} props={{ path: pageContext.articlePath }} fallback={null} />
          </div>
        ) : null}
        <StaticPart load={loadIntro} props={{ article }} />
        <PageContents sections={sections} variant="top" />
        <StaticPart load={loadImage} props={{ article }} />
        <div className="article__body">
          <Blocks blocks={article.relationships?.field_page_content} />
        </div>
        {print ? null : (
          <>
            <ShareByEmail contentType="article" itemId={article.drupal_id} path={pageContext.articlePath} />
            <ArticleFeedback itemId={article.drupal_id} path={pageContext.articlePath} />
          </>
        )}
        <StaticPart load={loadEnd} props={{ article, related: data.related, place: pageContext }} />
      </article>
      <PageContents sections={sections} variant="side" />
    </div>
  );
  if (!print) return <Layout>{body}</Layout>;
  return (
    <Suspense fallback={null}>
      <PrintLayout backHref={pageContext.articlePath}>{body}</PrintLayout>
    </Suspense>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.MedicalArticleQuery, MedicalArticleContext>) {
  // The print version points to the article as its canonical page.
  return (
    <SeoHead
      title={data.article?.title}
      description={data.article?.field_article_description}
      path={`${pageContext.articlePath}/`}
      noIndex={Boolean(pageContext.print)}
      metatags={data.article?.metatag}
    />
  );
}

export const query = graphql`
  query MedicalArticle($id: String!, $related: [String!]) {
    article: nodeMedicalArticle(id: { eq: $id }) {
      metatag {
        ...Metatags
      }
      drupal_id
      title
      field_article_description
      field_last_update
      field_in_short
      field_reviewer_name
      field_reviewer_role
      field_review_date
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

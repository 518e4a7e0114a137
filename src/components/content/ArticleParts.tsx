/**
 * The static parts of a medical article (src/templates/medical-article.tsx): its header, header
 * image and end (dossiers, related articles). The build renders them; the page the browser opens
 * keeps their HTML without this chunk (components/islands/StaticPart.tsx). Each takes the page's own
 * data objects, so its props stay the same objects while the page lives.
 */
import { Link } from "gatsby";
import { Breadcrumb } from "./Breadcrumb";
import { formatDay, latestDate } from "../dates";
import { HeaderImage, type HeaderImageData } from "./HeaderImage";
import { TeaserList } from "./TeaserList";
import type { BlockData } from "../../domain/block-data";
import { blockWords, readingMinutes } from "../reading/reading-aids";
import { InShort, ReadingTime, ReviewedBy, type Review } from "../reading/ReadingAids";
import articleTexts from "../../i18n/locales/nl/article.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ article: articleTexts });

export interface DossierRef {
  drupal_id: string;
  name: string;
  path: { alias: string | null } | null;
}

export interface ArticleData extends Review {
  drupal_id: string;
  field_in_short?: ReadonlyArray<string | null> | null;
  title: string;
  field_article_description: string | null;
  field_last_update: string | null;
  changed: string | null;
  relationships: {
    uid: { display_name: string | null } | null;
    field_header_image: HeaderImageData | null;
    field_dossiers: ReadonlyArray<DossierRef | null> | null;
    field_page_content?: ReadonlyArray<BlockData | null> | null;
  } | null;
}

export interface RelatedArticles {
  nodes: ReadonlyArray<{
    id: string;
    title: string;
    field_article_description: string | null;
    path: { alias: string | null } | null;
  }>;
}

export interface ArticlePlace {
  section: { title: string; href: string };
  articlePath: string;
  print?: boolean;
  related?: string[];
}

export function dossiersOf(article: ArticleData): DossierRef[] {
  return (article.relationships?.field_dossiers ?? []).filter((d): d is DossierRef => d !== null);
}

/**
 * Breadcrumb (on screen), title, introduction, last update, author, reading time, the medical
 * reviewer and the print link.
 */
export function ArticleHeader({ article, place }: { article: ArticleData; place: ArticlePlace }) {
  const updated = formatDay(latestDate(article.field_last_update, article.changed));
  const author = article.relationships?.uid?.display_name || t("article.authorUnknown");
  const dossiers = dossiersOf(article);
  return (
    <>
      {place.print ? null : (
        <Breadcrumb
          trail={[
            { title: t("breadcrumb.home"), href: "/" },
            place.section,
            ...dossiers.slice(0, 1).map((d) => ({ title: d.name, href: d.path?.alias })),
            { title: article.title },
          ]}
        />
      )}
      <header className="article__header">
        <h1>{article.title}</h1>
        {article.field_article_description ? <p className="lead">{article.field_article_description}</p> : null}
        <p className="article__meta">
          {updated ? <span>{t("article.lastUpdate", { date: updated })}</span> : null}
          <span>{t("article.author", { name: author })}</span>
          <ReadingTime minutes={readingMinutes(blockWords(article.relationships?.field_page_content))} />
        </p>
        <ReviewedBy review={article} />
        {place.print ? null : (
          <p className="article__tools">
            <Link to={`/print${place.articlePath}`} className="article__print" rel="nofollow">
              {t("article.printVersion")}
            </Link>
          </p>
        )}
      </header>
    </>
  );
}

/** "In het kort": the article's key points, before its text. */
export function ArticleIntro({ article }: { article: ArticleData }) {
  return <InShort points={article.field_in_short} />;
}

export function ArticleImage({ article }: { article: ArticleData }) {
  return <HeaderImage image={article.relationships?.field_header_image} />;
}

/** The dossiers the article belongs to and, on screen, the related articles in their order. */
export function ArticleEnd({
  article,
  related,
  place,
}: {
  article: ArticleData;
  related: RelatedArticles;
  place: ArticlePlace;
}) {
  const dossiers = dossiersOf(article);
  const order = place.related ?? [];
  const teasers = [...related.nodes]
    .filter((node) => node.path?.alias)
    .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
    .map((node) => ({ id: node.id, title: node.title, href: node.path!.alias!, text: node.field_article_description }));
  return (
    <>
      {dossiers.length > 0 ? (
        <footer className="article__footer">
          <h2 className="article__footer-title">{t("article.dossiers")}</h2>
          <ul className="tag-list">
            {dossiers.map((dossier) => (
              <li key={dossier.drupal_id}>
                {dossier.path?.alias && !place.print ? (
                  <Link to={dossier.path.alias}>{dossier.name}</Link>
                ) : (
                  dossier.name
                )}
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
      {!place.print && teasers.length > 0 ? (
        <aside className="related" aria-labelledby="related-title">
          <h2 id="related-title">{t("article.related")}</h2>
          <TeaserList items={teasers} />
        </aside>
      ) : null}
    </>
  );
}

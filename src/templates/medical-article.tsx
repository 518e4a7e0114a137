import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { Blocks } from "../blocks/registry";
import type { BlockData } from "../blocks/types";
import { formatDutchDate, latestDate } from "../components/content/dates";
import { HeaderImage, type HeaderImageData } from "../components/content/HeaderImage";
import { Layout } from "../components/shell/Layout";
import { SeoHead } from "../components/shell/SeoHead";

export interface MedicalArticleQuery {
  article: {
    title: string;
    field_article_description: string | null;
    field_last_update: string | null;
    changed: string | null;
    relationships: {
      uid: { display_name: string | null } | null;
      field_header_image: HeaderImageData | null;
      field_dossiers: Array<{ drupal_id: string; name: string } | null> | null;
      field_page_content: Array<BlockData | null> | null;
    } | null;
  } | null;
}

export default function MedicalArticleTemplate({ data }: PageProps<MedicalArticleQuery>) {
  const { t } = useTranslation("common");
  const article = data.article;
  if (!article) return <Layout />;
  const related = article.relationships;
  const updated = formatDutchDate(latestDate(article.field_last_update, article.changed));
  const author = related?.uid?.display_name || t("article.authorUnknown");
  const dossiers = (related?.field_dossiers ?? []).filter((d): d is { drupal_id: string; name: string } => d !== null);

  return (
    <Layout>
      <article className="article container container--reading">
        <header className="article__header">
          <h1>{article.title}</h1>
          {article.field_article_description ? <p className="lead">{article.field_article_description}</p> : null}
          <p className="article__meta">
            {updated ? <span>{t("article.lastUpdate", { date: updated })}</span> : null}
            <span>{t("article.author", { name: author })}</span>
          </p>
        </header>
        <HeaderImage image={related?.field_header_image} />
        <div className="article__body">
          <Blocks blocks={related?.field_page_content} />
        </div>
        {dossiers.length > 0 ? (
          <footer className="article__footer">
            <h2 className="article__footer-title">{t("article.dossiers")}</h2>
            <ul className="tag-list">
              {dossiers.map((dossier) => (
                <li key={dossier.drupal_id}>{dossier.name}</li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<MedicalArticleQuery>) {
  return (
    <SeoHead
      title={data.article?.title}
      description={data.article?.field_article_description}
      path={location.pathname}
    />
  );
}

export const query = graphql`
  query MedicalArticle($id: String!) {
    article: nodeMedicalArticle(id: { eq: $id }) {
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
        }
        field_page_content {
          ...ContentBlocks
        }
      }
    }
  }
`;

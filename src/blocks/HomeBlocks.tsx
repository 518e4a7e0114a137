/** Homepage paragraphs: homepage_last_news, home_grid_image, homepage_featured_article. */
import { graphql, useStaticQuery } from "gatsby";
import type { HeaderImageData } from "../components/content/HeaderImage";
import { formatDay } from "../components/dates";
import { LinkImageCard, NodeCardContent } from "./ImageCard";
import { SmartLink, type DrupalLinkData, type NodeTeaserData } from "./SmartLink";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library });

export interface LatestNewsItem {
  id: string;
  title: string;
  field_publication_date: string | null;
  field_introduction: string | null;
  path: { alias: string | null } | null;
}

export interface LastNewsBlockData {
  __typename: "paragraph__homepage_last_news";
  id: string;
  field_title: string | null;
}
export function LastNews({ block }: { block: LastNewsBlockData }) {
  const data = useStaticQuery<{ allNodeNews: { nodes: LatestNewsItem[] } }>(graphql`
    query LatestNews {
      allNodeNews(filter: { status: { eq: true } }, sort: { field_publication_date: DESC }, limit: 6) {
        nodes {
          id
          title
          field_publication_date
          field_introduction
          field_expire_date
          path {
            alias
          }
        }
      }
    }
  `);
  const now = Date.now();
  const items = (data?.allNodeNews?.nodes ?? [])
    .filter(
      (item) =>
        item.path?.alias && !isExpired((item as { field_expire_date?: string | null }).field_expire_date ?? null, now),
    )
    .slice(0, 3);
  if (items.length === 0) return null;
  return (
    <section className="block block--last-news">
      <h2>{block.field_title || t("overview.news.title")}</h2>
      <ul className="teaser-list">
        {items.map((item) => (
          <li key={item.id} className="teaser">
            <SmartLink href={item.path!.alias!} className="teaser__link">
              {item.title}
            </SmartLink>
            {item.field_publication_date ? (
              <p className="teaser__meta">{formatDay(item.field_publication_date)}</p>
            ) : null}
            {item.field_introduction ? <p>{item.field_introduction}</p> : null}
          </li>
        ))}
      </ul>
      <SmartLink href="/nieuws" className="more-link">
        {t("blocks.latestNews")}
      </SmartLink>
    </section>
  );
}

function isExpired(date: string | null, now: number): boolean {
  if (!date) return false;
  const time = Date.parse(date);
  return !Number.isNaN(time) && time <= now;
}

export interface HomeGridImageBlockData {
  __typename: "paragraph__home_grid_image";
  id: string;
  field_link: DrupalLinkData | null;
  relationships: { field_image: HeaderImageData | null } | null;
}
export function HomeGridImage({ block }: { block: HomeGridImageBlockData }) {
  return <LinkImageCard link={block.field_link} image={block.relationships?.field_image} variant="home-grid-image" />;
}

export interface FeaturedArticleBlockData {
  __typename: "paragraph__homepage_featured_article";
  id: string;
  field_title: string | null;
  relationships: { field_article: NodeTeaserData | null } | null;
}
export function FeaturedArticle({ block }: { block: FeaturedArticleBlockData }) {
  const article = block.relationships?.field_article;
  if (!article?.path?.alias) return null;
  return (
    <section className="block block--featured-article card card--image">
      {block.field_title ? <h2 className="card__title">{block.field_title}</h2> : null}
      <NodeCardContent node={article} />
    </section>
  );
}

export const fragment = graphql`
  fragment LastNewsBlock on paragraph__homepage_last_news {
    field_title
  }
  fragment HomeGridImageBlock on paragraph__home_grid_image {
    field_link {
      uri
      url
      title
    }
    relationships {
      field_image {
        ...HeaderImage
      }
    }
  }
  fragment FeaturedArticleBlock on paragraph__homepage_featured_article {
    field_title
    relationships {
      field_article {
        ...NodeTeaserArticle
      }
    }
  }
`;

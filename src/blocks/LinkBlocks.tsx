/** Link paragraphs: internal_link, external_link, link_list (+ items), link_to_dossier, link_with_image, grid_with_image, image_grid_node. */
import { graphql } from "gatsby";
import type { HeaderImageData } from "../components/content/HeaderImage";
import { ImageCardContent, LinkImageCard, NodeCardContent } from "./ImageCard";
import { SmartLink, linkHref, teaserText, teaserTitle, type DrupalLinkData, type NodeTeaserData } from "./SmartLink";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library });

export interface InternalLinkBlockData {
  __typename: "paragraph__internal_link";
  id: string;
  field_title: string | null;
  relationships: { field_node: NodeTeaserData | null } | null;
}
export function InternalLink({ block }: { block: InternalLinkBlockData }) {
  const node = block.relationships?.field_node;
  const href = node?.path?.alias;
  if (!node || !href) return null;
  const text = teaserText(node);
  return (
    <div className="block block--internal-link card">
      <SmartLink href={href} className="card__link">
        {block.field_title || teaserTitle(node)}
      </SmartLink>
      {text ? <p>{text}</p> : null}
    </div>
  );
}

export interface ExternalLinkBlockData {
  __typename: "paragraph__external_link";
  id: string;
  field_link: DrupalLinkData | null;
  field_description: string | null;
}
export function ExternalLink({ block }: { block: ExternalLinkBlockData }) {
  const href = linkHref(block.field_link);
  if (!href) return null;
  return (
    <div className="block block--external-link card">
      <SmartLink href={href} className="card__link">
        {block.field_link?.title || href} <span className="visually-hidden">{t("weblocation.external")}</span>
      </SmartLink>
      {block.field_description ? <p>{block.field_description}</p> : null}
    </div>
  );
}

export interface LinkListBlockData {
  __typename: "paragraph__link_list";
  id: string;
  field_title: string | null;
  relationships: {
    field_link_list_items: Array<{
      id: string;
      field_link: DrupalLinkData | null;
      field_description: string | null;
    } | null> | null;
  } | null;
}
export function LinkList({ block }: { block: LinkListBlockData }) {
  const items = (block.relationships?.field_link_list_items ?? []).filter((item) => item && linkHref(item.field_link));
  if (items.length === 0) return null;
  return (
    <nav className="block block--link-list" aria-label={block.field_title ?? undefined}>
      {block.field_title ? <h2>{block.field_title}</h2> : null}
      <ul className="link-list">
        {items.map((item) => (
          <li key={item!.id}>
            <SmartLink href={linkHref(item!.field_link)!}>
              {item!.field_link?.title || linkHref(item!.field_link)}
            </SmartLink>
            {item!.field_description ? <p>{item!.field_description}</p> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface LinkToDossierBlockData {
  __typename: "paragraph__link_to_dossier";
  id: string;
  relationships: {
    field_dossier: { name: string; field_introduction: string | null; path: { alias: string | null } | null } | null;
  } | null;
}
export function LinkToDossier({ block }: { block: LinkToDossierBlockData }) {
  const dossier = block.relationships?.field_dossier;
  const href = dossier?.path?.alias;
  if (!dossier || !href) return null;
  return (
    <div className="block block--dossier-link card">
      <SmartLink href={href} className="card__link">
        {t("blocks.dossierLink", { name: dossier.name })}
      </SmartLink>
      {dossier.field_introduction ? <p>{dossier.field_introduction}</p> : null}
    </div>
  );
}

export interface LinkWithImageBlockData {
  __typename: "paragraph__link_with_image";
  id: string;
  field_link: DrupalLinkData | null;
  relationships: { field_image: HeaderImageData | null } | null;
}
export function LinkWithImage({ block }: { block: LinkWithImageBlockData }) {
  return <LinkImageCard link={block.field_link} image={block.relationships?.field_image} variant="link-with-image" />;
}

export interface GridWithImageBlockData {
  __typename: "paragraph__grid_with_image";
  id: string;
  field_title: string | null;
  field_links: Array<DrupalLinkData | null> | null;
  relationships: { field_images: Array<HeaderImageData | null> | null } | null;
}
export function GridWithImage({ block }: { block: GridWithImageBlockData }) {
  const links = block.field_links ?? [];
  const images = block.relationships?.field_images ?? [];
  const cells = links
    .map((link, index) => ({ link, image: images[index] ?? null }))
    .filter((cell) => linkHref(cell.link));
  if (cells.length === 0) return null;
  return (
    <section className="block block--grid-with-image">
      {block.field_title ? <h2>{block.field_title}</h2> : null}
      <ul className="card-grid">
        {cells.map((cell, index) => (
          <li key={index} className="card card--image">
            <ImageCardContent
              image={cell.image}
              href={linkHref(cell.link)!}
              title={cell.link?.title || linkHref(cell.link)!}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface ImageGridNodeBlockData {
  __typename: "paragraph__image_grid_node";
  id: string;
  relationships: { field_nodes: Array<NodeTeaserData | null> | null } | null;
}
export function ImageGridNode({ block }: { block: ImageGridNodeBlockData }) {
  return <NodeCardGrid nodes={block.relationships?.field_nodes} className="block block--image-grid-node card-grid" />;
}

/** Pages as image cards in a grid (image_grid_node, the homepage's featured content); nothing without a page. */
export function NodeCardGrid({
  nodes: all,
  className = "card-grid",
}: {
  nodes: ReadonlyArray<NodeTeaserData | null> | null | undefined;
  className?: string;
}) {
  const nodes = (all ?? []).filter((node): node is NodeTeaserData => Boolean(node?.path?.alias));
  if (nodes.length === 0) return null;
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id} className="card card--image">
          <NodeCardContent node={node} />
        </li>
      ))}
    </ul>
  );
}

export const fragment = graphql`
  fragment NodeTeaserArticle on node__medical_article {
    __typename
    id
    title
    path {
      alias
    }
    field_internal_link_title
    field_internal_link_description
    field_article_description
    relationships {
      field_header_image {
        ...HeaderImage
      }
    }
  }
  fragment NodeTeaserNews on node__news {
    __typename
    id
    title
    path {
      alias
    }
    field_introduction
    relationships {
      field_header_image {
        ...HeaderImage
      }
    }
  }
  fragment NodeTeaserPage on node__content_page {
    __typename
    id
    title
    path {
      alias
    }
  }
  fragment InternalLinkBlock on paragraph__internal_link {
    field_title
    relationships {
      field_node {
        ...NodeTeaserArticle
        ...NodeTeaserNews
        ...NodeTeaserPage
      }
    }
  }
  fragment ExternalLinkBlock on paragraph__external_link {
    field_link {
      uri
      url
      title
    }
    field_description
  }
  fragment LinkListBlock on paragraph__link_list {
    field_title
    relationships {
      field_link_list_items {
        id
        field_link {
          uri
          url
          title
        }
        field_description
      }
    }
  }
  fragment LinkToDossierBlock on paragraph__link_to_dossier {
    relationships {
      field_dossier {
        name
        field_introduction
        path {
          alias
        }
      }
    }
  }
  fragment LinkWithImageBlock on paragraph__link_with_image {
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
  fragment GridWithImageBlock on paragraph__grid_with_image {
    field_title
    field_links {
      uri
      url
      title
    }
    relationships {
      field_images {
        ...HeaderImage
      }
    }
  }
  fragment ImageGridNodeBlock on paragraph__image_grid_node {
    relationships {
      field_nodes {
        ...NodeTeaserArticle
        ...NodeTeaserNews
        ...NodeTeaserPage
      }
    }
  }
`;

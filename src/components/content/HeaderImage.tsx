import { graphql } from "gatsby";

export interface HeaderImageData {
  field_media_image: { alt: string | null; width: number | null; height: number | null } | null;
  relationships: { field_media_image: { publicUrl: string | null } | null } | null;
}

/**
 * The header image of a page: a plain <img> with its width and height (no layout shift, no image
 * JavaScript). The first image of a page loads eagerly.
 */
export function HeaderImage({ image }: { image: HeaderImageData | null | undefined }) {
  const src = image?.relationships?.field_media_image?.publicUrl;
  const meta = image?.field_media_image;
  if (!src || !meta) return null;
  return (
    <img
      className="header-image"
      src={src}
      alt={meta.alt ?? ""}
      width={meta.width ?? undefined}
      height={meta.height ?? undefined}
      decoding="async"
    />
  );
}

export const fragment = graphql`
  fragment HeaderImage on media__image {
    field_media_image {
      alt
      width
      height
    }
    relationships {
      field_media_image {
        publicUrl
      }
    }
  }
`;

import { graphql } from "gatsby";

export interface ResponsiveImageData {
  src: string | null;
  srcSet: string | null;
  webpSrcSet: string | null;
}

export interface HeaderImageData {
  field_media_image: { alt: string | null; width: number | null; height: number | null } | null;
  relationships: {
    field_media_image: { publicUrl: string | null; responsive?: ResponsiveImageData | null } | null;
  } | null;
}

/** How wide an image is shown: the reading column, or the whole screen on a phone. */
export const READING_SIZES = "(min-width: 48em) 44em, 100vw";

export interface ResponsiveImageProps {
  image: HeaderImageData | null | undefined;
  className?: string;
  /** Alt text "" (the image repeats what a link beside it says). */
  decorative?: boolean;
  /** The first image of a page: loaded at once and with priority. */
  eager?: boolean;
  sizes?: string;
}

/**
 * A Drupal media image without image JavaScript: a WebP source and the original format in the
 * widths the build made (src/build/images.ts), the 500-pixel one as `src` (spec 001 §9), and the
 * original width and height so the box keeps its place before the image arrives.
 */
export function ResponsiveImage({
  image,
  className,
  decorative = false,
  eager = false,
  sizes = READING_SIZES,
}: ResponsiveImageProps) {
  const file = image?.relationships?.field_media_image;
  const meta = image?.field_media_image;
  if (!file?.publicUrl || !meta) return null;
  const variants = file.responsive;
  const img = (
    <img
      className={className}
      src={variants?.src ?? file.publicUrl}
      srcSet={variants?.srcSet ?? undefined}
      sizes={variants?.srcSet ? sizes : undefined}
      alt={decorative ? "" : (meta.alt ?? "")}
      width={meta.width ?? undefined}
      height={meta.height ?? undefined}
      loading={eager ? undefined : "lazy"}
      // React 18 does not know fetchPriority yet; the lower-case attribute reaches the HTML as it is.
      {...(eager ? { fetchpriority: "high" } : {})}
      decoding="async"
    />
  );
  if (!variants?.webpSrcSet) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={variants.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}

/** The header image of a page, loaded at once (it is the first image the reader sees). */
export function HeaderImage({ image }: { image: HeaderImageData | null | undefined }) {
  return <ResponsiveImage image={image} className="header-image" eager />;
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
        responsive {
          src
          srcSet
          webpSrcSet
        }
      }
    }
  }
`;

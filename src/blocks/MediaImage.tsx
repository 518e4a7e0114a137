import { ResponsiveImage, type HeaderImageData } from "../components/content/HeaderImage";

/** Image cards are at most about half the reading column wide. */
const CARD_SIZES = "(min-width: 48em) 22em, 100vw";

/** An image from a media entity, lazy (below the fold), responsive, with its pixel size against layout shift. */
export function MediaImage({
  image,
  className,
  decorative = false,
  card = false,
}: {
  image: HeaderImageData | null | undefined;
  className?: string;
  decorative?: boolean;
  card?: boolean;
}) {
  return (
    <ResponsiveImage
      image={image}
      className={className}
      decorative={decorative}
      sizes={card ? CARD_SIZES : undefined}
    />
  );
}

/**
 * The inside of an image card, shared by the link and homepage paragraphs: the picture (decorative:
 * the link says where it goes), the link as the card's title, and an optional text.
 */
import type { HeaderImageData } from "../components/content/HeaderImage";
import { MediaImage } from "./MediaImage";
import { SmartLink, linkHref, teaserText, teaserTitle, type DrupalLinkData, type NodeTeaserData } from "./SmartLink";

export function ImageCardContent({
  image,
  href,
  title,
  text,
}: {
  image: HeaderImageData | null | undefined;
  href: string;
  title: string;
  text?: string | null;
}) {
  return (
    <>
      <MediaImage image={image} decorative card />
      <SmartLink href={href} className="card__link">
        {title}
      </SmartLink>
      {text ? <p>{text}</p> : null}
    </>
  );
}

/** A card for a content node (its header image, title and introduction). */
export function NodeCardContent({ node }: { node: NodeTeaserData & { path: { alias: string | null } | null } }) {
  return (
    <ImageCardContent
      image={node.relationships?.field_header_image}
      href={node.path?.alias ?? ""}
      title={teaserTitle(node)}
      text={teaserText(node)}
    />
  );
}

/** A card for a Drupal link with an image (link_with_image, home_grid_image); nothing without a target. */
export function LinkImageCard({
  link,
  image,
  variant,
}: {
  link: DrupalLinkData | null;
  image: HeaderImageData | null | undefined;
  variant: string;
}) {
  const href = linkHref(link);
  if (!href) return null;
  return (
    <div className={`block block--${variant} card card--image`}>
      <ImageCardContent image={image} href={href} title={link?.title || href} />
    </div>
  );
}

import type { HeaderImageData } from "../components/content/HeaderImage";

/** An image from a media entity, lazy (below the fold), with its pixel size against layout shift. */
export function MediaImage({ image, className, decorative = false }: { image: HeaderImageData | null | undefined; className?: string; decorative?: boolean }) {
  const src = image?.relationships?.field_media_image?.publicUrl;
  const meta = image?.field_media_image;
  if (!src || !meta) return null;
  return (
    <img
      className={className}
      src={src}
      alt={decorative ? "" : meta.alt ?? ""}
      width={meta.width ?? undefined}
      height={meta.height ?? undefined}
      loading="lazy"
      decoding="async"
    />
  );
}

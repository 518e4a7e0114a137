/** Media paragraphs: image, text_image, file (video and spotify_podcast, with consent, are in InteractiveBlocks.tsx). */
import { graphql } from "gatsby";
import type { HeaderImageData } from "../components/content/HeaderImage";
import { MediaImage } from "./MediaImage";
import { RichText } from "./RichText";
import type { FormattedText } from "./types";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library });

export interface ImageBlockData {
  __typename: "paragraph__image";
  id: string;
  field_show_original_size: boolean | null;
  relationships: { field_image: (HeaderImageData & { field_description: string | null }) | null } | null;
}
export function ImageBlock({ block }: { block: ImageBlockData }) {
  const image = block.relationships?.field_image;
  if (!image) return null;
  return (
    <figure className={`block block--image${block.field_show_original_size ? " block--image-original" : ""}`}>
      <MediaImage image={image} />
      {image.field_description ? <figcaption>{image.field_description}</figcaption> : null}
    </figure>
  );
}

export interface TextImageBlockData {
  __typename: "paragraph__text_image";
  id: string;
  field_image_position: string | null;
  field_text: FormattedText | null;
  relationships: { field_image: HeaderImageData | null } | null;
}
export function TextImage({ block }: { block: TextImageBlockData }) {
  const position = block.field_image_position === "left" ? "left" : "right";
  return (
    <div className={`block block--text-image block--image-${position}`}>
      <MediaImage image={block.relationships?.field_image} className="block--text-image__image" />
      <RichText html={block.field_text?.processed} />
    </div>
  );
}

export interface FileBlockData {
  __typename: "paragraph__file";
  id: string;
  field_download_label: string | null;
  field_description: string | null;
  relationships: {
    field_file: {
      name: string;
      relationships: { field_media_document: { publicUrl: string | null; filesize: number | null } | null } | null;
    } | null;
  } | null;
}
export function FileBlock({ block }: { block: FileBlockData }) {
  const media = block.relationships?.field_file;
  const file = media?.relationships?.field_media_document;
  if (!media || !file?.publicUrl) return null;
  const size = file.filesize ? Math.max(1, Math.round(file.filesize / 1024)) : null;
  return (
    <div className="block block--file card">
      <a href={file.publicUrl} className="card__link" download>
        {block.field_download_label || media.name || t("blocks.download")}
        {size ? <span className="card__meta"> ({t("blocks.fileSize", { size })})</span> : null}
      </a>
      {block.field_description ? <p>{block.field_description}</p> : null}
    </div>
  );
}

export const fragment = graphql`
  fragment ImageBlock on paragraph__image {
    field_show_original_size
    relationships {
      field_image {
        field_description
        ...HeaderImage
      }
    }
  }
  fragment TextImageBlock on paragraph__text_image {
    field_image_position
    field_text {
      processed
    }
    relationships {
      field_image {
        ...HeaderImage
      }
    }
  }
  fragment FileBlock on paragraph__file {
    field_download_label
    field_description
    relationships {
      field_file {
        name
        relationships {
          field_media_document {
            publicUrl
            filesize
          }
        }
      }
    }
  }
`;

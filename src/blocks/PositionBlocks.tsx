/**
 * Position paragraphs (spec 001 §2.6 "library list position", "community position"): an editor
 * places them among a page's blocks to say where the page's own library list (a dossier's
 * articles) and community links (its conversations and stories) stand. The template gives those
 * parts through BlockSlots; on a page without them the block is a calm link to the library or the
 * community, never an empty box (docs/decisions/221-remaining-blocks.md).
 */
import { graphql } from "gatsby";
import { createContext, useContext, type ReactNode } from "react";
import { COMMUNITY_PATHS, Teaser } from "./CommunityBlocks";
import type { BlockData } from "./types";
import libraryTexts from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library: libraryTexts });

export interface BlockSlotParts {
  /** The page's library list; the heading it gets comes from the block or the page. */
  library?: (heading: string | null) => ReactNode;
  community?: (heading: string | null) => ReactNode;
}

export const BlockSlots = createContext<BlockSlotParts>({});

/** Whether a list of blocks places the given part itself (the template then leaves it out of its default place). */
export function placesPart(
  blocks: ReadonlyArray<BlockData | null> | null | undefined,
  part: "library" | "community",
): boolean {
  const type = part === "library" ? "paragraph__library_list_position" : "paragraph__community_position";
  return (blocks ?? []).some((block) => block?.__typename === type);
}

export interface LibraryListPositionBlockData {
  __typename: "paragraph__library_list_position";
  id: string;
  field_title: string | null;
}
export function LibraryListPosition({ block }: { block: LibraryListPositionBlockData }) {
  const slots = useContext(BlockSlots);
  if (slots.library)
    return <div className="block block--library-list-position">{slots.library(block.field_title)}</div>;
  return (
    <Teaser
      variant="library-list-position"
      title={block.field_title || t("blocks.libraryPosition.title")}
      text={t("blocks.libraryPosition.text")}
      href="/over-reuma"
      link={t("blocks.libraryPosition.link")}
    />
  );
}

export interface CommunityPositionBlockData {
  __typename: "paragraph__community_position";
  id: string;
  field_title: string | null;
}
export function CommunityPosition({ block }: { block: CommunityPositionBlockData }) {
  const slots = useContext(BlockSlots);
  if (slots.community)
    return <div className="block block--community-position">{slots.community(block.field_title)}</div>;
  return (
    <Teaser
      variant="community-position"
      title={block.field_title || t("blocks.communityPosition.title")}
      text={t("blocks.communityPosition.text")}
      href={COMMUNITY_PATHS.community}
      link={t("blocks.community.link")}
    />
  );
}

export const fragment = graphql`
  fragment LibraryListPositionBlock on paragraph__library_list_position {
    field_title
  }
  fragment CommunityPositionBlock on paragraph__community_position {
    field_title
  }
`;

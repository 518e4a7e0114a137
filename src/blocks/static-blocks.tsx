/**
 * The static paragraph types (every type but those of InteractiveBlocks.tsx) and the component that
 * renders a run of them. Its own chunk: the page the browser opens keeps their HTML without this
 * code (registry.tsx, components/islands/StaticPart.tsx); it loads after a client-side navigation.
 */
import type { ComponentType } from "react";
import { AppAidTool, CallToAction, CtaCampaign, CtaHomepage } from "./ActionBlocks";
import { Highlight } from "./Highlight";
import { FeaturedArticle, HomeGridImage, LastNews } from "./HomeBlocks";
import {
  ExternalLink,
  GridWithImage,
  ImageGridNode,
  InternalLink,
  LinkList,
  LinkToDossier,
  LinkWithImage,
} from "./LinkBlocks";
import { Introduction, LinkWithIcons, Organisation } from "./InfoBlocks";
import { FileBlock, ImageBlock, TextImage } from "./MediaBlocks";
import { CommunityPosition, LibraryListPosition } from "./PositionBlocks";
import { Quote } from "./Quote";
import { Anchor, Expandable } from "./StructureBlocks";
import { Text } from "./Text";
import { TextWithTitle } from "./TextWithTitle";
import type { BlockData } from "./types";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component declares its own data type; the registry is keyed by __typename
type AnyBlock = ComponentType<{ block: any }>;

export const staticBlocks: Readonly<Record<string, AnyBlock>> = {
  paragraph__app_aid_tool: AppAidTool,
  paragraph__axiale_spa: Anchor,
  paragraph__call_to_action: CallToAction,
  paragraph__community_position: CommunityPosition,
  paragraph__cta_campaign: CtaCampaign,
  paragraph__cta_homepage_: CtaHomepage,
  paragraph__expandable: Expandable,
  paragraph__external_link: ExternalLink,
  paragraph__file: FileBlock,
  paragraph__grid_with_image: GridWithImage,
  paragraph__highlight: Highlight,
  paragraph__home_grid_image: HomeGridImage,
  paragraph__homepage_featured_article: FeaturedArticle,
  paragraph__homepage_last_news: LastNews,
  paragraph__image: ImageBlock,
  paragraph__image_grid_node: ImageGridNode,
  paragraph__internal_link: InternalLink,
  paragraph__introduction: Introduction,
  paragraph__library_list_position: LibraryListPosition,
  paragraph__link_list: LinkList,
  paragraph__link_to_dossier: LinkToDossier,
  paragraph__link_with_icons: LinkWithIcons,
  paragraph__link_with_image: LinkWithImage,
  paragraph__organisation: Organisation,
  paragraph__quote: Quote,
  paragraph__text: Text,
  paragraph__text_image: TextImage,
  paragraph__text_with_title: TextWithTitle,
};

/** A run of static blocks in order; types without a component render nothing. */
export function StaticBlocks({ blocks }: { blocks: readonly BlockData[] }) {
  return (
    <>
      {blocks.map((block) => {
        const Component = Object.prototype.hasOwnProperty.call(staticBlocks, block.__typename)
          ? staticBlocks[block.__typename]!
          : null;
        return Component ? <Component key={block.id} block={block} /> : null;
      })}
    </>
  );
}

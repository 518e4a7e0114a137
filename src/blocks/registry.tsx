/**
 * Block registry: Drupal paragraph type (Gatsby type name) -> component, one for every paragraph
 * type of spec 001 §3.2 (link_list_item and expandable_item render inside their parents). To add a
 * block: write the component with its fragment, register it here and spread its fragment in
 * ContentBlocks below.
 */
import { graphql } from "gatsby";
import type { ComponentType } from "react";
import { AppAidTool, CallToAction, CookiesBlock, CtaCampaign, CtaHomepage, FormBlock } from "./ActionBlocks";
import {
  ActivityLink,
  Blogpost,
  Blogs,
  CommunityHomepage,
  Conversation,
  FeaturedActivity,
  FeaturedStory,
  FeaturedStoryBundle,
  GroupLink,
} from "./CommunityBlocks";
import { Highlight } from "./Highlight";
import { FeaturedArticle, HomeGridImage, LastNews } from "./HomeBlocks";
import { ExternalLink, GridWithImage, ImageGridNode, InternalLink, LinkList, LinkToDossier, LinkWithImage } from "./LinkBlocks";
import { FileBlock, ImageBlock, SpotifyPodcast, TextImage, Video } from "./MediaBlocks";
import { Quote } from "./Quote";
import { Anchor, Expandable } from "./StructureBlocks";
import { Text } from "./Text";
import { TextWithTitle } from "./TextWithTitle";
import type { BlockData } from "./types";

// Each component declares its own data type; the registry is keyed by __typename.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlock = ComponentType<{ block: any }>;

export const blockRegistry: Readonly<Record<string, AnyBlock>> = {
  paragraph__app_aid_tool: AppAidTool,
  paragraph__axiale_spa: Anchor,
  paragraph__blogpost: Blogpost,
  paragraph__blogs: Blogs,
  paragraph__call_to_action: CallToAction,
  paragraph__community_homepage: CommunityHomepage,
  paragraph__conversation: Conversation,
  paragraph__cookies: CookiesBlock,
  paragraph__cta_campaign: CtaCampaign,
  paragraph__cta_homepage_: CtaHomepage,
  paragraph__expandable: Expandable,
  paragraph__external_link: ExternalLink,
  paragraph__file: FileBlock,
  paragraph__form_block: FormBlock,
  paragraph__grid_with_image: GridWithImage,
  paragraph__highlight: Highlight,
  paragraph__home_grid_image: HomeGridImage,
  paragraph__homepage_featured_activity: FeaturedActivity,
  paragraph__homepage_featured_article: FeaturedArticle,
  paragraph__homepage_featured_story: FeaturedStory,
  paragraph__homepage_featured_story_bundle: FeaturedStoryBundle,
  paragraph__homepage_last_news: LastNews,
  paragraph__image: ImageBlock,
  paragraph__image_grid_node: ImageGridNode,
  paragraph__internal_link: InternalLink,
  paragraph__link_list: LinkList,
  paragraph__link_naar_activity: ActivityLink,
  paragraph__link_naar_gespreksgroep: GroupLink,
  paragraph__link_to_dossier: LinkToDossier,
  paragraph__link_with_image: LinkWithImage,
  paragraph__quote: Quote,
  paragraph__spotify_podcast: SpotifyPodcast,
  paragraph__text: Text,
  paragraph__text_image: TextImage,
  paragraph__text_with_title: TextWithTitle,
  paragraph__video: Video,
};

/** Renders one block; paragraph types without a component render nothing. */
export function Block({ block }: { block: BlockData }) {
  if (!Object.prototype.hasOwnProperty.call(blockRegistry, block.__typename)) return null;
  const Component = blockRegistry[block.__typename]!;
  return <Component block={block} />;
}

export function Blocks({ blocks }: { blocks: ReadonlyArray<BlockData | null> | null | undefined }) {
  if (!blocks?.length) return null;
  return (
    <>
      {blocks.map((block) => (block ? <Block key={block.id} block={block} /> : null))}
    </>
  );
}

export const fragment = graphql`
  fragment ContentBlocks on DrupalParagraph {
    __typename
    id
    ...TextBlock
    ...TextWithTitleBlock
    ...QuoteBlock
    ...HighlightBlock
    ...InternalLinkBlock
    ...ExternalLinkBlock
    ...LinkListBlock
    ...LinkToDossierBlock
    ...LinkWithImageBlock
    ...GridWithImageBlock
    ...ImageGridNodeBlock
    ...ImageBlock
    ...TextImageBlock
    ...FileBlock
    ...VideoBlock
    ...PodcastBlock
    ...CallToActionBlock
    ...CtaCampaignBlock
    ...CtaHomepageBlock
    ...AppAidToolBlock
    ...FormBlock
    ...CookiesBlock
    ...ConversationBlock
    ...GroupBlock
    ...BlogsBlock
    ...BlogpostBlock
    ...ActivityBlock
    ...FeaturedActivityBlock
    ...FeaturedStoryBlock
    ...FeaturedStoryBundleBlock
    ...CommunityHomepageBlock
    ...LastNewsBlock
    ...HomeGridImageBlock
    ...FeaturedArticleBlock
    ...ExpandableBlock
    ...AnchorBlock
  }
`;

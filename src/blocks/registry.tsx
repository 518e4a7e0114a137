/**
 * Block registry: Drupal paragraph type (Gatsby type name) -> component, one for every paragraph
 * type of spec 001 §3.2 (link_list_item and expandable_item render inside their parents). The build
 * renders every block. In the browser the static ones (static-blocks.tsx) keep the build's HTML
 * without their code (components/islands/StaticPart.tsx); the few with behaviour
 * (InteractiveBlocks.tsx, listed in INTERACTIVE_TYPES) hydrate when the reader gets near them
 * (components/islands/Deferred.tsx). To add a block: write the component with its fragment,
 * register it in static-blocks.tsx (or InteractiveBlocks.tsx and INTERACTIVE_TYPES when it has
 * behaviour) and spread its fragment in ContentBlocks below.
 */
import { graphql } from "gatsby";
import { useMemo } from "react";
import { Deferred } from "../components/islands/Deferred";
import { StaticPart } from "../components/islands/StaticPart";
import type { InteractiveBlock } from "./InteractiveBlocks";
import type { StaticBlocks } from "./static-blocks";
import type { BlockData } from "./types";

/** The paragraph types with behaviour (InteractiveBlocks.tsx); every other type is static. */
export const INTERACTIVE_TYPES: ReadonlySet<string> = new Set([
  "paragraph__cookies",
  "paragraph__form_block",
  "paragraph__video",
  "paragraph__spotify_podcast",
  "paragraph__community_homepage",
  "paragraph__blogs",
  "paragraph__blogpost",
  "paragraph__homepage_featured_story",
  "paragraph__homepage_featured_story_bundle",
  "paragraph__conversation",
  "paragraph__link_naar_gespreksgroep",
  "paragraph__link_naar_activity",
  "paragraph__homepage_featured_activity",
]);

const loadStaticBlocks = (): Promise<typeof StaticBlocks> =>
  import("./static-blocks").then((module) => module.StaticBlocks);
const loadInteractiveBlock = (): Promise<typeof InteractiveBlock> =>
  import("./InteractiveBlocks").then((module) => module.InteractiveBlock);

type Run = { key: string; interactive: boolean; blocks: BlockData[] };

/** Consecutive static blocks form one static part; each interactive block stands alone. */
function runsOf(blocks: ReadonlyArray<BlockData | null>): Run[] {
  const runs: Run[] = [];
  for (const block of blocks) {
    if (!block) continue;
    const interactive = INTERACTIVE_TYPES.has(block.__typename);
    const last = runs[runs.length - 1];
    if (!interactive && last && !last.interactive) last.blocks.push(block);
    else runs.push({ key: block.id, interactive, blocks: [block] });
  }
  return runs;
}

export function Blocks({ blocks }: { blocks: ReadonlyArray<BlockData | null> | null | undefined }) {
  const runs = useMemo(() => runsOf(blocks ?? []), [blocks]);
  return (
    <>
      {runs.map((run) => {
        if (!run.interactive)
          return <StaticPart key={run.key} load={loadStaticBlocks} props={{ blocks: run.blocks }} />;
        return <Deferred key={run.key} load={loadInteractiveBlock} props={{ block: run.blocks[0]! }} fallback={null} />;
      })}
    </>
  );
}

/** Renders one block; paragraph types without a component render nothing. */
export function Block({ block }: { block: BlockData }) {
  const blocks = useMemo(() => [block], [block]);
  return <Blocks blocks={blocks} />;
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
    ...IntroductionBlock
    ...OrganisationBlock
    ...LinkWithIconsBlock
    ...LibraryListPositionBlock
    ...CommunityPositionBlock
  }
`;

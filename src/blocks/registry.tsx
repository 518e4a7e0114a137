/**
 * Block registry: Drupal paragraph type (Gatsby type name) -> component. To add a block: write the
 * component with its fragment, add its data type to types.ts, register it here and spread its
 * fragment in ContentBlocks below.
 */
import { graphql } from "gatsby";
import type { ComponentType } from "react";
import { Highlight } from "./Highlight";
import { Quote } from "./Quote";
import { Text } from "./Text";
import { TextWithTitle } from "./TextWithTitle";
import type { BlockData, KnownBlockData } from "./types";

type Registry = { [K in KnownBlockData["__typename"]]: ComponentType<{ block: Extract<KnownBlockData, { __typename: K }> }> };

export const blockRegistry: Registry = {
  paragraph__text: Text,
  paragraph__text_with_title: TextWithTitle,
  paragraph__quote: Quote,
  paragraph__highlight: Highlight,
};

function isKnown(block: BlockData): block is KnownBlockData {
  return Object.prototype.hasOwnProperty.call(blockRegistry, block.__typename);
}

/** Renders one block; paragraph types without a component render nothing. */
export function Block({ block }: { block: BlockData }) {
  if (!isKnown(block)) return null;
  const Component = blockRegistry[block.__typename] as ComponentType<{ block: KnownBlockData }>;
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
  }
`;

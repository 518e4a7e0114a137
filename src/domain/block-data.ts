/** Data of the paragraph blocks as the page queries select it (see the fragments in each block). */

/** Drupal formatted text; `processed` is already sanitised at build time (gatsby-node.ts). */
export interface FormattedText {
  processed: string | null;
}

export interface TextBlockData {
  __typename: "paragraph__text";
  id: string;
  field_text: FormattedText | null;
}

export interface TextWithTitleBlockData {
  __typename: "paragraph__text_with_title";
  id: string;
  field_title: string | null;
  field_text: FormattedText | null;
}

export interface QuoteBlockData {
  __typename: "paragraph__quote";
  id: string;
  field_body: string | null;
  field_author: string | null;
}

export interface HighlightBlockData {
  __typename: "paragraph__highlight";
  id: string;
  field_title: string | null;
  field_text: FormattedText | null;
}

export type KnownBlockData = TextBlockData | TextWithTitleBlockData | QuoteBlockData | HighlightBlockData;

/** What a page query returns for a paragraph field: known blocks, or any other paragraph type. */
export type BlockData = KnownBlockData | { __typename: string; id: string };

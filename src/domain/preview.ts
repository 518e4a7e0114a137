/**
 * The answer of GET /api/v1/drupal/getPreviewPage (spec 001 §2.2), shared by the function
 * (functions/drupal/preview.ts, blocks as read from Drupal) and the preview page (blocks as the
 * block components take them).
 */
export interface PreviewPage<Block> {
  NodeId: number;
  RevisionId: number;
  Type: string;
  Title: string;
  Path: string | null;
  Published: boolean;
  Description: string | null;
  Author: string | null;
  LastUpdate: string | null;
  Blocks: Block[];
}

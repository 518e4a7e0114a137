/** GET /api/v1/drupal/getPreviewPage?nodeId&revisionId[&token]: one node revision with its blocks. */
export interface PreviewAnswer<Block> {
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

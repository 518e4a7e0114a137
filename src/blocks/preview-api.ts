/** Typed call of the preview page: GET /drupal/getPreviewPage?nodeId&revisionId[&token]. */
import type { BlockData } from "./types";
import type { PreviewAnswer } from "../domain/preview";
import { apiRequest } from "../platform/http";

export type PreviewPageData = PreviewAnswer<BlockData>;

export function getPreviewPage(nodeId: number, revisionId: number, token?: string | null): Promise<PreviewPageData> {
  const query = new URLSearchParams({ nodeId: String(nodeId), revisionId: String(revisionId) });
  if (token) query.set("token", token);
  return apiRequest<PreviewPageData>(`/drupal/getPreviewPage?${query.toString()}`);
}

/** "/preview/node/12/34" -> { nodeId: 12, revisionId: 34 }: path segments 3 and 4 (spec 001 §2.2). */
export function previewIdsOf(pathname: string): { nodeId: number; revisionId: number } | null {
  const segments = pathname.split("/").filter(Boolean);
  const [nodeId, revisionId] = [segments[2], segments[3]];
  if (!nodeId || !revisionId || !/^[1-9][0-9]{0,9}$/.test(nodeId) || !/^[1-9][0-9]{0,9}$/.test(revisionId)) return null;
  return { nodeId: Number(nodeId), revisionId: Number(revisionId) };
}

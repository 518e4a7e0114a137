/** Typed calls of the share form (spec 000 §7 "Search and sharing": POST /library/send{contentType}). */
import type { ShareBody, ShareContentType } from "../../domain/library";
import { apiRequest } from "../../platform/http";

export async function sharePage(contentType: ShareContentType, body: ShareBody): Promise<void> {
  await apiRequest<void>(`/library/send${contentType}`, { method: "POST", body });
}

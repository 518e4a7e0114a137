/**
 * The account shell's badge of incoming contact requests not yet seen (issue 13 item 3, like the
 * inbox's unread counter): GET /CustomContactlink/unseen, polled as src/platform/usePolledCount.ts
 * says. The contacts list announces `COUNT_CHANGED.contactRequests` once it marked requests seen.
 */
import { UNREAD_POLL_MS } from "../../domain/limits";
import { COUNT_CHANGED, usePolledCount } from "../../platform/usePolledCount";
import { getUnseenRequestCount } from "./api";

export function useUnseenRequestCount(enabled = true): number {
  return usePolledCount(getUnseenRequestCount, COUNT_CHANGED.contactRequests, UNREAD_POLL_MS, enabled);
}

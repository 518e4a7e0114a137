/**
 * The account shell's badge of incoming contact requests not yet seen (issue 13 item 3, like the
 * inbox's unread counter): GET /CustomContactlink/unseen, polled as src/features/usePolledCount.ts
 * says. The contacts list calls `announceRequestsSeen()` once it marked requests seen.
 */
import { UNREAD_POLL_MS } from "../../domain/limits";
import { announce, usePolledCount } from "../usePolledCount";
import { getUnseenRequestCount } from "./api";

const CHANGED = "reumanl:contact-requests-changed";

export function announceRequestsSeen(): void {
  announce(CHANGED);
}

export function useUnseenRequestCount(enabled = true): number {
  return usePolledCount(getUnseenRequestCount, CHANGED, UNREAD_POLL_MS, enabled);
}

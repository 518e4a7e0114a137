/**
 * The account shell's unread counter (spec 001 §2.5, §4), polled as src/platform/usePolledCount.ts
 * says. Pages that change the count (reading a conversation) announce `COUNT_CHANGED.unread`.
 */
import { UNREAD_POLL_MS } from "../../domain/limits";
import { COUNT_CHANGED, usePolledCount } from "../../platform/usePolledCount";
import { getUnreadCount } from "./api";

export function useUnreadCount(enabled = true): number {
  return usePolledCount(getUnreadCount, COUNT_CHANGED.unread, UNREAD_POLL_MS, enabled);
}

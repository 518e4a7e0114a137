/**
 * The account shell's unread counter (spec 001 §2.5, §4), polled as src/features/usePolledCount.ts
 * says. Pages that change the count (reading a conversation) call `announceUnreadChanged()`.
 */
import { UNREAD_POLL_MS } from "../../domain/limits";
import { announce, usePolledCount } from "../usePolledCount";
import { getUnreadCount } from "./api";

const CHANGED = "reumanl:unread-changed";

export function announceUnreadChanged(): void {
  announce(CHANGED);
}

export function useUnreadCount(enabled = true): number {
  return usePolledCount(getUnreadCount, CHANGED, UNREAD_POLL_MS, enabled);
}

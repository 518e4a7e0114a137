/**
 * The account shell's unread counters (spec 001 §2.5, §4), polled as src/platform/usePolledCount.ts
 * says. Pages that change them (reading a conversation) announce `COUNT_CHANGED.unread`. `Count` is
 * the spec's (messages plus one for an unread notification: the bell); the links show their part.
 */
import type { UnreadCount } from "../../domain/inbox";
import { UNREAD_POLL_MS } from "../../domain/limits";
import { COUNT_CHANGED, usePolled } from "../../platform/usePolledCount";
import { getUnreadCounts } from "./api";

const NONE: UnreadCount = { Count: 0, UnseenMessages: 0, UnreadNotifications: 0 };

export function useUnreadCounts(enabled = true): UnreadCount {
  return usePolled(getUnreadCounts, COUNT_CHANGED.unread, UNREAD_POLL_MS, NONE, enabled);
}

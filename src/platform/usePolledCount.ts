/**
 * A count the account shell shows (unread messages, unseen contact requests; spec 001 §2.5):
 * fetched once, again when the window regains focus or the tab becomes visible, when `changedEvent`
 * is announced on window, and every `pollMs` while the tab is visible (never in a hidden tab).
 * A failed fetch keeps the last number; the next focus or poll tries again. Only the answer of the
 * latest fetch is shown: an earlier one that arrives later (asked before a conversation was marked
 * seen, answered after the fetch that followed it) would otherwise put the old number back.
 */
import { useEffect, useState } from "react";

/** The events that make a count ask again at once: a page that changed it announces one. */
export const COUNT_CHANGED = {
  /** Unread messages and notifications (the inbox's counter). */
  unread: "reumanl:unread-changed",
  /** Incoming contact requests not yet seen. */
  contactRequests: "reumanl:contact-requests-changed",
  /** Moderators' open reports. */
  reports: "reumanl:reports-changed",
} as const;

export type CountChangedEvent = (typeof COUNT_CHANGED)[keyof typeof COUNT_CHANGED];

export function announce(changedEvent: CountChangedEvent): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(changedEvent));
}

export function usePolledCount(
  fetchCount: () => Promise<number>,
  changedEvent: CountChangedEvent,
  pollMs: number,
  enabled = true,
): number {
  return usePolled(fetchCount, changedEvent, pollMs, 0, enabled);
}

/** usePolledCount for an answer of several counts (the inbox's): `none` until the first answer. */
export function usePolled<T>(
  fetchValue: () => Promise<T>,
  changedEvent: CountChangedEvent,
  pollMs: number,
  none: T,
  enabled = true,
): T {
  const [value, setValue] = useState<T>(none);
  useEffect(() => {
    if (!enabled || typeof window === "undefined") return;
    let alive = true;
    let latest = 0;
    const refresh = () => {
      if (document.visibilityState === "hidden") return;
      const asked = ++latest;
      fetchValue().then(
        (next) => {
          if (alive && asked === latest) setValue(next);
        },
        () => undefined,
      );
    };
    refresh();
    const timer = window.setInterval(refresh, pollMs);
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener(changedEvent, refresh);
    return () => {
      alive = false;
      window.clearInterval(timer);
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener(changedEvent, refresh);
    };
    // The callers pass a module function and constants, so only `enabled` changes in practice.
  }, [enabled, fetchValue, changedEvent, pollMs]);
  return value;
}

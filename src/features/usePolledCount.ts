/**
 * A count the account shell shows (unread messages, unseen contact requests; spec 001 §2.5):
 * fetched once, again when the window regains focus or the tab becomes visible, when `changedEvent`
 * is announced on window, and every `pollMs` while the tab is visible (never in a hidden tab).
 * A failed fetch keeps the last number; the next focus or poll tries again. Only the answer of the
 * latest fetch is shown: an earlier one that arrives later (asked before a conversation was marked
 * seen, answered after the fetch that followed it) would otherwise put the old number back.
 */
import { useEffect, useState } from "react";

export function announce(changedEvent: string): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(changedEvent));
}

export function usePolledCount(fetchCount: () => Promise<number>, changedEvent: string, pollMs: number, enabled = true): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled || typeof window === "undefined") return;
    let alive = true;
    let latest = 0;
    const refresh = () => {
      if (document.visibilityState === "hidden") return;
      const asked = ++latest;
      fetchCount().then(
        (n) => {
          if (alive && asked === latest) setCount(n);
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
    // fetchCount is a module function; the event name and interval are constants of the caller.
  }, [enabled]);
  return count;
}

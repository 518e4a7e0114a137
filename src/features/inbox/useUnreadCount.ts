/**
 * The account shell's unread counter (spec 001 §2.5, §4): fetched once, again when the window
 * regains focus or the tab becomes visible, and every minute while the tab is visible (never in a
 * hidden tab). Pages that change the count (reading a conversation) call `announceUnreadChanged()`.
 */
import { useEffect, useState } from "react";
import { UNREAD_POLL_MS } from "../../domain/inbox";
import { getUnreadCount } from "./api";

const CHANGED = "reumanl:unread-changed";

export function announceUnreadChanged(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CHANGED));
}

export function useUnreadCount(enabled = true): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled || typeof window === "undefined") return;
    let alive = true;
    const refresh = () => {
      if (document.visibilityState === "hidden") return;
      getUnreadCount().then(
        (n) => alive && setCount(n),
        () => undefined, // keep the last number; the next focus or minute tries again
      );
    };
    refresh();
    const timer = window.setInterval(refresh, UNREAD_POLL_MS);
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener(CHANGED, refresh);
    return () => {
      alive = false;
      window.clearInterval(timer);
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener(CHANGED, refresh);
    };
  }, [enabled]);
  return count;
}

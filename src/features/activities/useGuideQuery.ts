/**
 * The guide's state lives in the address (spec 001 §2.3): read after mount (the static HTML has no
 * query), pushed to the URL and history on every change, read again on back and forward.
 *
 * The new state renders at once; the address follows right after that frame is painted, because
 * history.pushState costs Chrome a few milliseconds and a filter change should show within a frame.
 */
import { startTransition, useCallback, useEffect, useState } from "react";
import { parseGuideQuery, serializeGuideQuery, type GuideQuery } from "../../domain/activities/query";

export type UpdateQuery = (next: GuideQuery, options?: { replace?: boolean }) => void;

export function useGuideQuery(): [GuideQuery | null, UpdateQuery] {
  const [query, setQuery] = useState<GuideQuery | null>(null);

  useEffect(() => {
    const read = () => setQuery(parseGuideQuery(window.location.search));
    // The first read as a transition: the filters and the list it brings render in slices of a few
    // milliseconds while the page opens (issue 24). Back and forward show the new state at once.
    startTransition(read);
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);

  const update = useCallback<UpdateQuery>((next, options = {}) => {
    setQuery(next);
    const write = () => {
      const url = `${window.location.pathname}${serializeGuideQuery(next)}`;
      if (url === `${window.location.pathname}${window.location.search}`) return;
      if (options.replace) window.history.replaceState(window.history.state, "", url);
      else window.history.pushState(window.history.state, "", url);
    };
    if (typeof window.requestAnimationFrame === "function") window.requestAnimationFrame(() => setTimeout(write, 0));
    else write();
  }, []);

  return [query, update];
}

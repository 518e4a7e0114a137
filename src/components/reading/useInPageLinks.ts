/**
 * Links to a place on the same page ("Op deze pagina", #sectie-…) go there without the router: the
 * address gets the fragment by history.pushState, the page scrolls to the target and focus moves to
 * it (so keyboard and screen-reader users continue there). Left to the browser, the fragment change
 * reaches Gatsby's router, which renders the page again and drops the build's HTML of its static
 * parts (components/islands/StaticPart.tsx): the article's text disappeared in the browser test.
 */
import { useEffect } from "react";

export function useInPageLinks(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
      const id = link ? decodeURIComponent(link.getAttribute("href")!.slice(1)) : "";
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      event.preventDefault();
      window.history.pushState(window.history.state, "", `#${encodeURIComponent(id)}`);
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.scrollIntoView();
      target.focus({ preventScroll: true });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}

/**
 * A link to a reaction ("…/?pagina=2#reactie-92", from a notification or the moderation queue)
 * arrives before the reactions do: they load after hydration, so the browser finds no element to
 * scroll to. Once the list shows (`shown`: the reactions of the page are rendered), this brings the
 * reaction named by the address into view and gives it focus, once per page load (issue 41).
 */
import { useEffect, useRef } from "react";

const TARGET = /^#(reactie-\d+)$/;

export function useReactionTarget(shown: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current) return;
    const id = TARGET.exec(window.location.hash)?.[1];
    if (!id) return;
    const element = document.getElementById(id);
    if (!element) return;
    done.current = true;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: "start" });
  });
}

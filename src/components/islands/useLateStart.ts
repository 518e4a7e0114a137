/**
 * Starts a part of the shell that waits for hydration (the account corner, the cookie bar) in a
 * task of its own after the page's effects, rather than inside the task that runs them: its chunk
 * and requests then start where they add to no other work
 * (docs/decisions/011-compile-hints-and-late-start.md). Each caller gets its own task.
 */
import { useEffect } from "react";

export function useLateStart(start: () => void): void {
  useEffect(() => {
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
    // Once, after the first render that reached the page: later renders change nothing.
  }, []);
}

/**
 * False in the build's HTML and in the render that hydrates it, true from the render after (and in
 * the first render after a client-side navigation, once its effects ran). For the shell's parts
 * that depend on the reader (the account corner, the cookie bar): they wait for hydration, so the
 * page's HTML and its hydration agree, and their chunks and requests start only then
 * (docs/decisions/007-islands-and-late-shell-parts.md).
 */
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

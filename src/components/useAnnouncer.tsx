/**
 * One polite live region per page for the results of actions ("Je reactie is geplaatst.",
 * "Dank voor je melding."). The region is in the page before anything is said, and a repeated
 * message is cleared first, so screen readers announce every result.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export function useAnnouncer(): { message: string; announce: (text: string) => void } {
  const [message, setMessage] = useState("");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const announce = useCallback((text: string) => {
    setMessage("");
    window.clearTimeout(timer.current);
    // After a dialog closes the page is no longer inert: say it a moment later.
    timer.current = window.setTimeout(() => setMessage(text), 100);
  }, []);
  return { message, announce };
}

export function LiveRegion({ message }: { message: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}

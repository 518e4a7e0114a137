/**
 * "Verder lezen waar je was" on long articles (issue 41). While one reads, the position (a share of
 * the page's height, so a larger text size still lands at the same place) is kept in this browser's
 * localStorage only, per page; nothing is sent anywhere. When one comes back, a button in a place the
 * build's HTML already reserves (styles/reading.css, so nothing moves) scrolls back there.
 */
import { useEffect, useState } from "react";
import reading from "../../i18n/locales/nl/reading.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ reading });

const PREFIX = "reumanl:leespositie:v1:";
/** Offered only between these shares of the page: not at the top, not when one had finished. */
const MIN_SHARE = 0.1;
const MAX_SHARE = 0.9;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function currentShare(): number {
  const height = document.documentElement.scrollHeight - window.innerHeight;
  return height > 0 ? window.scrollY / height : 0;
}

export function readSavedShare(path: string): number | null {
  const value = Number(storage()?.getItem(PREFIX + path));
  return Number.isFinite(value) && value >= MIN_SHARE && value <= MAX_SHARE ? value : null;
}

export function ResumeReading({ path }: { path: string }) {
  const [saved, setSaved] = useState<number | null>(null);
  useEffect(() => {
    // What was kept from the last visit, read before this visit's scrolling overwrites it.
    setSaved(readSavedShare(path));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      try {
        storage()?.setItem(PREFIX + path, currentShare().toFixed(3));
      } catch {
        // Storage full or refused: the aid is simply not offered next time.
      }
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, 300);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", keep);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", keep);
    };
  }, [path]);
  if (saved === null) return null;
  const resume = () => {
    const height = document.documentElement.scrollHeight - window.innerHeight;
    // The button stays (it keeps the keyboard focus); the page scrolls to where one was.
    window.scrollTo({ top: Math.round(saved * height) });
  };
  return (
    <button type="button" className="resume-reading" onClick={resume}>
      {t("resume")}
    </button>
  );
}

/**
 * Analytics loads only after consent (cookie_consent_analytics=yes) and only when a tag manager id
 * is configured (GATSBY_GTM_ID at build time). Events are pushed into the tag-manager queue.
 */
import { currentConsent } from "./consent";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const SCRIPT_ID = "rnl-analytics";

export function analyticsId(): string | undefined {
  return (typeof process !== "undefined" && process.env && process.env.GATSBY_GTM_ID) || undefined;
}

/** Adds the tag-manager script once, when consent and an id exist. Returns whether it loaded. */
export function loadAnalytics(id: string | undefined = analyticsId(), consent = currentConsent()): boolean {
  if (typeof document === "undefined" || !id || consent.analytics !== "yes") return false;
  if (document.getElementById(SCRIPT_ID)) return true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return true;
}

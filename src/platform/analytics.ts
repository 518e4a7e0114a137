/**
 * Analytics loads only after consent (cookie_consent_analytics=yes) and only when a tag manager id
 * is configured (GATSBY_GTM_ID at build time). Events (trackEvent) are pushed into the tag-manager
 * queue only with that consent; without it they go nowhere.
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

/** One event of spec 001 §7: category, action and a label (the app guide: app_selector / clicks_buttons). */
export interface TrackedEvent {
  category: string;
  action: string;
  label: string;
}

/**
 * Pushes the event into the tag-manager queue (window.dataLayer, created when the tag manager is
 * not loaded yet, which reads it when it loads) when analytics consent is given; otherwise nothing
 * happens and nothing is kept. Returns whether it was queued.
 */
export function trackEvent(event: TrackedEvent, consent = currentConsent()): boolean {
  if (typeof window === "undefined" || consent.analytics !== "yes") return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: event.category, category: event.category, action: event.action, label: event.label });
  return true;
}

/** The Drupal entity a page shows (spec 001 §7 "page node id and type"; content-model/routes.ts pageNodeOf). */
export interface PageNode {
  id: number;
  type: string;
}

/**
 * Pushes the page's node id and type into the tag-manager queue, with analytics consent only (as
 * trackEvent). Returns whether it was queued.
 */
export function trackPageNode(node: PageNode, consent = currentConsent()): boolean {
  if (typeof window === "undefined" || consent.analytics !== "yes") return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: "page_node", nodeId: node.id, nodeType: node.type });
  return true;
}

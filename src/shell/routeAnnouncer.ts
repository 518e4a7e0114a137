/**
 * The Dutch route announcer (issue 41): after a client-side navigation it says which page is now
 * open, "Je bent nu op de pagina: Over reuma", in a polite live region outside React's root. The
 * page's name is its first heading (h1) in the main content once the new page has rendered it,
 * else the document title. Gatsby's own announcer (an English "Navigated to …", read while the
 * previous page's title was still there) is silenced: its region (`#gatsby-announcer`, Gatsby's
 * route-announcer-props) is hidden and no longer live.
 */
import common from "../i18n/locales/nl/common.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ common });

export const ROUTE_ANNOUNCER_ID = "route-announcer";
const GATSBY_ANNOUNCER_ID = "gatsby-announcer";
/** How long to wait for a page that renders its heading after its data has come (client-only routes). */
const HEADING_WAIT_MS = 2000;
const POLL_MS = 100;
const HEADING = "main h1, #gatsby-focus-wrapper h1";

/** Hides Gatsby's announcer and puts the Dutch one in the page, empty (a live region must exist before it speaks). */
export function prepareRouteAnnouncer(): HTMLElement {
  const gatsby = document.getElementById(GATSBY_ANNOUNCER_ID);
  if (gatsby) {
    gatsby.setAttribute("aria-live", "off");
    gatsby.hidden = true;
  }
  let region = document.getElementById(ROUTE_ANNOUNCER_ID);
  if (!region) {
    region = document.createElement("p");
    region.id = ROUTE_ANNOUNCER_ID;
    region.className = "visually-hidden";
    region.setAttribute("role", "status");
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-atomic", "true");
    document.body.appendChild(region);
  }
  return region;
}

const mainHeading = () => document.querySelector(HEADING)?.textContent?.trim() ?? "";

/** The name of the page now shown: its main heading, else the document title. */
export function currentPageName(): string {
  return mainHeading() || document.title;
}

let pending: number | undefined;

/** Announces the new page after a client-side navigation (not at the first load, not for a hash link). */
export function announceRoute(
  location: { pathname: string; search: string },
  previous: { pathname: string; search: string } | null | undefined,
): void {
  const region = prepareRouteAnnouncer();
  if (!previous || (previous.pathname === location.pathname && previous.search === location.search)) return;
  window.clearTimeout(pending);
  region.textContent = "";
  const started = Date.now();
  const speak = () => {
    if (!mainHeading() && Date.now() - started < HEADING_WAIT_MS) {
      pending = window.setTimeout(speak, POLL_MS);
      return;
    }
    region.textContent = t("routeAnnouncer", { page: currentPageName() });
  };
  // A moment after the route's render: the new page's heading is in the DOM, and the region's
  // emptying above has been noticed, so the same text twice is said twice.
  pending = window.setTimeout(speak, POLL_MS);
}

/**
 * The cookie bar in the static HTML, for the first paint (gatsby-ssr.tsx; the pages functions/
 * forum-page fills use the same built HTML). The React bar (CookieBar.tsx) comes only after
 * hydration, and on a page with little content its text was the largest paint, so LCP waited for
 * hydration (issue 24). This copy has the bar's markup, size and place, outside React's root (no
 * hydration mismatch) and inert (no focus, not in the accessibility tree): a tiny inline script
 * right after it shows it when the bar will show (the same rule as readConsent: no functional
 * consent, or cookie_show=yes) and publishes its height for the page's scroll padding (decision
 * 230); the rest of the page is read after it, so the bar is there at the first paint. Without
 * JavaScript nothing shows, as before. The React bar removes it when it mounts, in the same frame.
 * No script file carries any of this.
 */
import { barAllowedOn, COOKIE } from "../../platform/consent";
import { BAR_HEIGHT_PROPERTY, CookieBarContent, EARLY_BAR_ID } from "./CookieBar";

/** The class on <html> that shows the copy (global.css). */
export const EARLY_BAR_CLASS = "cookie-bar-early";

/** Pages without the shell's bar: the new-password page and the print versions (PrintLayout). */
export function earlyBarOn(pathname: string): boolean {
  return barAllowedOn(pathname) && !pathname.startsWith("/print/");
}

/**
 * Right after the copy, so it runs once the copy is whole (a paint while the page is still being
 * read would show half a bar that then grows: a layout shift): when the bar will show (readConsent's
 * rule; a cookie's first value counts, trimmed, as parseCookies reads it), sets EARLY_BAR_CLASS and
 * publishes the copy's height as the React bar does.
 */
export const EARLY_BAR_SCRIPT =
  `(function(d){var c=d.cookie,v=function(n){var m=c.match(new RegExp("(?:^|;)\\\\s*"+n+"=([^;]*)"));return m?m[1].trim():""};` +
  `if(v("${COOKIE.show}")!=="yes"&&v("${COOKIE.functional}")==="yes")return;` +
  `var r=d.documentElement,b=d.getElementById("${EARLY_BAR_ID}");r.classList.add("${EARLY_BAR_CLASS}");` +
  `var h=b&&b.getBoundingClientRect().height;if(h)r.style.setProperty("${BAR_HEIGHT_PROPERTY}",Math.ceil(h)+"px")})(document)`;

/** The copy (hidden unless EARLY_BAR_CLASS is set) and its script, for the start of the body. */
export function EarlyCookieBar() {
  return (
    <>
      <section id={EARLY_BAR_ID} className="cookie-bar cookie-bar--early" aria-hidden="true" {...{ inert: "" }}>
        <CookieBarContent titleId={`${EARLY_BAR_ID}-title`} copy />
      </section>
      <script dangerouslySetInnerHTML={{ __html: EARLY_BAR_SCRIPT }} />
    </>
  );
}

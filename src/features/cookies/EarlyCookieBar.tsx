/**
 * The cookie bar in the static HTML, for the first paint (gatsby-ssr.tsx; the pages functions/
 * forum-page fills use the same built HTML). The React bar (CookieBar.tsx) comes only after
 * hydration, and on a page with little content its text was the largest paint, so LCP waited for
 * hydration (issue 24). This copy has the bar's markup, size and place, outside React's root (no
 * hydration mismatch) and inert (no focus, not in the accessibility tree): a tiny script in the
 * head shows it before the body paints when the bar will show (the same rule as readConsent: no
 * functional consent, or cookie_show=yes); a second one publishes its height for the page's scroll
 * padding (decision 230). Without JavaScript nothing shows, as before. The React bar removes it
 * when it mounts, in the same frame. No script file carries any of this.
 */
import { barAllowedOn, COOKIE } from "./consent";
import { BAR_HEIGHT_PROPERTY, CookieBarContent, EARLY_BAR_ID } from "./CookieBar";

/** The class on <html> that shows the copy (global.css). */
export const EARLY_BAR_CLASS = "cookie-bar-early";

/** Pages without the shell's bar: the new-password page and the print versions (PrintLayout). */
export function earlyBarOn(pathname: string): boolean {
  return barAllowedOn(pathname) && !pathname.startsWith("/print/");
}

/** For the head: sets EARLY_BAR_CLASS when the bar will show (a cookie's first value counts, trimmed, as parseCookies reads it). */
export const EARLY_BAR_SCRIPT =
  `(function(d){var c=d.cookie,v=function(n){var m=c.match(new RegExp("(?:^|;)\\\\s*"+n+"=([^;]*)"));return m?m[1].trim():""};` +
  `if(v("${COOKIE.show}")==="yes"||v("${COOKIE.functional}")!=="yes")d.documentElement.classList.add("${EARLY_BAR_CLASS}")})(document)`;

/** Right after the copy: its height as the React bar publishes it (0 when hidden: nothing). */
export const EARLY_BAR_HEIGHT_SCRIPT =
  `(function(b){var h=b&&b.getBoundingClientRect().height;` +
  `if(h)document.documentElement.style.setProperty("${BAR_HEIGHT_PROPERTY}",Math.ceil(h)+"px")})(document.getElementById("${EARLY_BAR_ID}"))`;

/** The copy (hidden unless EARLY_BAR_CLASS is set) and the height script, for the start of the body. */
export function EarlyCookieBar() {
  return (
    <>
      <section id={EARLY_BAR_ID} className="cookie-bar cookie-bar--early" aria-hidden="true" {...{ inert: "" }}>
        <CookieBarContent titleId={`${EARLY_BAR_ID}-title`} />
      </section>
      <script dangerouslySetInnerHTML={{ __html: EARLY_BAR_HEIGHT_SCRIPT }} />
    </>
  );
}

import type { GatsbySSR } from "gatsby";
import { FORM_GUARD } from "./src/build/form-guard";
import { preloadedFonts } from "./src/build/fonts";
import { EarlyCookieBar, earlyBarOn } from "./src/features/cookies/EarlyCookieBar";
import { shellSheetFirst } from "./src/build/gatsby-internals";
import { PageLocationProvider } from "./src/shell/PageLocation";
import { TEXT_SIZE_SCRIPT } from "./src/platform/text-size";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "nl" });
  // Without this link browsers ask for /favicon.ico, which does not exist (static/favicon.svg does).
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The typeface's two upright weights, asked for with the HTML: with `font-display: optional` a
    // font that is not there within about 100 ms is left out for that page (src/build/fonts.ts).
    ...preloadedFonts().map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    // Every form here is sent by its island. One sent before React has taken it over would go out as
    // a plain GET of the page, with its fields (a password too) in the address: never let it. The
    // islands call preventDefault themselves, so this changes nothing once they are there.
    <script key="form-guard" dangerouslySetInnerHTML={{ __html: FORM_GUARD }} />,
    // The reader's text size (A+, A++) before the first paint: no jump once the page is there.
    <script key="text-size" dangerouslySetInnerHTML={{ __html: TEXT_SIZE_SCRIPT }} />,
  ]);
  // The cookie bar paints with the page, not after hydration: an inert copy outside React's root,
  // shown by its script when the bar will show (src/features/cookies/EarlyCookieBar.tsx).
  if (pathname && earlyBarOn(pathname)) setPreBodyComponents([<EarlyCookieBar key="early-cookie-bar" />]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(shellSheetFirst(getHeadComponents()));
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageLocationProvider pathname={props.location.pathname}>{element}</PageLocationProvider>
);

import type { GatsbySSR } from "gatsby";
import "./src/i18n";
import { FORM_GUARD } from "./src/build/form-guard";
import { EarlyCookieBar, earlyBarOn } from "./src/features/cookies/EarlyCookieBar";
import { shellSheetFirst } from "./src/build/style-order";
import { PageLocationProvider } from "./src/shell/PageLocation";
import { pageTextsElement, startPageTexts } from "./src/i18n/page-texts";



export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: "nl" });
  // Without this link browsers ask for /favicon.ico, which does not exist (static/favicon.svg does).
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // Every form here is sent by its island. One sent before React has taken it over would go out as
    // a plain GET of the page, with its fields (a password too) in the address: never let it. The
    // islands call preventDefault themselves, so this changes nothing once they are there.
    <script key="form-guard" dangerouslySetInnerHTML={{ __html: FORM_GUARD }} />,
  ]);
  // The cookie bar paints with the page, not after hydration: an inert copy outside React's root,
  // shown by its script when the bar will show (src/features/cookies/EarlyCookieBar.tsx).
  if (pathname && earlyBarOn(pathname)) setPreBodyComponents([<EarlyCookieBar key="early-cookie-bar" />]);
};

// Each page records the namespaces it renders with (body and Head) and carries their texts, so the
// browser hydrates with the same Dutch texts without loading them first (src/i18n/page-texts.ts).
// Gatsby also wraps the Head and slices with this; only the page body's call has a pathname.
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  if (pathname) startPageTexts();
  return element;
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, getPreBodyComponents, replacePreBodyComponents }) => {
  replaceHeadComponents(shellSheetFirst(getHeadComponents()));
  const texts = pageTextsElement();
  if (texts) replacePreBodyComponents([...getPreBodyComponents(), texts]);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageLocationProvider pathname={props.location.pathname}>{element}</PageLocationProvider>
);

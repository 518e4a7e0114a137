import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import type { Renderer } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./src/styles/global.css";
import "./src/styles/forms.css";
import { PageLocationProvider } from "./src/shell/PageLocation";
import { LateTexts } from "./src/i18n/LateTexts";

// No i18next here: it loads with the features that use it (src/i18n/browser.ts,
// docs/decisions/008-texts-in-the-browser.md).
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageLocationProvider pathname={props.location.pathname}>
    <LateTexts>{element}</LateTexts>
  </PageLocationProvider>
);

// Analytics only after consent (cookie_consent_analytics=yes); accepting reloads the page. Its code
// (with the consent cookies' reader) is its own chunk, and only a build with a tag manager id has it.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (process.env.GATSBY_GTM_ID) void import("./src/features/cookies/analytics").then((module) => module.loadAnalytics());
};

// Hydration in a transition: React then hydrates in slices of about 5 ms and lets the browser
// handle input and paint between them, instead of one long task
// (docs/decisions/010-scripts-after-first-paint.md). A click during hydration still makes React
// hydrate that part at once. Pages
// that arrive without server HTML (client-only routes) are rendered as Gatsby would.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const hydrateInSlices = (element: ReactElement, container: Element) => {
    const focusWrapper = document.getElementById("gatsby-focus-wrapper");
    if (focusWrapper?.children.length) startTransition(() => void hydrateRoot(container, element));
    else createRoot(container).render(element);
  };
  return hydrateInSlices as unknown as Renderer;
};

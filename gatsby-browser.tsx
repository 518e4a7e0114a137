import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import type { Renderer } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./src/styles/global.css";
import "./src/styles/forms.css";
import { PageLocationProvider } from "./src/shell/PageLocation";
import { PageAnalytics, pageNodeIn } from "./src/platform/PageAnalytics";
import { announceRoute } from "./src/shell/routeAnnouncer";

// Texts travel with the code that shows them (src/i18n/texts.ts): nothing to set up here.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageLocationProvider pathname={props.location.pathname}>
    {/* With a tag manager: the page's node id and type for it, with consent only (spec 001 §7). */}
    {process.env.GATSBY_GTM_ID ? (
      <>
        {element}
        <PageAnalytics pathname={props.location.pathname} node={pageNodeIn(props.pageContext)} />
      </>
    ) : (
      element
    )}
  </PageLocationProvider>
);

// Analytics only after consent (cookie_consent_analytics=yes); accepting reloads the page. Its code
// (with the consent cookies' reader) is its own chunk, and only a build with a tag manager id has it.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (process.env.GATSBY_GTM_ID) void import("./src/platform/analytics").then((module) => module.loadAnalytics());
};

// A Dutch announcer names the new page after a client-side navigation; Gatsby's English one is
// silenced (src/shell/routeAnnouncer.ts, docs/decisions/430-comfort-sweep-and-route-announcer.md).
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) =>
  announceRoute(location, prevLocation);

// Hydration in a transition: React then hydrates in slices of about 5 ms and lets the browser
// handle input and paint between them, instead of one long task
// (docs/decisions/010-scripts-after-first-paint.md; the build checks every page has server HTML in
// the focus wrapper, src/build/gatsby-internals.ts). A click during hydration still makes React
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

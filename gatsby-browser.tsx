import type { GatsbyBrowser } from "gatsby";
import "./src/styles/global.css";
import "./src/styles/forms.css";
import { PageLocationProvider } from "./src/components/shell/PageLocation";
import { LateTexts } from "./src/i18n/LateTexts";

// No i18next here: it loads with the features that use it (src/i18n/browser.ts, docs/decisions.md).
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


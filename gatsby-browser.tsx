import type { GatsbyBrowser } from "gatsby";
import "./src/styles/global.css";
import "./src/styles/forms.css";
import { pageHydrated } from "./src/components/islands/hydration";
import { PageLocationProvider } from "./src/components/shell/PageLocation";
import { loadAnalytics } from "./src/features/cookies/analytics";
import { LateTexts } from "./src/i18n/LateTexts";

// No i18next here: it loads with the features that use it (src/i18n/browser.ts, docs/decisions.md).
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageLocationProvider pathname={props.location.pathname}>
    <LateTexts>{element}</LateTexts>
  </PageLocationProvider>
);

// Analytics only after consent (cookie_consent_analytics=yes); accepting reloads the page.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  loadAnalytics();
};

// From here on, static parts render with their code (src/components/islands/StaticPart.tsx).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  pageHydrated();
};

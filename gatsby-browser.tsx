import type { GatsbyBrowser } from "gatsby";
import "./src/i18n";
import "./src/styles/global.css";
import "./src/styles/forms.css";
import { PageLocationProvider } from "./src/components/shell/PageLocation";
import { loadAnalytics } from "./src/features/cookies/analytics";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageLocationProvider pathname={props.location.pathname}>{element}</PageLocationProvider>
);

// Analytics only after consent (cookie_consent_analytics=yes); accepting reloads the page.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  loadAnalytics();
};

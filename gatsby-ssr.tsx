import type { GatsbySSR } from "gatsby";
import "./src/i18n";
import { PageLocationProvider } from "./src/components/shell/PageLocation";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "nl" });
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageLocationProvider pathname={props.location.pathname}>{element}</PageLocationProvider>
);

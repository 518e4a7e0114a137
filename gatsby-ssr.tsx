import type { GatsbySSR } from "gatsby";
import "./src/i18n";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "nl" });
};

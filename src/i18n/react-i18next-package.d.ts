/**
 * The real react-i18next under the name the browser alias module imports it by
 * (see plugins/reumanl-webpack/gatsby-node.ts).
 */
declare module "react-i18next-package" {
  export * from "react-i18next";
}

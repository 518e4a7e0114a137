/**
 * What `import … from "react-i18next"` means in the browser bundle (plugins/reumanl-webpack
 * aliases it): react-i18next itself, with the browser's i18next instance set up first. Components keep
 * importing "react-i18next"; the build's HTML renderer and the tests use the package directly,
 * with the instance of src/i18n/index.ts (every namespace).
 */
import "./browser";

export * from "react-i18next-package";

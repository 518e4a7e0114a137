/**
 * Dutch texts of the cookie bar, the video placeholder and the cookies block
 * (locales/nl/cookies.json): a plain lookup, so the texts travel in the chunks of those parts only.
 * The bar renders only in the browser and must have its texts at once, without loading a namespace.
 */
import cookies from "../../i18n/locales/nl/cookies.json";
import { textLookup, type TextTree } from "../../i18n/text-lookup";

export const cookieText = textLookup(cookies as TextTree, "cookie");

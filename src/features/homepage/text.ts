/**
 * Dutch texts of the homepage's own parts (locales/nl/home.json): a plain lookup that only the
 * homepage's chunk imports, so no other page carries these words.
 */
import home from "../../i18n/locales/nl/home.json";
import { textLookup, type TextTree } from "../../i18n/text-lookup";

export const ht = textLookup(home as TextTree, "home");

/**
 * Dutch texts of the type-ahead (locales/nl/suggestions.json): a plain lookup, so they travel in the
 * type-ahead's chunk only (combobox.ts, loaded when a search field first gets focus) and not with
 * every page's shell (docs/decisions/008-texts-in-the-browser.md).
 */
import suggestions from "../../i18n/locales/nl/suggestions.json";
import { textLookup, type TextTree } from "../../i18n/text-lookup";

export const suggestText = textLookup(suggestions as TextTree, "suggestions");

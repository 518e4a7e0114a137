/**
 * Dutch texts of the library (locales/nl/library.json) for static components: a plain lookup, so
 * pages that only render library content ship this one namespace and no i18next hooks.
 */
import library from "../i18n/locales/nl/library.json";
import { textLookup, type TextTree } from "../i18n/text-lookup";

export const lt = textLookup(library as TextTree, "library");

/**
 * Dutch texts of the recommended articles (locales/nl/recommended.json): a plain lookup that only
 * the island's chunk imports, so visitors' pages carry none of these words.
 */
import recommended from "../../i18n/locales/nl/recommended.json";
import { textLookup, type TextTree } from "../../i18n/text-lookup";

export const rt = textLookup(recommended as TextTree, "recommended");

/**
 * Dutch texts of the stories pages (locales/nl/stories.json) as a plain lookup of the imported
 * file, like the community's ct(): the same words on the server's first render and in the browser,
 * without waiting for a namespace to load. The file is also registered in src/i18n/resources.ts.
 */
import stories from "../../i18n/locales/nl/stories.json";
import { findText, textLookup, type TextTree } from "../../i18n/text-lookup";

/** A stories text; `count` picks `key_one` / `key_other` when those exist. Throws for a missing key. */
export const st = textLookup(stories as TextTree, "stories");

/** A validation text of the stories calls ("stories:body.required" or "body.required"). */
export function storyValidationText(key: string): string {
  return findText(stories as TextTree, key.replace(/^stories:/, "")) ?? st("errors.generic");
}

/**
 * Dutch texts of the community pages (locales/nl/community.json) and the validation texts of the
 * conversations calls (locales/nl/conversations.json) as a plain lookup of the imported files, like
 * the library's lt(): the same function renders on the server (functions/forum-page) and in the
 * browser, without i18next and without waiting for a namespace to load, so the server's HTML and
 * the browser's first render always hold the same words. Both files are also registered in
 * src/i18n/resources.ts for the functions and for useTranslation.
 */
import community from "../../i18n/locales/nl/community.json";
import conversations from "../../i18n/locales/nl/conversations.json";
import library from "../../i18n/locales/nl/library.json";
import { findText, textLookup, type TextTree } from "../../i18n/text-lookup";

/** A community text; `count` picks `key_one` / `key_other` when those exist. Throws for a missing key. */
export const ct = textLookup(community as TextTree, "community");

/** A validation text of the conversations namespace ("title.tooLong"); the generic text when unknown. */
export function validationText(key: string): string {
  const path = key.startsWith("conversations:") ? key.slice("conversations:".length) : key;
  return findText(conversations as TextTree, path) ?? ct("errors.generic");
}

/**
 * The 403 texts of the site's 403 page (library.json "forbidden"), read here rather than through
 * src/blocks/text: esbuild (Netlify's function bundler) trips over src/blocks holding both text.ts
 * and Text.tsx, and the conversation page function renders the 403 view.
 */
export function forbiddenText(key: "title" | "text" | "login" | "register"): string {
  return findText(library as TextTree, `forbidden.${key}`) ?? ct("errors.generic");
}

/** Numbers as Dutch readers write them: 4.000. */
export function dutchNumber(value: number): string {
  return new Intl.NumberFormat("nl-NL").format(value);
}

/**
 * The one way the site's browser code finds a Dutch text (docs/decisions/008-texts-in-the-browser.md):
 * a module imports the locale files it shows (src/i18n/locales/nl/<namespace>.json) and makes one
 * lookup over them,
 *
 *   import community from "../../i18n/locales/nl/community.json";
 *   import forms from "../../i18n/locales/nl/forms.json";
 *   const t = textsOf({ community, forms });
 *   t("reactions.title"); t("reactions.count", { count: 3 }); t("forms:errorPrefix");
 *
 * The first namespace is the default; "forms:errorPrefix" names another one handed in. Keys are
 * dotted paths, a numeric `count` picks `key_one` or `key_other` when the file has them, `{{name}}`
 * is filled in. The texts travel in the chunk of the code that shows them, so they are there at its
 * first render, in the build's HTML, in the functions that render islands and in the browser alike:
 * nothing loads later, nothing re-renders. A key that is not there answers the key itself (what
 * react-i18next did); src/i18n/texts.test.ts checks every key the code writes out.
 *
 * The functions, the build and the mails look texts up by namespace name through translate()
 * (src/i18n/translate.ts, every namespace); browser code never imports it.
 */
import { findText, type TextTree } from "./text-lookup";
import { interpolate } from "./interpolate";

/** Values for `{{name}}` placeholders (null and undefined fill in nothing); a numeric `count` also picks the plural form. */
export type TextVars = Record<string, string | number | null | undefined>;

/** The locale files a lookup reads, by namespace name: `{ community, forms }`. */
export type Namespaces = Readonly<Record<string, object>>;

export type TextFunction = {
  (key: string, vars?: TextVars): string;
  /** Whether the key has a text (a schema's message key from elsewhere, say). */
  has(key: string): boolean;
};

export function textsOf(namespaces: Namespaces): TextFunction {
  const names = Object.keys(namespaces);
  const fallback = names[0];
  if (fallback === undefined) throw new Error("textsOf needs at least one namespace");

  const find = (key: string, count?: number): string | undefined => {
    const colon = key.indexOf(":");
    const namespace = colon > 0 ? key.slice(0, colon) : fallback;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    return findText(namespaces[namespace] as TextTree | undefined, path, count);
  };

  const t = (key: string, vars?: TextVars): string => {
    const text = find(key, typeof vars?.count === "number" ? vars.count : undefined);
    return text === undefined ? key : interpolate(text, vars);
  };
  return Object.assign(t, { has: (key: string) => find(key) !== undefined });
}

/**
 * The app guide's texts (locales/nl/appguide.json) through translate(), not i18next, so its pages
 * do not load i18next (about 22 KB gzipped): the page carries its namespace in its HTML, and
 * LateTexts renders again when a client-side navigation had to load it. A count picks `_one` or
 * `_other` like i18next does.
 */
import { hasText, translate } from "../../i18n/translate";

export function at(key: string, vars?: Record<string, string | number>): string {
  if (vars && typeof vars.count === "number") {
    const plural = `${key}_${vars.count === 1 ? "one" : "other"}`;
    if (hasText("appguide", plural)) return translate("appguide", plural, vars);
  }
  return translate("appguide", key, vars);
}

/** "a", "a en b", "a, b en c". */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

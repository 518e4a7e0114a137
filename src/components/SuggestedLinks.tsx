import { Link } from "gatsby";
import notFound from "../i18n/locales/nl/notFound.json";
import { textLookup, type TextTree } from "../i18n/text-lookup";

/**
 * Texts of a page that has nothing for the reader (locales/nl/notFound.json): a plain lookup that
 * travels with the 404 page and the search page's empty state, so no other page carries them.
 */
export const notFoundText = textLookup(notFound as TextTree, "notFound");

/** Where a reader can go on from a page that has nothing for them: the 404 page and the search page. */
const SUGGESTIONS = [
  { to: "/", key: "home" },
  { to: "/over-reuma", key: "aboutRheumatism" },
  { to: "/leven-met-reuma", key: "livingWithRheumatism" },
  { to: "/ontmoet-elkaar", key: "community" },
] as const;

export function SuggestedLinks() {
  return (
    <ul className="link-list">
      {SUGGESTIONS.map((suggestion) => (
        <li key={suggestion.to}>
          <Link to={suggestion.to}>{notFoundText(suggestion.key)}</Link>
        </li>
      ))}
    </ul>
  );
}

import { Link } from "gatsby";
import notFound from "../i18n/locales/nl/notFound.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ notFound });

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
          <Link to={suggestion.to}>{t(suggestion.key)}</Link>
        </li>
      ))}
    </ul>
  );
}

import { Link } from "gatsby";
import { useTranslation } from "react-i18next";

/** Where a reader can go on from a page that has nothing for them: the 404 page and the search page. */
const SUGGESTIONS = [
  { to: "/", key: "notFound.home" },
  { to: "/over-reuma", key: "notFound.aboutRheumatism" },
  { to: "/leven-met-reuma", key: "notFound.livingWithRheumatism" },
  { to: "/ontmoet-elkaar", key: "notFound.community" },
] as const;

export function SuggestedLinks() {
  const { t } = useTranslation("common");
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

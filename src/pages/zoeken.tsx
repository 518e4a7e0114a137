import type { HeadProps } from "gatsby";
import { lt } from "../blocks/text";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { SuggestedLinks } from "../shell/SuggestedLinks";
import { translate } from "../i18n/translate";

/**
 * /zoeken (spec 001 route "search"): the header links here on every page. Search itself (spec 000
 * "Search and sharing") comes with its own feature; until then the page says so and shows where the
 * information is, rather than a 404 (docs/decisions/014-coming-soon-pages.md).
 */
export default function SearchPage() {
  return (
    <Layout>
      <div className="container container--reading not-found">
        <h1>{translate("common", "nav.search")}</h1>
        <p className="lead">{lt("search.comingSoon")}</p>
        <p>{lt("search.meanwhile")}</p>
        <SuggestedLinks />
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={translate("common", "nav.search")} path={location.pathname} noIndex />;
}

import type { HeadProps, PageProps } from "gatsby";
import { useEffect, useState } from "react";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { SearchResults } from "../features/search/SearchResults";
import searchTexts from "../i18n/locales/nl/search.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ search: searchTexts });

/**
 * /zoeken?query=…&tab=…&pagina=… (spec 001 route "search", spec 000 §2 "Search with tabs"): one
 * search over the library, conversations, stories, news and activities. The form is a plain GET
 * form; the results come from GET /api/v1/Search in the browser (docs/decisions/162-search-page.md).
 */
export default function SearchPage({ location }: PageProps) {
  // The built HTML has no query; the address's query is read after hydration (no mismatch).
  const [search, setSearch] = useState("");
  useEffect(() => setSearch(location?.search ?? ""), [location?.search]);
  return (
    <Layout>
      <div className="container container--reading late-page">
        <h1>{t("title")}</h1>
        <p className="lead">{t("intro")}</p>
        <SearchResults search={search} />
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("title")} path={location.pathname} noIndex />;
}

/**
 * Preview of a Drupal revision, rendered in the browser (a client-only route): /preview/node/{nid}/{vid}
 * (path segments 3 and 4 are the node id and the revision id, spec 001 §2.2), optionally with
 * ?token=<Drupal's preview token>. The data comes from GET /api/v1/drupal/getPreviewPage and is
 * rendered with the same block registry as the built pages. Never indexed.
 */
import type { HeadFC, PageProps } from "gatsby";
import { Blocks } from "../../blocks/registry";
import { formatDay } from "../../components/dates";
import { useHydrated } from "../../components/islands/useHydrated";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { getPreviewPage, previewIdsOf } from "../../blocks/preview-api";
import "../../styles/reader.css";
import reader from "../../i18n/locales/nl/reader.json";
import article from "../../i18n/locales/nl/article.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ reader, article });

export default function PreviewPage({ location }: PageProps) {
  // The built HTML is one page for every address: the address is read once hydrated (no mismatch).
  const hydrated = useHydrated();
  const ids = hydrated ? previewIdsOf(location.pathname) : undefined;
  const token = new URLSearchParams(location.search).get("token");
  const { state, retry } = useLoad(() => getPreviewPage(ids?.nodeId ?? 0, ids?.revisionId ?? 0, token), {
    key: `${location.pathname}${location.search}`,
    enabled: Boolean(ids),
  });
  const refusal =
    ids === null
      ? t("reader:preview.invalid")
      : state.status === "failed" || state.status === "unauthorized"
        ? state.error?.message || t("reader:preview.notFound")
        : null;

  const page = state.status === "loaded" ? state.data : null;
  const updated = page ? formatDay(page.LastUpdate) : null;
  return (
    <Layout>
      <article className="article container container--reading">
        <p className="preview-banner">{t("reader:preview.banner")}</p>
        {ids !== null && (state.status === "loading" || state.status === "unloaded") ? (
          <p role="status">{t("reader:preview.loading")}</p>
        ) : null}
        {state.status === "connection-error" ? <LoadNotice state={state} retry={retry} /> : null}
        {refusal ? (
          <>
            <h1>{t("reader:preview.title")}</h1>
            <p className="alert alert--error" role="alert">
              {refusal}
            </p>
          </>
        ) : null}
        {page ? (
          <>
            <header className="article__header">
              <h1>{page.Title}</h1>
              {page.Description ? <p className="lead">{page.Description}</p> : null}
              <p className="article__meta">
                {updated ? <span>{t("article:article.lastUpdate", { date: updated })}</span> : null}
                <span>{t("article:article.author", { name: page.Author || t("article:article.authorUnknown") })}</span>
              </p>
            </header>
            <div className="article__body">
              <Blocks blocks={page.Blocks} />
            </div>
          </>
        ) : null}
      </article>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("preview.title")} path={location.pathname} noIndex />;

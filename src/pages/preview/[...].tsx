/**
 * Preview of a Drupal revision, rendered in the browser (a client-only route): /preview/node/{nid}/{vid}
 * (path segments 3 and 4 are the node id and the revision id, spec 001 §2.2), optionally with
 * ?token=<Drupal's preview token>. The data comes from GET /api/v1/drupal/getPreviewPage and is
 * rendered with the same block registry as the built pages. Never indexed.
 */
import type { HeadFC, PageProps } from "gatsby";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Blocks } from "../../blocks/registry";
import { lt } from "../../blocks/text";
import { formatDutchDate } from "../../components/content/dates";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { ApiError } from "../../features/http";
import { getPreviewPage, previewIdsOf, type PreviewPageData } from "../../features/share/preview-api";
import { translate } from "../../i18n/translate";
import "../../features/share/reader.css";

type State = { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; page: PreviewPageData };

export default function PreviewPage({ location }: PageProps) {
  const { t } = useTranslation("reader");
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const ids = previewIdsOf(location.pathname);
    if (!ids) {
      setState({ status: "failed", message: t("reader:preview.invalid") });
      return;
    }
    const token = new URLSearchParams(location.search).get("token");
    let live = true;
    getPreviewPage(ids.nodeId, ids.revisionId, token).then(
      (page) => live && setState({ status: "ready", page }),
      (error: unknown) => live && setState({ status: "failed", message: error instanceof ApiError ? error.message : t("reader:preview.notFound") }),
    );
    return () => {
      live = false;
    };
  }, [location.pathname, location.search, t]);

  const updated = state.status === "ready" ? formatDutchDate(state.page.LastUpdate) : null;
  return (
    <Layout>
      <article className="article container container--reading">
        <p className="preview-banner">{t("reader:preview.banner")}</p>
        {state.status === "loading" ? <p role="status">{t("reader:preview.loading")}</p> : null}
        {state.status === "failed" ? (
          <>
            <h1>{t("reader:preview.title")}</h1>
            <p className="alert alert--error" role="alert">
              {state.message}
            </p>
          </>
        ) : null}
        {state.status === "ready" ? (
          <>
            <header className="article__header">
              <h1>{state.page.Title}</h1>
              {state.page.Description ? <p className="lead">{state.page.Description}</p> : null}
              <p className="article__meta">
                {updated ? <span>{lt("article.lastUpdate", { date: updated })}</span> : null}
                <span>{lt("article.author", { name: state.page.Author || lt("article.authorUnknown") })}</span>
              </p>
            </header>
            <div className="article__body">
              <Blocks blocks={state.page.Blocks} />
            </div>
          </>
        ) : null}
      </article>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("reader", "preview.title")} path={location.pathname} noIndex />;

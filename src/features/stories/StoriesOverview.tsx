/**
 * /ontmoet-elkaar/verhalen/: the stories, newest activity first, 10 a page (spec 000 §2, §9), in
 * two tabs: all stories and those of the authors the reader follows (`?tab=gevolgd`, participants
 * only). The tabs and pages are links (they work without JavaScript and with the back button);
 * visitors see public stories only. A participant gets "Schrijf een verhaal".
 */
import { STORIES_PAGE_SIZE, storyPaths } from "../../domain/stories";
import { loginPath } from "../../domain/return-url";
import { pageCountOf, Paginator } from "../../components/Paginator";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { getStories } from "./api";
import { StoryTeaser } from "./StoryTeaser";
import stories from "../../i18n/locales/nl/stories.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ stories });

export type OverviewTab = "all" | "followed";

export function overviewParams(search: string): { tab: OverviewTab; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get("pagina"));
  return {
    tab: params.get("tab") === "gevolgd" ? "followed" : "all",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function hrefOf(tab: OverviewTab, page: number): string {
  const params = new URLSearchParams();
  if (tab === "followed") params.set("tab", "gevolgd");
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return `${storyPaths.overview()}${query ? `?${query}` : ""}`;
}

export function StoriesOverview({ search }: { search: string }) {
  const { tab, page } = overviewParams(search);
  const session = useCurrentUser();
  const anonymousFollowed = tab === "followed" && session.status === "anonymous";
  // The shared load states (spec 001 §4, §9): a connection error is tried again by itself.
  const { state: load, retry } = useLoad(() => getStories(page - 1, tab === "followed"), {
    enabled: session.status !== "loading" && !anonymousFollowed,
    key: `${session.status} ${tab} ${page}`,
  });
  // A session that ended meanwhile (401) is asked to log in again, like a visitor.
  const needsLogin = anonymousFollowed || load.status === "unauthorized";

  return (
    <>
      <div className="stories-overview__bar">
        <nav aria-label={t("tabs.label")}>
          <ul className="tabs">
            {(["all", "followed"] as const).map((name) => (
              <li key={name}>
                <a
                  className={name === tab ? "tabs__link tabs__link--current" : "tabs__link"}
                  href={hrefOf(name, 1)}
                  aria-current={name === tab ? "page" : undefined}
                >
                  {t(`tabs.${name}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {session.status === "user" ? (
          <a className="button button--primary" href={storyPaths.write()}>
            {t("overview.write")}
          </a>
        ) : null}
      </div>
      {needsLogin ? (
        <p className="notice">
          <a href={loginPath(hrefOf("followed", 1))}>{t("overview.loginForFollowed")}</a>
        </p>
      ) : load.status === "connection-error" || load.status === "failed" ? (
        <LoadNotice state={load} retry={retry} failedText={t("errors.load")} />
      ) : load.status !== "loaded" ? (
        <>
          {/* Without JavaScript the list never loads: the noscript part hides this line and says so
              instead (with JavaScript on it is inert, so nothing shifts). */}
          <p role="status" className="stories-overview__loading">
            {t("overview.loading")}
          </p>
          <noscript>
            <style>{".stories-overview__loading{display:none}"}</style>
            <p className="notice">{t("overview.noScript")}</p>
          </noscript>
        </>
      ) : load.data.Items.length === 0 ? (
        <p className="notice">{t(tab === "followed" ? "overview.emptyFollowed" : "overview.empty")}</p>
      ) : (
        <>
          <p className="stories-overview__count" role="status">
            {t("overview.count", { count: load.data.Total })}
          </p>
          <ul className="story-list">
            {load.data.Items.map((item) => (
              <li key={item.BlogPost.Id}>
                <StoryTeaser story={item.BlogPost} />
              </li>
            ))}
          </ul>
          <Paginator
            page={page}
            pageCount={pageCountOf(load.data.Total, load.data.PageSize || STORIES_PAGE_SIZE)}
            label={t("overview.pages")}
            hrefFor={(target) => hrefOf(tab, target)}
          />
        </>
      )}
    </>
  );
}

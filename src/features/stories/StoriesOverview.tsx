/**
 * /ontmoet-elkaar/verhalen/: the stories, newest activity first, 10 a page (spec 000 §2, §9), in
 * two tabs: all stories and those of the authors the reader follows (`?tab=gevolgd`, participants
 * only). The tabs and pages are links (they work without JavaScript and with the back button);
 * visitors see public stories only. A participant gets "Schrijf een verhaal".
 */
import { useEffect, useState } from "react";
import { STORIES_PAGE_SIZE, storyPaths, type BlogPostListItem, type Page } from "../../domain/stories";
import { loginPath } from "../../domain/return-url";
import { pageCountOf, Paginator } from "../community/Paginator";
import { ApiError } from "../http";
import { useCurrentUser } from "../session/useCurrentUser";
import { getStories } from "./api";
import { StoryTeaser } from "./StoryTeaser";
import { st } from "./text";

export type OverviewTab = "all" | "followed";

export function overviewParams(search: string): { tab: OverviewTab; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get("pagina"));
  return { tab: params.get("tab") === "gevolgd" ? "followed" : "all", page: Number.isInteger(page) && page > 1 ? page : 1 };
}

function hrefOf(tab: OverviewTab, page: number): string {
  const params = new URLSearchParams();
  if (tab === "followed") params.set("tab", "gevolgd");
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return `${storyPaths.overview()}${query ? `?${query}` : ""}`;
}

type Load = { status: "loading" } | { status: "failed"; message: string } | { status: "ok"; page: Page<BlogPostListItem> };

export function StoriesOverview({ search }: { search: string }) {
  const { tab, page } = overviewParams(search);
  const session = useCurrentUser();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const needsLogin = tab === "followed" && session.status === "anonymous";

  useEffect(() => {
    if (session.status === "loading" || needsLogin) return;
    let live = true;
    setLoad({ status: "loading" });
    getStories(page - 1, tab === "followed").then(
      (answer) => live && setLoad({ status: "ok", page: answer }),
      (error: unknown) => live && setLoad({ status: "failed", message: error instanceof ApiError ? error.message : st("errors.load") }),
    );
    return () => {
      live = false;
    };
  }, [session.status, tab, page, needsLogin]);

  return (
    <>
      <div className="stories-overview__bar">
        <nav aria-label={st("tabs.label")}>
          <ul className="tabs">
            {(["all", "followed"] as const).map((name) => (
              <li key={name}>
                <a className={name === tab ? "tabs__link tabs__link--current" : "tabs__link"} href={hrefOf(name, 1)} aria-current={name === tab ? "page" : undefined}>
                  {st(`tabs.${name}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {session.status === "user" ? (
          <a className="button button--primary" href={storyPaths.write()}>
            {st("overview.write")}
          </a>
        ) : null}
      </div>
      {needsLogin ? (
        <p className="notice">
          <a href={loginPath(hrefOf("followed", 1))}>{st("overview.loginForFollowed")}</a>
        </p>
      ) : load.status === "failed" ? (
        <p className="alert alert--error" role="alert">
          {load.message}
        </p>
      ) : load.status === "loading" ? (
        <p role="status">{st("overview.loading")}</p>
      ) : load.page.Items.length === 0 ? (
        <p className="notice">{st(tab === "followed" ? "overview.emptyFollowed" : "overview.empty")}</p>
      ) : (
        <>
          <p className="stories-overview__count" role="status">
            {st("overview.count", { count: load.page.Total })}
          </p>
          <ul className="story-list">
            {load.page.Items.map((item) => (
              <li key={item.BlogPost.Id}>
                <StoryTeaser story={item.BlogPost} />
              </li>
            ))}
          </ul>
          <Paginator page={page} pageCount={pageCountOf(load.page.Total, load.page.PageSize || STORIES_PAGE_SIZE)} label={st("overview.pages")} hrefFor={(target) => hrefOf(tab, target)} />
        </>
      )}
    </>
  );
}

/**
 * An author's page at /ontmoet-elkaar/verhalen/{blog}/ (slug or id): the blog's title and
 * description, the author, the follower count with "Volg", and the stories, newest first, 10 a
 * page. The owner also sees their drafts and "Schrijf een verhaal".
 */
import { useEffect, useState } from "react";
import { STORIES_PAGE_SIZE, storyPaths, type BlogPostListItem, type BlogView, type Page } from "../../domain/stories";
import { pageTitle } from "../../domain/site";
import { pageCountOf, Paginator } from "../community/Paginator";
import { LiveRegion, useAnnouncer } from "../community/useAnnouncer";
import { ApiError } from "../http";
import { useCurrentUser } from "../session/useCurrentUser";
import { getBlog, getBlogStories } from "./api";
import { FollowButton } from "./FollowButton";
import { StoryNotFound } from "./StoryNotFound";
import { StoryTeaser } from "./StoryTeaser";
import { overviewParams } from "./StoriesOverview";
import { StoriesBreadcrumb, StoryWaiting } from "./StoryFrame";
import { st } from "./text";

type Load = { status: "loading" } | { status: "notFound" } | { status: "failed"; message: string } | { status: "ok"; blog: BlogView; stories: Page<BlogPostListItem> };

export function BlogPage({ blog, search }: { blog: string; search: string }) {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const session = useCurrentUser();
  const { message, announce } = useAnnouncer();
  const { page } = overviewParams(search);
  const userId = session.status === "user" ? session.user.Id : session.status === "anonymous" ? null : undefined;

  useEffect(() => {
    if (session.status === "loading") return;
    let live = true;
    getBlog(blog).then(async (answer) => {
      if (!live) return;
      if (!answer.ok) {
        setLoad(answer.status === 404 ? { status: "notFound" } : { status: "failed", message: answer.message });
        return;
      }
      try {
        const stories = await getBlogStories(answer.value.Id, page - 1);
        if (!live) return;
        setLoad({ status: "ok", blog: answer.value, stories });
        document.title = pageTitle(answer.value.Title);
        if (storyPaths.blog(answer.value.Slug) !== window.location.pathname) {
          window.history.replaceState(window.history.state, "", `${storyPaths.blog(answer.value.Slug)}${window.location.search}`);
        }
      } catch (error) {
        if (live) setLoad({ status: "failed", message: error instanceof ApiError ? error.message : st("errors.generic") });
      }
    });
    return () => {
      live = false;
    };
  }, [blog, page, session.status]);

  if (load.status === "notFound") return <StoryNotFound kind="blog" />;
  if (load.status !== "ok") {
    return <StoryWaiting failure={load.status === "failed" ? load.message : null} loading={st("blog.loading")} />;
  }

  const { blog: view, stories } = load;
  const here = storyPaths.blog(view.Slug);
  return (
    <div className="stories container container--reading">
      <StoriesBreadcrumb />
      <header className="blog__header">
        <h1>{view.Title}</h1>
        <p className="blog__author">
          {st("story.by")} <strong>{view.Owner.Username}</strong>
        </p>
        {view.Description ? <p className="lead">{view.Description}</p> : null}
        <FollowButton blogId={view.Id} name={view.Owner.Username} followers={view.FollowerCount} own={view.IsOwn} userId={userId} here={here} announce={announce} />
        {view.IsOwn ? (
          <p>
            <a className="button button--primary" href={storyPaths.write()}>
              {st("overview.write")}
            </a>
          </p>
        ) : null}
      </header>
      <section aria-labelledby="blog-stories-title">
        <h2 id="blog-stories-title">{st("blog.stories")}</h2>
        {stories.Items.length === 0 ? (
          <p>{st("blog.empty")}</p>
        ) : (
          <ul className="story-list">
            {stories.Items.map((item) => (
              <li key={item.BlogPost.Id}>
                <StoryTeaser story={item.BlogPost} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
        <Paginator page={page} pageCount={pageCountOf(stories.Total, stories.PageSize || STORIES_PAGE_SIZE)} label={st("overview.pages")} hrefFor={(target) => (target > 1 ? `${here}?pagina=${target}` : here)} />
      </section>
      <LiveRegion message={message} />
    </div>
  );
}

/**
 * An author's page at /ontmoet-elkaar/verhalen/{blog}/ (slug or id): the blog's title and
 * description, the author, the follower count with "Volg", and the stories, newest first, 10 a
 * page. The owner also sees their drafts and "Schrijf een verhaal".
 */
import { STORIES_PAGE_SIZE, storyPaths, type BlogPostListItem, type BlogView, type Page } from "../../domain/stories";
import { pageTitle } from "../../domain/site";
import { pageCountOf, Paginator } from "../../components/Paginator";
import { LiveRegion, useAnnouncer } from "../../components/useAnnouncer";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { getBlog, getBlogStories } from "./api";
import { FollowButton } from "./FollowButton";
import { StoryNotFound } from "./StoryNotFound";
import { StoryTeaser } from "./StoryTeaser";
import { overviewParams } from "./StoriesOverview";
import { StoriesBreadcrumb, StoryWaiting } from "./StoryFrame";
import storiesTexts from "../../i18n/locales/nl/stories.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ stories: storiesTexts });

type Loaded = { blog: BlogView; stories: Page<BlogPostListItem> };

export function BlogPage({ blog, search }: { blog: string; search: string }) {
  const session = useCurrentUser();
  const { message, announce } = useAnnouncer();
  const { page } = overviewParams(search);
  const userId = session.status === "user" ? session.user.Id : session.status === "anonymous" ? null : undefined;
  // Once the session is known (the owner sees their drafts too); again when it changes.
  const { state: load, retry } = useLoad<Loaded>(
    async (signal) => {
      const view = await getBlog(blog);
      const stories = await getBlogStories(view.Id, page - 1);
      if (!signal.aborted) {
        document.title = pageTitle(view.Title);
        if (storyPaths.blog(view.Slug) !== window.location.pathname) {
          window.history.replaceState(
            window.history.state,
            "",
            `${storyPaths.blog(view.Slug)}${window.location.search}`,
          );
        }
      }
      return { blog: view, stories };
    },
    { key: `${blog}/${page}/${session.status}`, enabled: session.status !== "loading" },
  );

  if (load.status === "failed" && load.statusCode === 404) return <StoryNotFound kind="blog" />;
  if (load.status === "connection-error" || load.status === "failed") {
    return (
      <div className="container container--reading">
        <LoadNotice
          state={load}
          retry={retry}
          failedText={load.status === "failed" ? load.error?.message || undefined : undefined}
        />
      </div>
    );
  }
  if (load.status !== "loaded") {
    return (
      <StoryWaiting failure={load.status === "unauthorized" ? t("errors.generic") : null} loading={t("blog.loading")} />
    );
  }

  const { blog: view, stories } = load.data;
  const here = storyPaths.blog(view.Slug);
  return (
    <div className="stories container container--reading">
      <StoriesBreadcrumb />
      <header className="blog__header">
        <h1>{view.Title}</h1>
        <p className="blog__author">
          {t("story.by")} <strong>{view.Owner.Username}</strong>
        </p>
        {view.Description ? <p className="lead">{view.Description}</p> : null}
        <FollowButton
          blogId={view.Id}
          name={view.Owner.Username}
          followers={view.FollowerCount}
          own={view.IsOwn}
          userId={userId}
          here={here}
          announce={announce}
        />
        {view.IsOwn ? (
          <p>
            <a className="button button--primary" href={storyPaths.write()}>
              {t("overview.write")}
            </a>
          </p>
        ) : null}
      </header>
      <section aria-labelledby="blog-stories-title">
        <h2 id="blog-stories-title">{t("blog.stories")}</h2>
        {stories.Items.length === 0 ? (
          <p>{t("blog.empty")}</p>
        ) : (
          <ul className="story-list">
            {stories.Items.map((item) => (
              <li key={item.BlogPost.Id}>
                <StoryTeaser story={item.BlogPost} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
        <Paginator
          page={page}
          pageCount={pageCountOf(stories.Total, stories.PageSize || STORIES_PAGE_SIZE)}
          label={t("overview.pages")}
          hrefFor={(target) => (target > 1 ? `${here}?pagina=${target}` : here)}
        />
      </section>
      <LiveRegion message={message} />
    </div>
  );
}

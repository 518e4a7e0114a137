/**
 * A story at /ontmoet-elkaar/verhalen/{blog}/{story}/ (slugs or ids; `…/{id}/` opens a story by id
 * and shows it under its own address). Visitors read public stories and get the 403 offer on
 * participants-only ones; participants like, follow the author, react with quotes and report;
 * the author edits and deletes; a platform moderator hides the story or shows it again. The photos
 * carry their alt texts and a srcset. On a full page load functions/story-page has rendered the story
 * into the page and embedded the same state (`initial`): the first render here equals it, so
 * hydration matches; the controls that depend on the session follow after (docs/decisions/143).
 */
import { useEffect, useState } from "react";
import { storyPaths, type BlogPostView } from "../../domain/stories";
import { pageTitle } from "../../domain/site";
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog";
import { loginPath } from "../../domain/return-url";
import { ForumForbidden } from "../../components/community/ForumMessages";
import { LiveRegion, useAnnouncer } from "../../components/useAnnouncer";
import { ApiError } from "../../platform/http";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { deleteStory, getLiked, getStory, hideStory, setLiked } from "./api";
import { FollowButton } from "./FollowButton";
import { StoryNotFound } from "./StoryNotFound";
import { StoryReactions } from "./StoryReactions";
import { StorySlotContent, StoryView } from "./StoryView";
import type { StoryPageState } from "./story-state";
import { StoryWaiting } from "./StoryFrame";
import { useIsModerator } from "../../platform/session/useIsModerator";
import stories from "../../i18n/locales/nl/stories.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ stories });

/** What a story's address leads to (a refusal other than 401/403/404 is the load's failure). */
type Outcome = { status: "forbidden" } | { status: "notFound" } | { status: "ok"; story: BlogPostView };

export interface StoryPageProps {
  /** The blog's slug or id; null for a story by its id alone. */
  blog: string | null;
  post: string;
  pathname: string;
  /** The server-rendered state of this page load (functions/story-page), if any. */
  initial?: StoryPageState | null;
}

function outcomeOf(initial: StoryPageState | null | undefined): Outcome | undefined {
  if (!initial) return undefined;
  return initial.status === "ok" ? { status: "ok", story: initial.story } : { status: initial.status };
}

export function StoryPage({ blog, post, pathname, initial }: StoryPageProps) {
  // The server-rendered state is the first outcome (not asked again); without it the story loads
  // through the shared hook (connection errors retried, spec 001 §4). Before the first effect the
  // slot stays empty, as in the built page (no hydration mismatch).
  const {
    state: load,
    retry,
    setData,
  } = useLoad<Outcome>(
    async (signal) => {
      let story: BlogPostView;
      try {
        story = await getStory(blog, post);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 401)) return { status: "forbidden" };
        if (error instanceof ApiError && error.status === 404) return { status: "notFound" };
        throw error;
      }
      if (!signal.aborted) {
        setLikes(story.TotalLikes);
        document.title = pageTitle(story.Title);
        const canonical = storyPaths.post(story.Blog.Slug, story.Slug);
        if (canonical !== window.location.pathname)
          window.history.replaceState(
            window.history.state,
            "",
            `${canonical}${window.location.search}${window.location.hash}`,
          );
      }
      return { status: "ok", story };
    },
    { key: `${blog ?? ""}/${post}`, initial: outcomeOf(initial) },
  );
  // The first render equals the server's HTML (StorySlotContent); the controls come after it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const session = useCurrentUser();
  const { message, announce } = useAnnouncer();
  const [likes, setLikes] = useState(initial?.status === "ok" ? initial.story.TotalLikes : 0);
  const [deleting, setDeleting] = useState<{ busy: boolean; error: string | null } | null>(null);
  const userId = session.status === "user" ? session.user.Id : session.status === "anonymous" ? null : undefined;
  const moderator = useIsModerator(userId);

  const outcome = load.status === "loaded" ? load.data : null;
  const story = outcome?.status === "ok" ? outcome.story : null;
  // Whether the reader likes it: only a participant's, on someone else's published story.
  const likedLoad = useLoad(() => getLiked(story?.Id ?? 0).catch(() => false), {
    key: `${story?.Id}/${session.status}`,
    enabled: story !== null && session.status === "user" && !story.IsOwn && story.Published,
  });
  const liked = likedLoad.state.status === "loaded" ? likedLoad.state.data : null;
  const setLikedState = likedLoad.setData;

  if (initial && !hydrated) return <StorySlotContent state={initial} />;
  if (!initial && !hydrated) return null;
  if (outcome?.status === "forbidden") return <ForumForbidden returnUrl={pathname} />;
  if (outcome?.status === "notFound") return <StoryNotFound />;
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
  if (!story)
    return (
      <StoryWaiting
        failure={load.status === "unauthorized" ? t("errors.generic") : null}
        loading={t("story.loading")}
      />
    );

  const here = storyPaths.post(story.Blog.Slug, story.Slug);

  async function toggleLike() {
    if (liked === null || !story) return;
    try {
      const on = await setLiked(story.Id, !liked);
      if (on !== liked) setLikes((current) => Math.max(0, current + (on ? 1 : -1)));
      setLikedState(on);
      announce(t(on ? "story.likedNow" : "story.unlikedNow"));
    } catch (error) {
      announce(error instanceof ApiError ? error.message : t("errors.generic"));
    }
  }

  async function toggleHidden() {
    if (!story) return;
    try {
      const changed = await hideStory(story.Id, !story.Hidden);
      setData({ status: "ok", story: changed });
      announce(t(changed.Hidden ? "story.hiddenNow" : "story.shownNow"));
    } catch (error) {
      announce(error instanceof ApiError ? error.message : t("errors.generic"));
    }
  }

  return (
    <StoryView
      story={story}
      likes={likes}
      actions={
        <>
          {userId === null ? (
            <a className="button button--secondary" href={loginPath(here)}>
              {t("story.likeLogin")}
            </a>
          ) : liked !== null ? (
            <button
              type="button"
              className="button button--secondary action-toggle"
              aria-pressed={liked}
              onClick={() => void toggleLike()}
            >
              <span className="action-toggle__mark" aria-hidden="true">
                {liked ? "♥" : "♡"}
              </span>
              {t("story.like")}
            </button>
          ) : null}
          {story.IsOwn ? (
            <>
              <a className="button button--secondary" href={storyPaths.edit(story.Id)}>
                {t("story.edit")}
              </a>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setDeleting({ busy: false, error: null })}
              >
                {t("story.delete")}
              </button>
            </>
          ) : null}
          {moderator && story.Published ? (
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={story.Hidden}
              onClick={() => void toggleHidden()}
            >
              {t(story.Hidden ? "story.republish" : "story.unpublish")}
            </button>
          ) : null}
        </>
      }
      follow={
        <FollowButton
          blogId={story.Blog.Id}
          name={story.Author.Username}
          own={story.IsOwn}
          userId={userId}
          here={here}
          announce={announce}
        />
      }
    >
      {story.Published && !story.Hidden ? (
        <StoryReactions
          story={story}
          userId={userId}
          moderator={moderator}
          here={here}
          announce={announce}
          initial={initial?.status === "ok" && initial.story.Id === story.Id ? initial.reactions : null}
        />
      ) : null}
      <LiveRegion message={message} />
      {deleting ? (
        <ConfirmDialog
          title={t("story.delete")}
          text={t("story.deleteConfirm")}
          confirmLabel={t("story.deleteYes")}
          cancelLabel={t("story.deleteNo")}
          busy={deleting.busy}
          error={deleting.error}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting({ busy: true, error: null });
            deleteStory(story.Slug).then(
              () => window.location.assign(storyPaths.blog(story.Blog.Slug)),
              (error: unknown) =>
                setDeleting({ busy: false, error: error instanceof ApiError ? error.message : t("errors.generic") }),
            );
          }}
        />
      ) : null}
    </StoryView>
  );
}

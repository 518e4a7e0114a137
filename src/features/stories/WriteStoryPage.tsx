/**
 * /ontmoet-elkaar/verhalen/nieuw/ (and `?verhaal={id}` to edit one's own story): needs a session
 * (otherwise the login page, coming back here). The form with the editor is its own chunk. After
 * saving, the story's page (or, for a draft, the author's page with a notice).
 */
import { lazy, Suspense } from "react";
import { storyPaths, type BlogPostView } from "../../domain/stories";
import { ApiError } from "../../platform/http";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { useRequireSession } from "../../platform/session/useRequireSession";
import { useHydrated } from "../../components/islands/useHydrated";
import { getStory } from "./api";
import { StoryNotFound } from "./StoryNotFound";
import { StoriesBreadcrumb } from "./StoryFrame";
import stories from "../../i18n/locales/nl/stories.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ stories });

const StoryForm = lazy(() => import("./forms/StoryForm"));

/** The story to edit, or notFound: not there, or not the caller's own. */
type Edited = { status: "ok"; story: BlogPostView } | { status: "notFound" };

async function ownStory(id: string): Promise<Edited> {
  try {
    const story = await getStory(null, id);
    return story.IsOwn ? { status: "ok", story } : { status: "notFound" };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return { status: "notFound" };
    throw error;
  }
}

export function editedStoryId(search: string): string | null {
  const value = new URLSearchParams(search).get("verhaal");
  return value && /^[0-9]{1,9}$/.test(value) ? value : null;
}

export function WriteStoryPage({ search }: { search: string }) {
  const session = useRequireSession();
  // The build's HTML is the page without a query (the new story): the query is read once the page
  // has hydrated, so the HTML and the hydrating render agree (React's errors #418/#423/#425).
  const hydrated = useHydrated();
  const editId = hydrated ? editedStoryId(search) : null;
  // A new story needs nothing loaded; an edited one is read once the session is there.
  const { state: load, retry } = useLoad<Edited>(() => ownStory(editId ?? ""), {
    key: editId,
    enabled: session.status === "user" && editId !== null,
  });
  const edited = load.status === "loaded" ? load.data : null;

  if (edited?.status === "notFound") return <StoryNotFound />;
  const story = edited?.status === "ok" ? edited.story : null;
  const ready = editId === null || story !== null;
  const title = t(editId ? "write.editTitle" : "write.title");
  return (
    <div className="stories container container--reading">
      <StoriesBreadcrumb />
      <h1>{title}</h1>
      <p className="lead">{t("write.intro")}</p>
      {session.status === "user" && ready ? (
        <Suspense fallback={<p role="status">{t("write.loading")}</p>}>
          <StoryForm
            userId={session.user.Id}
            story={story}
            cancelHref={story ? storyPaths.post(story.Blog.Slug, story.Slug) : storyPaths.overview()}
            onSaved={(saved) => window.location.assign(storyPaths.post(saved.Blog.Slug, saved.Slug))}
          />
        </Suspense>
      ) : load.status === "connection-error" || load.status === "failed" ? (
        <LoadNotice
          state={load}
          retry={retry}
          failedText={load.status === "failed" ? load.error?.message || undefined : undefined}
        />
      ) : load.status === "unauthorized" ? (
        <p className="alert alert--error" role="alert">
          {t("errors.generic")}
        </p>
      ) : (
        <p role="status">{t("write.loading")}</p>
      )}
    </div>
  );
}

/**
 * /ontmoet-elkaar/verhalen/nieuw/ (and `?verhaal={id}` to edit one's own story): needs a session
 * (otherwise the login page, coming back here). The form with the editor is its own chunk. After
 * saving, the story's page (or, for a draft, the author's page with a notice).
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { storyPaths, type BlogPostView } from "../../domain/stories";
import { useRequireSession } from "../session/useRequireSession";
import { getStory } from "./api";
import { StoryNotFound } from "./StoryNotFound";
import { StoriesBreadcrumb } from "./StoryFrame";
import { st } from "./text";

const StoryForm = lazy(() => import("./forms/StoryForm"));

type Load = { status: "loading" } | { status: "notFound" } | { status: "failed"; message: string } | { status: "ok"; story: BlogPostView | null };

export function editedStoryId(search: string): string | null {
  const value = new URLSearchParams(search).get("verhaal");
  return value && /^[0-9]{1,9}$/.test(value) ? value : null;
}

export function WriteStoryPage({ search }: { search: string }) {
  const session = useRequireSession();
  const editId = editedStoryId(search);
  const [load, setLoad] = useState<Load>(editId ? { status: "loading" } : { status: "ok", story: null });

  useEffect(() => {
    if (session.status !== "user" || !editId) return;
    let live = true;
    getStory(null, editId).then((answer) => {
      if (!live) return;
      if (answer.ok && answer.value.IsOwn) setLoad({ status: "ok", story: answer.value });
      else if (answer.ok || answer.status === 404 || answer.status === 403) setLoad({ status: "notFound" });
      else setLoad({ status: "failed", message: answer.message });
    });
    return () => {
      live = false;
    };
  }, [session.status, editId]);

  if (load.status === "notFound") return <StoryNotFound />;
  const title = st(editId ? "write.editTitle" : "write.title");
  return (
    <div className="stories container container--reading">
      <StoriesBreadcrumb />
      <h1>{title}</h1>
      <p className="lead">{st("write.intro")}</p>
      {session.status === "user" && load.status === "ok" ? (
        <Suspense fallback={<p role="status">{st("write.loading")}</p>}>
          <StoryForm
            userId={session.user.Id}
            story={load.story}
            cancelHref={load.story ? storyPaths.post(load.story.Blog.Slug, load.story.Slug) : storyPaths.overview()}
            onSaved={(saved) => window.location.assign(storyPaths.post(saved.Blog.Slug, saved.Slug))}
          />
        </Suspense>
      ) : load.status === "failed" ? (
        <p className="alert alert--error" role="alert">
          {load.message}
        </p>
      ) : (
        <p role="status">{st("write.loading")}</p>
      )}
    </div>
  );
}

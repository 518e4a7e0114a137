/**
 * The address of the participant's own blog for the account sidebar and dropdown (spec 001 §2.5:
 * "Blog" when there is one, otherwise "start new blog"), asked once per page load. The calls are
 * their own chunk, asked for only after hydration; null while unknown or when there is none.
 */
import { storyPaths } from "../../domain/stories";
import { useLoad } from "../../platform/loading/useLoad";

let pending: Promise<string | null> | null = null;

function loadOwnBlogPath(): Promise<string | null> {
  pending ??= import("./api")
    .then(({ getOwnBlogs }) => getOwnBlogs())
    .then(
      (blogs) => (blogs[0] ? storyPaths.blog(blogs[0].Slug) : null),
      () => null,
    );
  return pending;
}

/** Forgets the cached answer (tests; after starting a blog without a page load). */
export function forgetOwnBlogPath(): void {
  pending = null;
}

/** `enabled`: only for a logged-in participant. */
export function useOwnBlogPath(enabled: boolean): string | null {
  const { state } = useLoad(loadOwnBlogPath, { enabled });
  return state.status === "loaded" ? state.data : null;
}

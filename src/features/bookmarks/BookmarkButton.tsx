/**
 * "Bewaar dit artikel" on article pages. Logged in: saves or removes the bookmark
 * (POST /api/v1/bookmarks, DELETE /api/v1/bookmarks/{DrupalId}) and says where saved articles are.
 * Visitors: the same button opens the login/register dialog (LoginModal.tsx, loaded on demand).
 * While the session is asked the button already takes its place (no layout shift).
 */
import { Link } from "gatsby";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLoad } from "../../platform/loading/useLoad";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import "../../styles/reader.css";
import article from "../../i18n/locales/nl/article.json";
import reader from "../../i18n/locales/nl/reader.json";
import { textsOf } from "../../i18n/texts";
import { TextWithLinks } from "../../i18n/TextWithLinks";

const t = textsOf({ reader, article });

// The calls (api.ts with the fetch helper) are their own chunk, needed only once the session has
// answered: not part of the article page's first load.
const bookmarksApi = () => import("./api");

// The dialog is its own chunk: it loads when a visitor points at or presses the button.
const loadLoginModal = () => import("./LoginModal");
const LoginModal = lazy(() => loadLoginModal().then((module) => ({ default: module.LoginModal })));

export interface BookmarkButtonProps {
  drupalId: string;
  /** The article's path, e.g. "/over-reuma/jicht". */
  slug: string;
  title: string;
  description?: string | null;
}

export const BOOKMARKS_PAGE = "/account/artikelen";

export function BookmarkButton({ drupalId, slug, title, description }: BookmarkButtonProps) {
  const session = useCurrentUser();
  // Whether this article is saved: asked once the session says who reads (a failure counts as no).
  const savedLoad = useLoad(
    () =>
      bookmarksApi()
        .then(({ listBookmarks }) => listBookmarks())
        .then((items) => items.some((item) => item.DrupalId === drupalId))
        .catch(() => false),
    { key: drupalId, enabled: session.status === "user" },
  );
  const saved = savedLoad.state.status === "loaded" ? savedLoad.state.data : null;
  const setSaved = savedLoad.setData;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);

  // A press while the session (or the code asking it) was still on the way is not lost: it is carried
  // out once the answer is there. Logged in, it only ever saves: the label said "Bewaar dit artikel".
  const pressedEarly = useRef(false);
  useEffect(() => {
    if (!pressedEarly.current || session.status === "loading" || (session.status === "user" && saved === null)) return;
    pressedEarly.current = false;
    if (session.status === "anonymous" || !saved) void onClick();
  });

  async function onClick() {
    if (session.status === "loading") {
      pressedEarly.current = true;
      return;
    }
    if (busy) return;
    if (session.status === "anonymous") {
      setModalOpen(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { removeBookmark, saveBookmark } = await bookmarksApi();
      if (saved) {
        await removeBookmark(drupalId);
        setSaved(false);
      } else {
        await saveBookmark({ DrupalId: drupalId, Slug: slug, Title: title, Description: description ?? "" });
        setSaved(true);
      }
    } catch {
      setError(t("bookmarks.failed"));
    } finally {
      setBusy(false);
    }
  }

  const isSaved = session.status === "user" && saved === true;
  return (
    <div className="bookmark">
      <button
        type="button"
        className={
          isSaved
            ? "button button--secondary bookmark__button bookmark__button--saved"
            : "button button--secondary bookmark__button"
        }
        aria-disabled={busy || session.status === "loading" || undefined}
        onPointerEnter={session.status === "anonymous" ? () => void loadLoginModal() : undefined}
        onFocus={session.status === "anonymous" ? () => void loadLoginModal() : undefined}
        onClick={() => void onClick()}
      >
        <span className="bookmark__icon" aria-hidden="true">
          {isSaved ? "★" : "☆"}
        </span>
        {t(isSaved ? "bookmarks.remove" : "article:readerTools.bookmarkSave")}
      </button>
      {isSaved ? <SavedNote /> : null}
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {modalOpen ? (
        <Suspense fallback={null}>
          <LoginModal returnTo={slug} onClose={() => setModalOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** "Dit artikel staat bij je <page>bewaarde artikelen</page>." with the link to the list. */
function SavedNote() {
  return (
    <p className="bookmark__note">
      <TextWithLinks text={t("bookmarks.savedNote")} links={{ page: <Link to={BOOKMARKS_PAGE} /> }} />
    </p>
  );
}

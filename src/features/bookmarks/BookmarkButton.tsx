/**
 * "Bewaar dit artikel" on article pages. Logged in: saves or removes the bookmark
 * (POST /api/v1/bookmarks, DELETE /api/v1/bookmarks/{DrupalId}) and says where saved articles are.
 * Visitors: the same button opens the login/register dialog. While the session is asked the
 * button already takes its place (no layout shift).
 */
import { Link } from "gatsby";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useCurrentUser } from "../session/useCurrentUser";
import { listBookmarks, removeBookmark, saveBookmark } from "./api";
import { LoginModal } from "./LoginModal";
import "../share/reader.css";

export interface BookmarkButtonProps {
  drupalId: string;
  /** The article's path, e.g. "/over-reuma/jicht". */
  slug: string;
  title: string;
  description?: string | null;
}

export const BOOKMARKS_PAGE = "/account/artikelen";

export function BookmarkButton({ drupalId, slug, title, description }: BookmarkButtonProps) {
  const { t } = useTranslation("reader");
  const session = useCurrentUser();
  const [saved, setSaved] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);

  useEffect(() => {
    if (session.status !== "user") return;
    let live = true;
    listBookmarks().then(
      (items) => live && setSaved(items.some((item) => item.DrupalId === drupalId)),
      () => live && setSaved(false),
    );
    return () => {
      live = false;
    };
  }, [session.status, drupalId]);

  async function onClick() {
    if (session.status === "loading" || busy) return;
    if (session.status === "anonymous") {
      setModalOpen(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
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
        className={isSaved ? "button button--secondary bookmark__button bookmark__button--saved" : "button button--secondary bookmark__button"}
        aria-disabled={busy || session.status === "loading" || undefined}
        onClick={() => void onClick()}
      >
        <span className="bookmark__icon" aria-hidden="true">
          {isSaved ? "★" : "☆"}
        </span>
        {isSaved ? t("bookmarks.remove") : t("bookmarks.save")}
      </button>
      {isSaved ? (
        <p className="bookmark__note">
          <Trans t={t} i18nKey="bookmarks.savedNote" components={{ page: <Link to={BOOKMARKS_PAGE} /> }} />
        </p>
      ) : null}
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {modalOpen ? <LoginModal returnTo={slug} onClose={() => setModalOpen(false)} /> : null}
    </div>
  );
}

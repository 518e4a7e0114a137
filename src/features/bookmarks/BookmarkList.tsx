/** The saved articles on /account/artikelen: newest first, each with a link and a remove button. */
import { Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookmarkView } from "../../domain/library";
import { formatDutchDate } from "../../components/content/dates";
import { listBookmarks, removeBookmark } from "./api";
import "../share/reader.css";

type State = { status: "loading" } | { status: "failed" } | { status: "ready"; items: BookmarkView[] };

export function BookmarkList() {
  const { t } = useTranslation("reader");
  const [state, setState] = useState<State>({ status: "loading" });
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    listBookmarks().then(
      (items) => live && setState({ status: "ready", items }),
      () => live && setState({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, []);

  async function onRemove(item: BookmarkView) {
    setError(null);
    try {
      await removeBookmark(item.DrupalId);
      setState((current) => (current.status === "ready" ? { status: "ready", items: current.items.filter((i) => i.DrupalId !== item.DrupalId) } : current));
      headingRef.current?.focus();
    } catch {
      setError(t("bookmarks.failed"));
    }
  }

  if (state.status === "loading") return <p role="status">{t("bookmarks.page.loading")}</p>;
  if (state.status === "failed") return <p className="alert alert--error" role="alert">{t("bookmarks.page.loadFailed")}</p>;
  return (
    <div>
      <p ref={headingRef} tabIndex={-1}>
        {state.items.length ? t("bookmarks.page.intro") : t("bookmarks.page.empty")}
      </p>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {state.items.length ? (
        <ul className="bookmark-list">
          {state.items.map((item) => (
            <li key={item.DrupalId} className="bookmark-list__item">
              <div className="bookmark-list__text">
                <h2 className="bookmark-list__title">
                  <Link to={item.Slug}>{item.Title}</Link>
                </h2>
                {item.Description ? <p className="bookmark-list__meta">{item.Description}</p> : null}
                <p className="bookmark-list__meta">{t("bookmarks.page.savedOn", { date: formatDutchDate(item.CreatedDate) })}</p>
              </div>
              <button type="button" className="button button--secondary" aria-label={t("bookmarks.page.removeLabel", { title: item.Title })} onClick={() => void onRemove(item)}>
                {t("bookmarks.remove")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

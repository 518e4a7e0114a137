/** The saved articles on /account/artikelen: newest first, each with a link and a remove button. */
import { Link } from "gatsby";
import { useRef, useState } from "react";
import type { BookmarkView } from "../../domain/library";
import { formatDay } from "../../components/dates";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { listBookmarks, removeBookmark } from "./api";
import "../../styles/reader.css";
import reader from "../../i18n/locales/nl/reader.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ reader });

export function BookmarkList() {
  const { state, retry, update } = useLoad(listBookmarks);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLParagraphElement>(null);

  async function onRemove(item: BookmarkView) {
    setError(null);
    try {
      await removeBookmark(item.DrupalId);
      update((items) => items.filter((i) => i.DrupalId !== item.DrupalId));
      headingRef.current?.focus();
    } catch {
      setError(t("bookmarks.failed"));
    }
  }

  if (state.status === "connection-error" || state.status === "failed")
    return <LoadNotice state={state} retry={retry} failedText={t("bookmarks.page.loadFailed")} />;
  if (state.status === "unauthorized")
    return (
      <p className="alert alert--error" role="alert">
        {t("bookmarks.page.loadFailed")}
      </p>
    );
  if (state.status !== "loaded") return <p role="status">{t("bookmarks.page.loading")}</p>;
  const items = state.data;
  return (
    <div>
      <p ref={headingRef} tabIndex={-1}>
        {items.length ? t("bookmarks.page.intro") : t("bookmarks.page.empty")}
      </p>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {items.length ? (
        <ul className="bookmark-list">
          {items.map((item) => (
            <li key={item.DrupalId} className="bookmark-list__item">
              <div className="bookmark-list__text">
                <h2 className="bookmark-list__title">
                  <Link to={item.Slug}>{item.Title}</Link>
                </h2>
                {item.Description ? <p className="bookmark-list__meta">{item.Description}</p> : null}
                <p className="bookmark-list__meta">
                  {t("bookmarks.page.savedOn", { date: formatDay(item.CreatedDate) })}
                </p>
              </div>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t("bookmarks.page.removeLabel", { title: item.Title })}
                onClick={() => void onRemove(item)}
              >
                {t("bookmarks.remove")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The participant's notifications, newest first, with the date in Dutch; unread ones are marked
 * "Nieuw" in text (not by colour alone). One button marks them all read.
 */
import { useState } from "react";
import type { AccountNotification } from "../../domain/account";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { useRequireSession } from "../../platform/session/useRequireSession";
import { getNotifications, markNotificationsRead } from "./api";
import { formatMessageDate } from "../../components/dates";
import { announce, COUNT_CHANGED } from "../../platform/usePolledCount";
import "../../styles/settings.css";
import settings from "../../i18n/locales/nl/settings.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ settings });

export function NotificationsList() {
  const session = useRequireSession();
  const { state, retry, update } = useLoad(getNotifications, { enabled: session.status === "user" });
  const [markFailed, setMarkFailed] = useState(false);
  const [marked, setMarked] = useState(false);
  const [busy, setBusy] = useState(false);

  async function markAll() {
    if (busy) return;
    setBusy(true);
    setMarkFailed(false);
    try {
      await markNotificationsRead();
      announce(COUNT_CHANGED.unread);
      update((items) => items.map((item) => ({ ...item, Read: true })));
      setMarked(true);
    } catch {
      setMarkFailed(true);
    } finally {
      setBusy(false);
    }
  }

  if (state.status === "connection-error" || state.status === "failed")
    return <LoadNotice state={state} retry={retry} failedText={t("notifications.loadFailed")} />;
  if (state.status === "unauthorized") {
    return (
      <p className="alert alert--error" role="alert">
        {t("notifications.loadFailed")}
      </p>
    );
  }
  if (state.status !== "loaded") return <p className="notice">{t("loading")}</p>;
  const items: AccountNotification[] = state.data;
  if (items.length === 0) return <p>{t("notifications.empty")}</p>;

  const unread = items.some((item) => !item.Read);
  return (
    <div className="notifications">
      <ul className="notifications__list">
        {items.map((item) => (
          <li
            key={item.Id}
            className={item.Read ? "notifications__item" : "notifications__item notifications__item--unread"}
          >
            {!item.Read ? <strong className="notifications__new">{t("notifications.unread")}: </strong> : null}
            {item.Link ? <a href={item.Link}>{item.Text}</a> : <span>{item.Text}</span>}{" "}
            <time dateTime={item.Created} className="notifications__date">
              {formatMessageDate(item.Created)}
            </time>
          </li>
        ))}
      </ul>
      {unread ? (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => void markAll()}
        >
          {t("notifications.markRead")}
        </button>
      ) : null}
      {markFailed ? (
        <p className="alert alert--error" role="alert">
          {t("notifications.markFailed")}
        </p>
      ) : null}
      <p className={marked ? "notice notice--success" : "visually-hidden"} role="status">
        {marked ? t("notifications.marked") : ""}
      </p>
    </div>
  );
}

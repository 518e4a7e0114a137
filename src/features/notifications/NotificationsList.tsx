/**
 * The participant's notifications, newest first, with the date in Dutch; unread ones are marked
 * "Nieuw" in text (not by colour alone). One button marks them all read.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AccountNotification } from "../../domain/account";
import { useRequireSession } from "../session/useRequireSession";
import { getNotifications, markNotificationsRead } from "./api";
import { formatMessageDate } from "../inbox/dates";
import { announceUnreadChanged } from "../inbox/useUnreadCount";
import "../settings/settings.css";


export function NotificationsList() {
  const { t } = useTranslation("settings");
  const session = useRequireSession();
  const [items, setItems] = useState<AccountNotification[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [marked, setMarked] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (session.status !== "user") return;
    getNotifications().then(setItems, () => setFailed(true));
  }, [session.status]);

  async function markAll() {
    if (busy || !items) return;
    setBusy(true);
    try {
      await markNotificationsRead();
      announceUnreadChanged();
      setItems(items.map((item) => ({ ...item, Read: true })));
      setMarked(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  if (failed) {
    return (
      <p className="alert alert--error" role="alert">
        {t("notifications.loadFailed")}
      </p>
    );
  }
  if (!items) return <p className="notice">{t("loading")}</p>;
  if (items.length === 0) return <p>{t("notifications.empty")}</p>;

  const unread = items.some((item) => !item.Read);
  return (
    <div className="notifications">
      <ul className="notifications__list">
        {items.map((item) => (
          <li key={item.Id} className={item.Read ? "notifications__item" : "notifications__item notifications__item--unread"}>
            {!item.Read ? <strong className="notifications__new">{t("notifications.unread")}: </strong> : null}
            {item.Link ? <a href={item.Link}>{item.Text}</a> : <span>{item.Text}</span>}{" "}
            <time dateTime={item.Created} className="notifications__date">
              {formatMessageDate(item.Created)}
            </time>
          </li>
        ))}
      </ul>
      {unread ? (
        <button type="button" className="button button--secondary" aria-disabled={busy || undefined} onClick={() => void markAll()}>
          {t("notifications.markRead")}
        </button>
      ) : null}
      <p className={marked ? "notice notice--success" : "visually-hidden"} role="status">
        {marked ? t("notifications.marked") : ""}
      </p>
    </div>
  );
}

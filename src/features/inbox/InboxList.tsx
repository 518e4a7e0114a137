/**
 * /account/berichten: the participant's conversations with contacts, latest first; a conversation
 * with unseen messages has a red dot and says so in text (not by colour alone). 204 means empty.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { InboxItem } from "../../domain/inbox";
import { ACCOUNT_PATHS } from "../../shell/account/account-links";
import { useRequireSession } from "../session/useRequireSession";
import { getInbox } from "./api";
import { formatMessageDate } from "./dates";
import "./inbox.css";

export function InboxList() {
  const { t } = useTranslation("inbox");
  const session = useRequireSession();
  const [items, setItems] = useState<InboxItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (session.status !== "user") return;
    getInbox().then(setItems, () => setFailed(true));
  }, [session.status]);

  if (failed) return <p className="alert alert--error" role="alert">{t("list.failed")}</p>;
  if (!items) return <p role="status">{t("list.loading")}</p>;
  return (
    <div className="inbox">
      <p>{t("list.intro")}</p>
      {items.length === 0 ? (
        <p className="inbox__empty">
          {t("list.empty")} <a href={ACCOUNT_PATHS.contacts}>{t("list.contactsLink")}</a>
        </p>
      ) : (
        <ul className="inbox__list">
          {items.map((item) => (
            <li key={item.UserId} className={item.Unseen ? "inbox__item inbox__item--unseen" : "inbox__item"}>
              <a className="inbox__link" href={`${ACCOUNT_PATHS.messages}/${item.UserId}/`}>
                {item.Unseen ? <span className="inbox__dot" aria-hidden="true" /> : null}
                <span className="inbox__name">{item.Username}</span>
                {item.Unseen ? <span className="inbox__unseen">{t("list.unseen", { count: item.UnseenCount })}</span> : null}
                <span className="inbox__date">{t("list.lastUpdate", { date: formatMessageDate(item.LastUpdate) })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

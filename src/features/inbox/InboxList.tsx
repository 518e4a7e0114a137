/**
 * /account/berichten: the participant's conversations with contacts, latest first; a conversation
 * with unseen messages has a red dot and says so in text (not by colour alone). 204 means empty.
 */
import { useTranslation } from "react-i18next";
import { ACCOUNT_PATHS } from "../../shell/account/account-links";
import { LoadNotice } from "../loading/LoadNotice";
import { useLoad } from "../loading/useLoad";
import { useRequireSession } from "../session/useRequireSession";
import { getInbox } from "./api";
import { formatMessageDate } from "./dates";
import "./inbox.css";

export function InboxList() {
  const { t } = useTranslation("inbox");
  const session = useRequireSession();
  // The shared load states (spec 001 §4, §9): a connection error is tried again by itself.
  const { state, retry } = useLoad(getInbox, { enabled: session.status === "user" });

  if (state.status === "connection-error" || state.status === "failed") return <LoadNotice state={state} retry={retry} failedText={t("list.failed")} />;
  if (state.status === "unauthorized") return <p className="alert alert--error" role="alert">{t("list.failed")}</p>;
  if (state.status !== "loaded") return <p role="status">{t("list.loading")}</p>;
  const items = state.data;
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

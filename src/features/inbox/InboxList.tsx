/**
 * /account/berichten: the participant's conversations with contacts, latest first; a conversation
 * with unseen messages has a red dot and says so in text (not by colour alone). 204 means empty.
 */
import { ACCOUNT_PATHS } from "../../domain/account-paths";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { useRequireSession } from "../../platform/session/useRequireSession";
import { getInbox } from "./api";
import { formatMessageDate } from "../../components/dates";
import "./inbox.css";
import inbox from "../../i18n/locales/nl/inbox.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ inbox });

export function InboxList() {
  const session = useRequireSession();
  // The shared load states (spec 001 §4, §9): a connection error is tried again by itself.
  const { state, retry } = useLoad(getInbox, { enabled: session.status === "user" });

  if (state.status === "connection-error" || state.status === "failed")
    return <LoadNotice state={state} retry={retry} failedText={t("list.failed")} />;
  if (state.status === "unauthorized")
    return (
      <p className="alert alert--error" role="alert">
        {t("list.failed")}
      </p>
    );
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
                {item.Unseen ? (
                  <span className="inbox__unseen">{t("list.unseen", { count: item.UnseenCount })}</span>
                ) : null}
                <span className="inbox__date">
                  {t("list.lastUpdate", { date: formatMessageDate(item.LastUpdate) })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

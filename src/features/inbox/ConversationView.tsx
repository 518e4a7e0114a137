/**
 * /account/berichten/{id}: the conversation with one contact, oldest first (earlier messages on
 * request), the editor to write, and the unseen messages marked seen once shown (the counter
 * refreshes). A load failure (not a contact, removed contact, network) shows "Deze conversatie kon
 * niet worden geladen." (spec 000 §8).
 */
import { BackLink } from "../../components/BackLink";
import { useRef, useState } from "react";
import { RichText } from "../../components/RichText";
import type { InboxConversation, InboxMessage } from "../../domain/inbox";
import { pageTitle } from "../../domain/site";
import { ACCOUNT_PATHS } from "../../domain/account-paths";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { useRequireSession } from "../../platform/session/useRequireSession";
import { getConversation, markConversationSeen } from "./api";
import { formatMessageDate } from "../../components/dates";
import { MessageForm } from "./MessageForm";
import { announce, COUNT_CHANGED } from "../../platform/usePolledCount";
import "../../styles/community.css";
import "./inbox.css";
import inbox from "../../i18n/locales/nl/inbox.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ inbox });

export function ConversationView({ otherId }: { otherId: string }) {
  const session = useRequireSession();
  // The shared load hook (connection errors retried, spec 001 §4); a refusal (not a contact, a
  // removed contact) fails at once with the spec's text.
  const {
    state,
    retry,
    setData: setConversation,
  } = useLoad<InboxConversation>(
    async () => {
      const loaded = await getConversation(otherId);
      document.title = pageTitle(t("conversation.title", { username: loaded.Username }));
      if (loaded.Messages.some((m) => !m.Mine && !m.Seen))
        markConversationSeen(otherId).then(
          () => announce(COUNT_CHANGED.unread),
          () => undefined,
        );
      return loaded;
    },
    { key: otherId, enabled: session.status === "user" },
  );
  const conversation = state.status === "loaded" ? state.data : null;
  const [failed, setFailed] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function loadOlder() {
    if (!conversation || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const older = await getConversation(otherId, conversation.Messages[0]?.Id ?? null);
      setConversation({
        ...conversation,
        Messages: [...older.Messages, ...conversation.Messages],
        HasOlder: older.HasOlder,
      });
    } catch {
      setFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }

  function onSent(message: InboxMessage) {
    if (conversation) setConversation({ ...conversation, Messages: [...conversation.Messages, message] });
    setSent(true);
  }

  const back = <BackLink to={`${ACCOUNT_PATHS.messages}/`}>{t("conversation.back")}</BackLink>;
  if (state.status === "connection-error" || (state.status === "failed" && !state.error)) {
    return (
      <div className="conversation">
        {back}
        <LoadNotice state={state} retry={retry} failedText={t("conversation.notFound")} />
      </div>
    );
  }
  if (failed || state.status === "failed" || state.status === "unauthorized")
    return (
      <div className="conversation">
        {back}
        <p className="alert alert--error" role="alert">
          {t("conversation.notFound")}
        </p>
      </div>
    );
  if (!conversation || session.status !== "user") return <p role="status">{t("conversation.loading")}</p>;
  return (
    <div className="conversation">
      {back}
      <h2 ref={headingRef} className="conversation__title">
        {t("conversation.title", { username: conversation.Username })}
      </h2>
      {conversation.HasOlder ? (
        <button
          type="button"
          className="button button--secondary conversation__older"
          onClick={() => void loadOlder()}
          aria-disabled={loadingOlder || undefined}
        >
          {t("conversation.older")}
        </button>
      ) : null}
      {conversation.Messages.length === 0 ? (
        <p>{t("conversation.empty")}</p>
      ) : (
        <ol className="conversation__messages" aria-label={t("conversation.messages")}>
          {conversation.Messages.map((message) => (
            <li
              key={message.Id}
              className={message.Mine ? "conversation__message conversation__message--mine" : "conversation__message"}
            >
              <p className="conversation__meta">
                {message.Mine ? t("conversation.mine") : conversation.Username} ·{" "}
                <time dateTime={message.Created}>{formatMessageDate(message.Created)}</time>
                {message.Mine && message.Seen ? ` · ${t("conversation.seen")}` : null}
              </p>
              <RichText doc={message.Body} />
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="visually-hidden">
        {sent ? t("form.sent") : ""}
      </p>
      <MessageForm otherId={otherId} userId={session.user.Id} username={conversation.Username} onSent={onSent} />
    </div>
  );
}

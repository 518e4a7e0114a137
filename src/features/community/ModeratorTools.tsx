/**
 * The moderator tools on a conversation page: make sticky, close, hide, and move the conversation to
 * another group (a select of the other groups). Each change goes through `onChange`, which sends it
 * and announces the result.
 */
import { useState } from "react";
import type { ConversationView as Conversation } from "../../domain/community";
import { useLoad } from "../../platform/loading/useLoad";
import { getGroups } from "./api";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export type ModerationChange = { Sticky?: boolean; Closed?: boolean; Hidden?: boolean; GroupId?: number };

export function ModeratorTools({
  conversation,
  busy,
  onChange,
}: {
  conversation: Conversation;
  busy: string | null;
  onChange: (action: string, body: ModerationChange, done: (next: Conversation) => string) => void;
}) {
  // The groups to move to; without them the move select is empty.
  const { state: groups } = useLoad(() => getGroups(0));
  const [target, setTarget] = useState("");
  const [moveError, setMoveError] = useState<string | null>(null);

  const others = (groups.status === "loaded" ? groups.data.Items : []).filter(
    (item) => item.Group.Id !== conversation.Group.Id,
  );
  return (
    <section className="moderator-tools" aria-labelledby="moderator-tools-title">
      <h2 id="moderator-tools-title" className="moderator-tools__title">
        {t("moderation.toolsTitle")}
      </h2>
      <div className="action-bar">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy === "sticky" || undefined}
          onClick={() =>
            onChange("sticky", { Sticky: !conversation.Sticky }, (next) =>
              t(next.Sticky ? "moderation.madeSticky" : "moderation.unsticky"),
            )
          }
        >
          {t(conversation.Sticky ? "moderation.unstick" : "moderation.stick")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy === "closed" || undefined}
          onClick={() =>
            onChange("closed", { Closed: !conversation.Closed }, (next) =>
              t(next.Closed ? "moderation.closed" : "moderation.reopened"),
            )
          }
        >
          {t(conversation.Closed ? "moderation.reopen" : "moderation.close")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy === "hidden" || undefined}
          onClick={() =>
            onChange("hidden", { Hidden: !conversation.Hidden }, (next) =>
              t(next.Hidden ? "moderation.conversationHidden" : "moderation.conversationShown"),
            )
          }
        >
          {t(conversation.Hidden ? "moderation.showConversation" : "moderation.hideConversation")}
        </button>
      </div>
      {others.length > 0 ? (
        <div className="moderator-tools__move">
          <label className="field__label" htmlFor="move-conversation-group">
            {t("moderation.moveLabel")}
          </label>
          {moveError ? (
            <p className="field__error" id="move-conversation-group-error">
              {moveError}
            </p>
          ) : null}
          <div className="field__control">
            <select
              id="move-conversation-group"
              className="field__input"
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              aria-describedby={moveError ? "move-conversation-group-error" : undefined}
            >
              <option value="">{t("moderation.moveChoose")}</option>
              {others.map((item) => (
                <option key={item.Group.Id} value={item.Group.Id}>
                  {item.Group.Title}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={busy === "move" || undefined}
              onClick={() => {
                const groupId = Number(target);
                if (!groupId) {
                  setMoveError(t("moderation.moveChooseFirst"));
                  document.getElementById("move-conversation-group")?.focus();
                  return;
                }
                setMoveError(null);
                onChange("move", { GroupId: groupId }, (next) => t("moderation.moved", { title: next.Group.Title }));
              }}
            >
              {t("moderation.move")}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

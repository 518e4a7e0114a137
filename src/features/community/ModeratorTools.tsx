/**
 * The moderator tools on a conversation page: make sticky, close, hide, and move the conversation to
 * another group (a select of the other groups). Each change goes through `onChange`, which sends it
 * and announces the result.
 */
import { useEffect, useState } from "react";
import type { ConversationView as Conversation, GroupListItem } from "../../domain/community";
import { getGroups } from "./api";
import { ct } from "./text";

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
  const [groups, setGroups] = useState<GroupListItem[] | null>(null);
  const [target, setTarget] = useState("");
  const [moveError, setMoveError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getGroups(0).then(
      (page) => live && setGroups(page.Items),
      () => live && setGroups([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const others = (groups ?? []).filter((item) => item.Group.Id !== conversation.Group.Id);
  return (
    <section className="moderator-tools" aria-labelledby="moderator-tools-title">
      <h2 id="moderator-tools-title" className="moderator-tools__title">
        {ct("moderation.toolsTitle")}
      </h2>
      <div className="action-bar">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy === "sticky" || undefined}
          onClick={() => onChange("sticky", { Sticky: !conversation.Sticky }, (next) => ct(next.Sticky ? "moderation.madeSticky" : "moderation.unsticky"))}
        >
          {ct(conversation.Sticky ? "moderation.unstick" : "moderation.stick")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy === "closed" || undefined}
          onClick={() => onChange("closed", { Closed: !conversation.Closed }, (next) => ct(next.Closed ? "moderation.closed" : "moderation.reopened"))}
        >
          {ct(conversation.Closed ? "moderation.reopen" : "moderation.close")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy === "hidden" || undefined}
          onClick={() => onChange("hidden", { Hidden: !conversation.Hidden }, (next) => ct(next.Hidden ? "moderation.conversationHidden" : "moderation.conversationShown"))}
        >
          {ct(conversation.Hidden ? "moderation.showConversation" : "moderation.hideConversation")}
        </button>
      </div>
      {others.length > 0 ? (
        <div className="moderator-tools__move">
          <label className="field__label" htmlFor="move-conversation-group">
            {ct("moderation.moveLabel")}
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
              <option value="">{ct("moderation.moveChoose")}</option>
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
                  setMoveError(ct("moderation.moveChooseFirst"));
                  document.getElementById("move-conversation-group")?.focus();
                  return;
                }
                setMoveError(null);
                onChange("move", { GroupId: groupId }, (next) => ct("moderation.moved", { title: next.Group.Title }));
              }}
            >
              {ct("moderation.move")}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

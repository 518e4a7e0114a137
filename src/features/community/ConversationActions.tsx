/**
 * What a participant can do with the conversation itself: like, follow, edit it (its author) or
 * report it (anyone else), and, for its moderators, the moderator tools. Buttons say their state
 * with aria-pressed and in their text ("Vind ik fijn" / "Je vindt dit fijn", "Volg dit gesprek" /
 * "Je volgt dit gesprek"); a press in progress is aria-disabled, not disabled, so focus stays.
 */
import type { ConversationView as Conversation } from "../../domain/community";
import { ModeratorTools, type ModerationChange } from "./ModeratorTools";
import type { Participant } from "./useViewer";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export interface ConversationActionsProps {
  conversation: Conversation;
  viewer: Participant;
  /** The action in progress ("like", "follow", "sticky", …), if any. */
  busy: string | null;
  /** The last result shown under the bar ("Dank voor je melding.", a save, an error). */
  notice: string | undefined;
  onLike: () => void;
  onFollow: () => void;
  onEdit: () => void;
  onReport: () => void;
  onModerate: (action: string, body: ModerationChange, done: (next: Conversation) => string) => void;
}

export function ConversationActions({
  conversation,
  viewer,
  busy,
  notice,
  onLike,
  onFollow,
  onEdit,
  onReport,
  onModerate,
}: ConversationActionsProps) {
  return (
    <>
      <div className="action-bar" role="group" aria-label={t("actions.conversationGroup")}>
        <button
          type="button"
          className="button button--secondary action-toggle"
          aria-pressed={viewer.liked}
          aria-disabled={busy === "like" || undefined}
          onClick={onLike}
        >
          <span className="action-toggle__mark" aria-hidden="true">
            {viewer.liked ? "♥" : "♡"}
          </span>
          {t(viewer.liked ? "actions.likeOn" : "actions.like")}
        </button>
        <button
          type="button"
          className="button button--secondary action-toggle"
          aria-pressed={viewer.following}
          aria-disabled={busy === "follow" || undefined}
          onClick={onFollow}
        >
          <span className="action-toggle__mark" aria-hidden="true">
            {viewer.following ? "✓" : "+"}
          </span>
          {t(viewer.following ? "actions.followOn" : "actions.follow")}
        </button>
        {viewer.owner ? (
          <button type="button" className="button button--secondary" onClick={onEdit}>
            {t("actions.editConversation")}
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={onReport}>
            {t("actions.reportConversation")}
          </button>
        )}
      </div>
      {notice ? <p className="notice notice--success action-notice">{notice}</p> : null}
      {viewer.moderator ? <ModeratorTools conversation={conversation} busy={busy} onChange={onModerate} /> : null}
    </>
  );
}

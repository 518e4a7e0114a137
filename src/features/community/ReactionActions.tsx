/**
 * The buttons under one reaction, for a participant: quote it (while the conversation is open and
 * the reaction visible), edit or delete their own, report someone else's, and for moderators hide
 * or show it. Each button's accessible name says whose reaction it acts on.
 */
import type { ReactionListItem } from "../../domain/community";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export interface ReactionActionsProps {
  item: ReactionListItem;
  conversationClosed: boolean;
  moderator: boolean;
  /** Hiding or showing this reaction is in progress. */
  busy: boolean;
  onQuote: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
  onToggleHidden: () => void;
}

export function ReactionActions({
  item,
  conversationClosed,
  moderator,
  busy,
  onQuote,
  onEdit,
  onDelete,
  onReport,
  onToggleHidden,
}: ReactionActionsProps) {
  const { Reaction: reaction } = item;
  const who = item.User.Username;
  const own = item.IsOwn;
  return (
    <div className="action-bar action-bar--small" role="group" aria-label={t("actions.reactionGroup", { name: who })}>
      {!conversationClosed && reaction.Body && !reaction.Hidden ? (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t("actions.quoteOf", { name: who })}
          onClick={onQuote}
        >
          {t("actions.quote")}
        </button>
      ) : null}
      {own && reaction.Body ? (
        <>
          <button
            type="button"
            className="button button--secondary"
            aria-label={t("actions.editOwnReaction")}
            onClick={onEdit}
          >
            {t("actions.edit")}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-label={t("actions.deleteOwnReaction")}
            onClick={onDelete}
          >
            {t("actions.delete")}
          </button>
        </>
      ) : null}
      {!own && !reaction.Hidden ? (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t("actions.reportOf", { name: who })}
          onClick={onReport}
        >
          {t("actions.report")}
        </button>
      ) : null}
      {moderator ? (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t(reaction.Hidden ? "moderation.showReactionOf" : "moderation.hideReactionOf", { name: who })}
          aria-disabled={busy || undefined}
          onClick={onToggleHidden}
        >
          {t(reaction.Hidden ? "moderation.showReaction" : "moderation.hideReaction")}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The buttons under one reaction, for a participant: quote it (while the conversation is open and
 * the reaction visible), edit or delete their own, report someone else's, and for moderators hide
 * or show it. Each button's accessible name says whose reaction it acts on.
 */
import type { ReactionListItem } from "../../domain/community";
import { ct } from "./text";

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

export function ReactionActions({ item, conversationClosed, moderator, busy, onQuote, onEdit, onDelete, onReport, onToggleHidden }: ReactionActionsProps) {
  const { Reaction: reaction } = item;
  const who = item.User.Username;
  const own = item.IsOwn;
  return (
    <div className="action-bar action-bar--small" role="group" aria-label={ct("actions.reactionGroup", { name: who })}>
      {!conversationClosed && reaction.Body && !reaction.Hidden ? (
        <button type="button" className="button button--secondary" aria-label={ct("actions.quoteOf", { name: who })} onClick={onQuote}>
          {ct("actions.quote")}
        </button>
      ) : null}
      {own && reaction.Body ? (
        <>
          <button type="button" className="button button--secondary" aria-label={ct("actions.editOwnReaction")} onClick={onEdit}>
            {ct("actions.edit")}
          </button>
          <button type="button" className="button button--secondary" aria-label={ct("actions.deleteOwnReaction")} onClick={onDelete}>
            {ct("actions.delete")}
          </button>
        </>
      ) : null}
      {!own && !reaction.Hidden ? (
        <button type="button" className="button button--secondary" aria-label={ct("actions.reportOf", { name: who })} onClick={onReport}>
          {ct("actions.report")}
        </button>
      ) : null}
      {moderator ? (
        <button
          type="button"
          className="button button--secondary"
          aria-label={ct(reaction.Hidden ? "moderation.showReactionOf" : "moderation.hideReactionOf", { name: who })}
          aria-disabled={busy || undefined}
          onClick={onToggleHidden}
        >
          {ct(reaction.Hidden ? "moderation.showReaction" : "moderation.hideReaction")}
        </button>
      ) : null}
    </div>
  );
}

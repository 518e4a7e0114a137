/**
 * The conversation page as everybody reads it: title, state labels, author with moderator label,
 * dates under the Modified-date rule (spec 000 §4), the text, its terms, likes, and one page of
 * reactions. The browser adds the controls (`slots`) once it knows who is reading; the server
 * renders without them (functions/forum-page), so the HTML carries the title and the text for
 * search engines and the browser's first render matches it. No Gatsby imports: the function renders this.
 */
import { BackLink } from "../../components/BackLink";
import type { ReactNode } from "react";
import {
  forumPaths,
  REACTIONS_PAGE_SIZE,
  visibleModified,
  type ConversationView as Conversation,
  type Page,
  type ReactionListItem,
} from "../../domain/community";
import { RichText } from "../../components/RichText";
import { AuthorName, DateTime, StateLabels } from "../../components/community/Labels";
import { pageCountOf, Paginator } from "../../components/Paginator";
import { ReactionItem } from "../../components/community/ReactionItem";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export const CONVERSATION_TITLE_ID = "conversation-title";
export const REACTIONS_TITLE_ID = "reactions-title";

export interface ConversationSlots {
  /** Shown under the text: like, follow, report, edit, moderator tools. */
  conversationActions?: ReactNode;
  /** Replaces title and text while the owner edits them. */
  conversationEditor?: ReactNode;
  /** Shown at the top (results of actions, in a live region kept by the page). */
  notice?: ReactNode;
  reactionActions?: (item: ReactionListItem) => ReactNode;
  reactionEditor?: (item: ReactionListItem) => ReactNode;
  reactionNotice?: (item: ReactionListItem) => ReactNode;
  onReactionsPage?: (page: number) => void;
  /** After the reactions: the reaction form, or the invitation to log in. */
  afterReactions?: ReactNode;
  /** Overrides the like count (after liking). */
  totalLikes?: number;
}

export interface ConversationViewProps extends ConversationSlots {
  conversation: Conversation;
  reactions: Page<ReactionListItem>;
}

export function ConversationView({ conversation, reactions, ...slots }: ConversationViewProps) {
  const modified = visibleModified(conversation.Created, conversation.Modified);
  const page = reactions.PageIndex + 1;
  const pageCount = pageCountOf(reactions.Total, reactions.PageSize || REACTIONS_PAGE_SIZE);
  const likes = slots.totalLikes ?? conversation.TotalLikes;
  return (
    <div className="forum container container--reading">
      <BackLink to={forumPaths.group(conversation.Group.Slug)}>
        {t("conversation.backTo", { title: conversation.Group.Title })}
      </BackLink>
      {slots.notice}
      <article className="conversation" aria-labelledby={CONVERSATION_TITLE_ID}>
        {slots.conversationEditor ?? (
          <>
            <header className="conversation__header">
              <h1 id={CONVERSATION_TITLE_ID}>{conversation.Title}</h1>
              <StateLabels conversation={conversation} />
              <p className="conversation__meta">
                {t("meta.startedBy")} <AuthorName author={conversation.Owner} /> {t("meta.on")}{" "}
                <DateTime value={conversation.Created} />
                {modified ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span className="conversation__modified">
                      {t("meta.modified")} <DateTime value={modified} />
                    </span>
                  </>
                ) : null}
              </p>
            </header>
            {conversation.Hidden ? <p className="notice">{t("conversation.hiddenNote")}</p> : null}
            <RichText doc={conversation.Body} className="rich-text conversation__body" />
          </>
        )}
        {conversation.Terms.length > 0 ? (
          <ul className="tag-list conversation__terms" aria-label={t("conversation.terms")}>
            {conversation.Terms.map((term) => (
              <li key={term.TermId}>{term.Name}</li>
            ))}
          </ul>
        ) : null}
        {/* The likes line and, once the browser knows the reader is a participant, the actions: their
            row's place is held from the start, so the reactions below do not move (issue 24). */}
        <div className="conversation__feedback">
          <p className="conversation__likes">{t("conversation.likes", { count: likes })}</p>
          {slots.conversationActions}
        </div>
      </article>
      <section className="reactions" aria-labelledby={REACTIONS_TITLE_ID}>
        <h2 id={REACTIONS_TITLE_ID} tabIndex={-1}>
          {t("reactions.title")} <span className="count">({reactions.Total})</span>
        </h2>
        {conversation.Closed ? <p className="notice reactions__closed">{t("reactions.closed")}</p> : null}
        {reactions.Items.length === 0 ? (
          <p>{t("reactions.none")}</p>
        ) : (
          <ol className="reaction-list" start={reactions.PageIndex * (reactions.PageSize || REACTIONS_PAGE_SIZE) + 1}>
            {reactions.Items.map((item) => (
              <ReactionItem
                key={item.Reaction.Id}
                item={item}
                actions={slots.reactionActions?.(item)}
                editor={slots.reactionEditor?.(item)}
                notice={slots.reactionNotice?.(item)}
              />
            ))}
          </ol>
        )}
        <Paginator page={page} pageCount={pageCount} label={t("paging.reactions")} onChange={slots.onReactionsPage} />
      </section>
      {slots.afterReactions}
    </div>
  );
}

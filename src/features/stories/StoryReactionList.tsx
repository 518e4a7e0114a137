/**
 * The reactions under a story as they read: the heading with the count, the list (oldest first) and
 * the page links. No session-dependent parts and no dialogs or style sheets, so functions/story-page
 * renders it on the server (the first page, in StorySlotContent) and the browser's first render is
 * the same; StoryReactions adds the actions, the form and the dialogs through the props.
 */
import type { ReactNode } from "react";
import type { BlogPostView, Page, ReactionListItem } from "../../domain/stories";
import { pageCountOf, Paginator } from "../../components/Paginator";
import { ReactionItem } from "../../components/community/ReactionItem";
import stories from "../../i18n/locales/nl/stories.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ stories });

export interface StoryReactionListProps {
  story: Pick<BlogPostView, "ReactionCount">;
  /** The page shown; null while it loads. */
  reactions: Page<ReactionListItem> | null;
  /** Why the page is not there (the load notice). */
  problem?: ReactNode;
  actionsOf?: (item: ReactionListItem) => ReactNode;
  noticeOf?: (item: ReactionListItem) => ReactNode;
  /** The edit form in place of the text of the reaction being edited. */
  editorOf?: (item: ReactionListItem) => ReactNode;
  onPage?: (page: number) => void;
  /** The form and dialogs, after the page links. */
  children?: ReactNode;
}

export function StoryReactionList({
  story,
  reactions,
  problem = null,
  actionsOf,
  noticeOf,
  editorOf,
  onPage,
  children,
}: StoryReactionListProps) {
  const items = reactions?.Items ?? [];
  return (
    <section className="story-reactions" aria-labelledby="story-reactions-title">
      <h2 id="story-reactions-title" tabIndex={-1}>
        {t("reactions.title")}{" "}
        <span className="story-reactions__count">({reactions?.Total ?? story.ReactionCount})</span>
      </h2>
      {problem}
      {reactions && items.length === 0 ? <p>{t("reactions.empty")}</p> : null}
      <ol className="reaction-list">
        {items.map((item) => (
          <ReactionItem
            key={item.Reaction.Id}
            item={item}
            notice={noticeOf?.(item) ?? null}
            actions={actionsOf?.(item) ?? null}
            editor={editorOf?.(item) ?? undefined}
          />
        ))}
      </ol>
      {reactions ? (
        <Paginator
          page={reactions.PageIndex + 1}
          pageCount={pageCountOf(reactions.Total, reactions.PageSize)}
          label={t("reactions.title")}
          onChange={onPage}
        />
      ) : null}
      {children}
    </section>
  );
}

/**
 * The reactions under a story: the list (oldest first, 25 a page), and for participants quoting,
 * reporting ("Dank voor je melding."), deleting their own and the reaction form (the conversations'
 * form, sending to the story and keeping its draft per story); platform moderators hide a reaction
 * or show it again. Visitors get an invitation to log in.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { BlogPostView, Page, ReactionListItem } from "../../domain/stories";
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog";
import { loginPath } from "../../domain/return-url";
import { pageCountOf, Paginator } from "../community/Paginator";
import { quoteOf, type QuotedReaction } from "../community/quote";
import { reactionAnchor, ReactionItem } from "../community/ReactionItem";
import { ReportDialog } from "../community/ReportDialog";
import { ApiError } from "../http";
import { deleteStoryReaction, getStoryReactions, moderateStoryReaction, reactToStory, reportStoryReaction } from "./api";
import { st } from "./text";

const ReactionForm = lazy(() => import("../community/forms/ReactionForm"));

export interface StoryReactionsProps {
  story: BlogPostView;
  /** The participant reading, null for a visitor, undefined while unknown. */
  userId: string | null | undefined;
  /** A platform moderator: may hide and show reactions. */
  moderator?: boolean;
  here: string;
  announce: (text: string) => void;
}

export function StoryReactions({ story, userId, moderator = false, here, announce }: StoryReactionsProps) {
  const [reactions, setReactions] = useState<Page<ReactionListItem> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [quoteRequest, setQuoteRequest] = useState<{ quote: QuotedReaction; request: number } | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; busy: boolean; error: string | null } | null>(null);
  const [notices, setNotices] = useState<Record<number, string>>({});
  const focusAfter = useRef<string | null>(null);

  async function show(pageIndex: number) {
    try {
      setReactions(await getStoryReactions(story.Id, pageIndex));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : st("errors.generic"));
    }
  }

  useEffect(() => {
    void show(0);
    // One story per component (keyed by the page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [story.Id]);

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    document.getElementById(target)?.focus();
  });

  function note(id: number, text: string) {
    setNotices((current) => ({ ...current, [id]: text }));
    announce(text);
  }

  async function toggleHidden(item: ReactionListItem) {
    try {
      const changed = await moderateStoryReaction(item.Reaction.Id, !item.Reaction.Hidden);
      setReactions((current) => (current ? { ...current, Items: current.Items.map((entry) => (entry.Reaction.Id === changed.Reaction.Id ? changed : entry)) } : current));
      note(changed.Reaction.Id, st(changed.Reaction.Hidden ? "reactions.hiddenNow" : "reactions.shownNow"));
    } catch (error) {
      note(item.Reaction.Id, error instanceof ApiError ? error.message : st("errors.generic"));
    }
  }

  const participant = typeof userId === "string";
  const items = reactions?.Items ?? [];

  return (
    <section className="story-reactions" aria-labelledby="story-reactions-title">
      <h2 id="story-reactions-title" tabIndex={-1}>
        {st("reactions.title")} <span className="story-reactions__count">({st("reactions.count", { count: reactions?.Total ?? story.ReactionCount })})</span>
      </h2>
      {failure ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      {reactions && items.length === 0 ? <p>{st("reactions.empty")}</p> : null}
      <ol className="reaction-list">
        {items.map((item) => {
          const who = item.User.Username;
          const usable = item.Reaction.Body && !item.Reaction.Hidden;
          return (
            <ReactionItem
              key={item.Reaction.Id}
              item={item}
              notice={notices[item.Reaction.Id] ? <p className="notice notice--success action-notice">{notices[item.Reaction.Id]}</p> : null}
              actions={
                participant ? (
                  <div className="action-bar action-bar--small" role="group" aria-label={st("reactions.actionsOf", { name: who })}>
                    {usable ? (
                      <button type="button" className="button button--secondary" aria-label={st("reactions.quoteOf", { name: who })} onClick={() => setQuoteRequest((current) => ({ quote: quoteOf(item), request: (current?.request ?? 0) + 1 }))}>
                        {st("reactions.quote")}
                      </button>
                    ) : null}
                    {item.IsOwn ? (
                      <button type="button" className="button button--secondary" aria-label={st("reactions.deleteOwn")} onClick={() => setDeleting({ id: item.Reaction.Id, busy: false, error: null })}>
                        {st("reactions.delete")}
                      </button>
                    ) : usable ? (
                      <button type="button" className="button button--secondary" aria-label={st("reactions.reportOf", { name: who })} onClick={() => setReporting(item.Reaction.Id)}>
                        {st("reactions.report")}
                      </button>
                    ) : null}
                    {moderator && !item.IsOwn ? (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={st(item.Reaction.Hidden ? "reactions.showOf" : "reactions.hideOf", { name: who })}
                        onClick={() => void toggleHidden(item)}
                      >
                        {st(item.Reaction.Hidden ? "reactions.show" : "reactions.hide")}
                      </button>
                    ) : null}
                  </div>
                ) : null
              }
            />
          );
        })}
      </ol>
      {reactions ? (
        <Paginator
          page={reactions.PageIndex + 1}
          pageCount={pageCountOf(reactions.Total, reactions.PageSize)}
          label={st("reactions.title")}
          onChange={(target) => {
            focusAfter.current = "story-reactions-title";
            void show(target - 1);
          }}
        />
      ) : null}

      {userId === null ? (
        <p className="forum-invite">
          <a className="button button--primary" href={loginPath(here)}>
            {st("reactions.loginToReact")}
          </a>
        </p>
      ) : participant ? (
        <Suspense fallback={<p role="status">{st("write.loading")}</p>}>
          <ReactionForm
            conversationId={story.Id}
            userId={userId}
            following
            quoteRequest={quoteRequest}
            target={{ send: (body) => reactToStory(story.Id, body), scope: { kind: "storyReaction", postId: story.Id } }}
            onPosted={(item) => {
              if (reactions && reactions.Items.length < reactions.PageSize) {
                setReactions({ ...reactions, Items: [...reactions.Items, item], Total: reactions.Total + 1 });
                focusAfter.current = reactionAnchor(item.Reaction.Id);
              } else if (reactions) {
                void show(Math.floor(reactions.Total / reactions.PageSize));
              }
              note(item.Reaction.Id, st("reactions.placed"));
            }}
          />
        </Suspense>
      ) : null}

      {reporting !== null ? (
        <ReportDialog
          conversationId={story.Id}
          reactionId={reporting}
          send={(reason) => reportStoryReaction(reporting, reason)}
          onClose={() => setReporting(null)}
          onReported={(message) => {
            note(reporting, message);
            setReporting(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={st("reactions.delete")}
          text={st("reactions.deleteConfirm")}
          confirmLabel={st("reactions.delete")}
          cancelLabel={st("story.deleteNo")}
          busy={deleting.busy}
          error={deleting.error}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting({ ...deleting, busy: true, error: null });
            deleteStoryReaction(story.Id, deleting.id).then(
              () => {
                setReactions((current) => (current ? { ...current, Items: current.Items.filter((entry) => entry.Reaction.Id !== deleting.id), Total: current.Total - 1 } : current));
                setDeleting(null);
                announce(st("reactions.deleted"));
                focusAfter.current = "story-reactions-title";
              },
              (error: unknown) => setDeleting({ ...deleting, busy: false, error: error instanceof ApiError ? error.message : st("errors.generic") }),
            );
          }}
        />
      ) : null}
    </section>
  );
}

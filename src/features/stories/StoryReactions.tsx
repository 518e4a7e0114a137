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
import { quoteOf, type QuotedReaction } from "../community/quote";
import { reactionAnchor } from "../community/ReactionItem";
import { ReportDialog } from "../community/ReportDialog";
import { ApiError } from "../http";
import { deleteStoryReaction, getStoryReactions, moderateStoryReaction, reactToStory, reportStoryReaction } from "./api";
import { StoryReactionList } from "./StoryReactionList";
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
  /** The first page as the server rendered it (functions/story-page): shown without asking again. */
  initial?: Page<ReactionListItem> | null;
}

export function StoryReactions({ story, userId, moderator = false, here, announce, initial = null }: StoryReactionsProps) {
  const [reactions, setReactions] = useState<Page<ReactionListItem> | null>(initial);
  const seeded = useRef(initial ? story.Id : null);
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
    if (seeded.current === story.Id) {
      seeded.current = null;
      return;
    }
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

  return (
    <StoryReactionList
      story={story}
      reactions={reactions}
      failure={failure}
      noticeOf={(item) => (notices[item.Reaction.Id] ? <p className="notice notice--success action-notice">{notices[item.Reaction.Id]}</p> : null)}
      actionsOf={(item) => {
        if (!participant) return null;
        const who = item.User.Username;
        const usable = item.Reaction.Body && !item.Reaction.Hidden;
        return (
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
        );
      }}
      onPage={(target) => {
        focusAfter.current = "story-reactions-title";
        void show(target - 1);
      }}
    >
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
    </StoryReactionList>
  );
}

/**
 * The reactions under a story: the list (oldest first, 25 a page), and for participants quoting,
 * reporting ("Dank voor je melding."), editing (the conversations' edit form, saving to the story)
 * and deleting their own, and the reaction form (the conversations' form, sending to the story and
 * keeping its draft per story); platform moderators hide a reaction or show it again. Visitors get
 * an invitation to log in.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { BlogPostView, Page, ReactionListItem } from "../../domain/stories";
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog";
import { loginPath } from "../../domain/return-url";
import { quoteOf, type QuotedReaction } from "../../components/community/quote";
import { reactionAnchor } from "../../components/community/ReactionItem";
import { useReactionTarget } from "../../components/community/useReactionTarget";
import { pageNumberFrom } from "../../domain/community";
import { ReportDialog } from "../../components/community/ReportDialog";
import { ApiError } from "../../platform/http";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import {
  deleteStoryReaction,
  editStoryReaction,
  getStoryReactions,
  moderateStoryReaction,
  reactToStory,
  reportStoryReaction,
} from "./api";
import { StoryReactionList } from "./StoryReactionList";
import stories from "../../i18n/locales/nl/stories.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ stories });

const ReactionForm = lazy(() => import("../../components/community/ReactionForm"));
const EditReactionForm = lazy(() => import("../../components/community/EditReactionForm"));

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

export function StoryReactions({
  story,
  userId,
  moderator = false,
  here,
  announce,
  initial = null,
}: StoryReactionsProps) {
  const [pageIndex, setPageIndex] = useState(initial?.PageIndex ?? 0);
  const load = useLoad(() => getStoryReactions(story.Id, pageIndex), {
    key: `${story.Id}/${pageIndex}`,
    initial: initial ?? undefined,
  });
  // Another page keeps the one shown until it is in.
  const lastShown = useRef<Page<ReactionListItem> | null>(initial);
  if (load.state.status === "loaded") lastShown.current = load.state.data;
  const reactions = lastShown.current;
  const setReactions = (change: (current: Page<ReactionListItem>) => Page<ReactionListItem>) => load.update(change);
  const problem =
    load.state.status === "connection-error" || load.state.status === "failed" ? (
      <LoadNotice
        state={load.state}
        retry={load.retry}
        failedText={load.state.status === "failed" ? load.state.error?.message || t("errors.generic") : undefined}
      />
    ) : load.state.status === "unauthorized" ? (
      <p className="alert alert--error" role="alert">
        {load.state.error.message || t("errors.generic")}
      </p>
    ) : null;
  const [quoteRequest, setQuoteRequest] = useState<{ quote: QuotedReaction; request: number } | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; busy: boolean; error: string | null } | null>(null);
  const [notices, setNotices] = useState<Record<number, string>>({});
  const focusAfter = useRef<string | null>(null);

  /** Shows a page of reactions (the same one again after a change). */
  function show(index: number) {
    if (index === pageIndex) load.retry();
    else setPageIndex(index);
  }

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    document.getElementById(target)?.focus();
  });
  // A link to a reaction on another page (a notification's "?pagina=2#reactie-92") opens that page
  // after hydration, and the reaction is shown and focused once it is there.
  useEffect(() => {
    const wanted = pageNumberFrom(window.location.search) - 1;
    if (wanted > 0) setPageIndex(wanted);
  }, []);
  useReactionTarget(load.state.status === "loaded" && reactions?.PageIndex === pageIndex);

  function note(id: number, text: string) {
    setNotices((current) => ({ ...current, [id]: text }));
    announce(text);
  }

  async function toggleHidden(item: ReactionListItem) {
    try {
      const changed = await moderateStoryReaction(item.Reaction.Id, !item.Reaction.Hidden);
      setReactions((current) => ({
        ...current,
        Items: current.Items.map((entry) => (entry.Reaction.Id === changed.Reaction.Id ? changed : entry)),
      }));
      note(changed.Reaction.Id, t(changed.Reaction.Hidden ? "reactions.hiddenNow" : "reactions.shownNow"));
    } catch (error) {
      note(item.Reaction.Id, error instanceof ApiError ? error.message : t("errors.generic"));
    }
  }

  const participant = typeof userId === "string";

  return (
    <StoryReactionList
      story={story}
      reactions={reactions}
      problem={problem}
      noticeOf={(item) =>
        notices[item.Reaction.Id] ? (
          <p className="notice notice--success action-notice">{notices[item.Reaction.Id]}</p>
        ) : null
      }
      actionsOf={(item) => {
        if (!participant) return null;
        const who = item.User.Username;
        const usable = item.Reaction.Body && !item.Reaction.Hidden;
        return (
          <div
            className="action-bar action-bar--small"
            role="group"
            aria-label={t("reactions.actionsOf", { name: who })}
          >
            {usable ? (
              <button
                type="button"
                className="button button--secondary"
                aria-label={t("reactions.quoteOf", { name: who })}
                onClick={() =>
                  setQuoteRequest((current) => ({ quote: quoteOf(item), request: (current?.request ?? 0) + 1 }))
                }
              >
                {t("reactions.quote")}
              </button>
            ) : null}
            {item.IsOwn && usable && editing !== item.Reaction.Id ? (
              <button
                type="button"
                className="button button--secondary"
                aria-label={t("reactions.editOwn")}
                onClick={() => setEditing(item.Reaction.Id)}
              >
                {t("reactions.edit")}
              </button>
            ) : null}
            {item.IsOwn ? (
              <button
                type="button"
                className="button button--secondary"
                aria-label={t("reactions.deleteOwn")}
                onClick={() => setDeleting({ id: item.Reaction.Id, busy: false, error: null })}
              >
                {t("reactions.delete")}
              </button>
            ) : usable ? (
              <button
                type="button"
                className="button button--secondary"
                aria-label={t("reactions.reportOf", { name: who })}
                onClick={() => setReporting(item.Reaction.Id)}
              >
                {t("reactions.report")}
              </button>
            ) : null}
            {moderator && !item.IsOwn ? (
              <button
                type="button"
                className="button button--secondary"
                aria-label={t(item.Reaction.Hidden ? "reactions.showOf" : "reactions.hideOf", { name: who })}
                onClick={() => void toggleHidden(item)}
              >
                {t(item.Reaction.Hidden ? "reactions.show" : "reactions.hide")}
              </button>
            ) : null}
          </div>
        );
      }}
      editorOf={(item) =>
        editing === item.Reaction.Id ? (
          <Suspense fallback={<p role="status">{t("write.loading")}</p>}>
            <EditReactionForm
              item={item}
              save={(body) => editStoryReaction(story.Id, item.Reaction.Id, body)}
              onCancel={() => {
                setEditing(null);
                focusAfter.current = reactionAnchor(item.Reaction.Id);
              }}
              onSaved={(saved) => {
                setReactions((current) => ({
                  ...current,
                  Items: current.Items.map((entry) => (entry.Reaction.Id === saved.Reaction.Id ? saved : entry)),
                }));
                setEditing(null);
                focusAfter.current = reactionAnchor(saved.Reaction.Id);
                note(saved.Reaction.Id, t("reactions.saved"));
              }}
            />
          </Suspense>
        ) : null
      }
      onPage={(target) => {
        focusAfter.current = "story-reactions-title";
        show(target - 1);
      }}
    >
      {userId === null ? (
        <p className="forum-invite">
          <a className="button button--primary" href={loginPath(here)}>
            {t("reactions.loginToReact")}
          </a>
        </p>
      ) : participant ? (
        <Suspense fallback={<p role="status">{t("write.loading")}</p>}>
          <ReactionForm
            conversationId={story.Id}
            userId={userId}
            following
            quoteRequest={quoteRequest}
            target={{
              send: (body) => reactToStory(story.Id, body),
              scope: { kind: "storyReaction", postId: story.Id },
            }}
            onPosted={(item) => {
              if (reactions && reactions.Items.length < reactions.PageSize) {
                setReactions((current) => ({ ...current, Items: [...current.Items, item], Total: current.Total + 1 }));
                focusAfter.current = reactionAnchor(item.Reaction.Id);
              } else if (reactions) {
                show(Math.floor(reactions.Total / reactions.PageSize));
              }
              note(item.Reaction.Id, t("reactions.placed"));
            }}
          />
        </Suspense>
      ) : null}

      {reporting !== null ? (
        <ReportDialog
          conversationId={story.Id}
          reactionId={reporting}
          send={(body) => reportStoryReaction(reporting, body.Reason ?? "")}
          onClose={() => setReporting(null)}
          onReported={(message) => {
            note(reporting, message);
            setReporting(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t("reactions.delete")}
          text={t("reactions.deleteConfirm")}
          confirmLabel={t("reactions.delete")}
          cancelLabel={t("story.deleteNo")}
          busy={deleting.busy}
          error={deleting.error}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting({ ...deleting, busy: true, error: null });
            deleteStoryReaction(story.Id, deleting.id).then(
              () => {
                setReactions((current) => ({
                  ...current,
                  Items: current.Items.filter((entry) => entry.Reaction.Id !== deleting.id),
                  Total: current.Total - 1,
                }));
                setDeleting(null);
                announce(t("reactions.deleted"));
                focusAfter.current = "story-reactions-title";
              },
              (error: unknown) =>
                setDeleting({
                  ...deleting,
                  busy: false,
                  error: error instanceof ApiError ? error.message : t("errors.generic"),
                }),
            );
          }}
        />
      ) : null}
    </StoryReactionList>
  );
}

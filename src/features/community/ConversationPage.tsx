/**
 * The conversation detail page in the browser. Its first render is exactly what the server rendered
 * (the state embedded in the page, see conversation-state.ts); after a client-side navigation it
 * loads the conversation itself. Once it knows who is reading, it adds the controls:
 *   visitors     an invitation to log in or register (they read public conversations only);
 *   participants like, follow, report ("Dank voor je melding."), react (quoting a reaction), edit
 *                and delete their own reactions, edit their own conversation;
 *   moderators   hide or show a reaction, make sticky, close, hide or move the conversation.
 * Every result is announced in a polite live region; the editor loads only for participants.
 * Its parts: useConversationState.ts (the data), useViewer.ts (what the reader may do, one answer),
 * ConversationActions.tsx and ModeratorTools.tsx (the conversation's controls), ReactionActions.tsx
 * (each reaction's controls), ReplySection.tsx (the invitation or the reaction form),
 * useReactionDialogs.tsx (reporting and deleting).
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { pageNumberFrom, REACTIONS_PAGE_SIZE, type ReactionListItem } from "../../domain/community";
import { ApiError } from "../../platform/http";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import {
  editReaction,
  getReactions,
  moderateConversation,
  moderateReaction,
  setConversationFollow,
  setConversationLike,
} from "./api";
import { ConversationActions } from "./ConversationActions";
import type { ConversationPageState } from "./conversation-state";
import { CONVERSATION_TITLE_ID, REACTIONS_TITLE_ID } from "./ConversationView";
import { ForumSlotContent } from "./ForumSlotContent";
import { quoteOf, type QuotedReaction } from "../../components/community/quote";
import { ReactionActions } from "./ReactionActions";
import { reactionAnchor } from "../../components/community/ReactionItem";
import { useReactionTarget } from "../../components/community/useReactionTarget";
import { LiveRegion, useAnnouncer } from "../../components/useAnnouncer";
import { ReplySection } from "./ReplySection";
import { useConversationState } from "./useConversationState";
import { useReactionDialogs } from "./useReactionDialogs";
import { useViewer } from "./useViewer";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

const EditReactionForm = lazy(() => import("../../components/community/EditReactionForm"));
const EditConversationForm = lazy(() => import("./forms/EditConversationForm"));

export interface ConversationPageProps {
  groupSlug: string;
  conversationSlug: string;
  pathname: string;
  search: string;
  /** The state the server embedded for this path, if any. */
  initial: ConversationPageState | null;
}

export function ConversationPage({ groupSlug, conversationSlug, pathname, search, initial }: ConversationPageProps) {
  const { load, retry, state, setConversation, setReactions } = useConversationState(
    groupSlug,
    conversationSlug,
    search,
    initial,
  );
  const { message, announce } = useAnnouncer();
  const [totalLikes, setTotalLikes] = useState<number | undefined>();
  const [notices, setNotices] = useState<Record<string, string>>({});
  const [editingConversation, setEditingConversation] = useState(false);
  const [editingReaction, setEditingReaction] = useState<number | null>(null);
  const [quoteRequest, setQuoteRequest] = useState<{ quote: QuotedReaction; request: number } | null>(null);
  const [busyAction, setBusyAction] = useState<string | null>(null);
  const focusAfter = useRef<string | null>(null);
  // The first render must equal the server's HTML: no controls until the page has hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const conversation = state?.status === "ok" ? state.conversation : null;
  const reactions = state?.status === "ok" ? state.reactions : null;
  const [viewer, updateViewer] = useViewer(conversation?.Id);
  const { report, remove, dialogs } = useReactionDialogs({
    conversationId: conversation?.Id ?? 0,
    onReported: (reactionId, text) => note(reactionId ? `r${reactionId}` : "conversation", text),
    onDeleted: (item) => {
      setReactions((current) => ({
        ...current,
        Items: current.Items.filter((entry) => entry.Reaction.Id !== item.Reaction.Id),
        Total: Math.max(0, current.Total - 1),
      }));
      focusAfter.current = REACTIONS_TITLE_ID;
      announce(t("results.reactionDeleted"));
    },
  });

  // Focus after a change (a new or edited reaction, a new page).
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const element = document.getElementById(target);
    element?.focus();
    element?.scrollIntoView?.({ block: "start" });
  });
  // A link to a reaction (a notification's) shows it once its page of reactions is there.
  useReactionTarget(hydrated && Boolean(reactions));

  // Back/forward between pages of reactions.
  const page = pageNumberFrom(search);
  useEffect(() => {
    if (!conversation || !reactions || reactions.PageIndex + 1 === page) return;
    void showReactionsPage(page, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new page number in the address (back/forward) asks for another page
  }, [page]);

  async function showReactionsPage(target: number, push: boolean, focusId: string = REACTIONS_TITLE_ID) {
    if (!conversation) return;
    try {
      const next = await getReactions(conversation.Id, target - 1);
      focusAfter.current = focusId;
      setReactions(() => next);
      if (push)
        window.history.pushState(
          window.history.state,
          "",
          `${window.location.pathname}${target > 1 ? `?pagina=${target}` : ""}`,
        );
    } catch (error) {
      announce(error instanceof ApiError ? error.message : t("errors.generic"));
    }
  }

  function note(key: string, text: string) {
    setNotices((current) => ({ ...current, [key]: text }));
    announce(text);
  }

  async function run(action: string, work: () => Promise<void>) {
    if (busyAction) return;
    setBusyAction(action);
    try {
      await work();
    } catch (error) {
      announce(error instanceof ApiError ? error.message : t("errors.generic"));
      setNotices((current) => ({
        ...current,
        conversation: error instanceof ApiError ? error.message : t("errors.generic"),
      }));
    } finally {
      setBusyAction(null);
    }
  }

  if (!state) {
    // Before the first effect the slot stays empty, as in the built page (no hydration mismatch).
    if (!hydrated) return null;
    if (load.status === "connection-error" || load.status === "failed") {
      return (
        <div className="forum container container--reading">
          <h1>{t("conversation.loadFailedTitle")}</h1>
          <LoadNotice
            state={load}
            retry={retry}
            failedText={load.status === "failed" ? load.error?.message || undefined : undefined}
          />
        </div>
      );
    }
    return load.status === "loading" ? (
      <div className="forum container container--reading">
        <p role="status">{t("conversation.loading")}</p>
      </div>
    ) : null;
  }

  if (state.status !== "ok" || !conversation || !reactions || !hydrated) return <ForumSlotContent state={state} />;

  const likes = totalLikes ?? conversation.TotalLikes;

  const conversationActions: ReactNode =
    viewer.kind === "participant" ? (
      <ConversationActions
        conversation={conversation}
        viewer={viewer}
        busy={busyAction}
        notice={notices.conversation}
        onLike={() =>
          void run("like", async () => {
            const liked = await setConversationLike(conversation.Id, !viewer.liked);
            updateViewer({ liked });
            if (liked !== viewer.liked) setTotalLikes(Math.max(0, likes + (liked ? 1 : -1)));
            announce(t(liked ? "actions.liked" : "actions.unliked"));
          })
        }
        onFollow={() =>
          void run("follow", async () => {
            const following = await setConversationFollow(conversation.Id, !viewer.following);
            updateViewer({ following });
            announce(t(following ? "actions.followed" : "actions.unfollowed"));
          })
        }
        onEdit={() => setEditingConversation(true)}
        onReport={() => report()}
        onModerate={(action, body, done) =>
          void run(action, async () => {
            const next = await moderateConversation(conversation.Id, body);
            if (next) setConversation(next);
            announce(done(next ?? conversation));
          })
        }
      />
    ) : null;

  const reactionActions = (item: ReactionListItem): ReactNode => {
    if (viewer.kind !== "participant" || editingReaction === item.Reaction.Id) return null;
    const id = item.Reaction.Id;
    return (
      <ReactionActions
        item={item}
        conversationClosed={conversation.Closed}
        moderator={viewer.moderator}
        busy={busyAction === `hide${id}`}
        onQuote={() => setQuoteRequest((current) => ({ quote: quoteOf(item), request: (current?.request ?? 0) + 1 }))}
        onEdit={() => {
          setNotices((current) => ({ ...current, [`r${id}`]: "" }));
          setEditingReaction(id);
        }}
        onDelete={() => remove(item)}
        onReport={() => report(id)}
        onToggleHidden={() =>
          void run(`hide${id}`, async () => {
            const next = await moderateReaction(id, !item.Reaction.Hidden);
            setReactions((current) => ({
              ...current,
              Items: current.Items.map((entry) => (entry.Reaction.Id === id ? next : entry)),
            }));
            note(`r${id}`, t(next.Reaction.Hidden ? "moderation.reactionHidden" : "moderation.reactionShown"));
          })
        }
      />
    );
  };

  const reactionEditor = (item: ReactionListItem): ReactNode =>
    editingReaction === item.Reaction.Id ? (
      <Suspense fallback={<p role="status">{t("editor.loading")}</p>}>
        <EditReactionForm
          item={item}
          save={(Body) => editReaction({ Id: item.Reaction.Id, ConversationId: conversation.Id, Body })}
          onCancel={() => {
            setEditingReaction(null);
            focusAfter.current = reactionAnchor(item.Reaction.Id);
          }}
          onSaved={(saved) => {
            setReactions((current) => ({
              ...current,
              Items: current.Items.map((entry) => (entry.Reaction.Id === saved.Reaction.Id ? saved : entry)),
            }));
            setEditingReaction(null);
            focusAfter.current = reactionAnchor(saved.Reaction.Id);
            note(`r${saved.Reaction.Id}`, t("results.reactionSaved"));
          }}
        />
      </Suspense>
    ) : null;

  const reactionNotice = (item: ReactionListItem): ReactNode => {
    const text = notices[`r${item.Reaction.Id}`];
    return text ? <p className="notice notice--success action-notice">{text}</p> : null;
  };

  const here = `${pathname}${search}`;
  const afterReactions: ReactNode = (
    <ReplySection
      conversation={conversation}
      viewer={viewer}
      here={here}
      quoteRequest={quoteRequest}
      onPosted={(item, followed) => {
        if (followed) updateViewer({ following: true });
        const total = reactions.Total + 1;
        const lastPage = Math.ceil(total / (reactions.PageSize || REACTIONS_PAGE_SIZE));
        if (lastPage === reactions.PageIndex + 1) {
          setReactions((current) => ({ ...current, Items: [...current.Items, item], Total: current.Total + 1 }));
          focusAfter.current = reactionAnchor(item.Reaction.Id);
        } else {
          void showReactionsPage(lastPage, true, reactionAnchor(item.Reaction.Id));
        }
        note(`r${item.Reaction.Id}`, t("results.reactionPlaced"));
      }}
    />
  );

  return (
    <>
      <ForumSlotContent
        state={state}
        slots={{
          totalLikes: likes,
          conversationActions,
          conversationEditor:
            editingConversation && viewer.kind === "participant" && viewer.owner ? (
              <Suspense fallback={<p role="status">{t("editor.loading")}</p>}>
                <EditConversationForm
                  conversation={conversation}
                  onCancel={() => {
                    setEditingConversation(false);
                    focusAfter.current = CONVERSATION_TITLE_ID;
                  }}
                  onSaved={(saved) => {
                    setConversation(saved);
                    setEditingConversation(false);
                    focusAfter.current = CONVERSATION_TITLE_ID;
                    note("conversation", t("results.conversationSaved"));
                  }}
                />
              </Suspense>
            ) : undefined,
          notice: <LiveRegion message={message} />,
          reactionActions,
          reactionEditor,
          reactionNotice,
          onReactionsPage: (target) => void showReactionsPage(target, true),
          afterReactions,
        }}
      />
      {dialogs}
    </>
  );
}

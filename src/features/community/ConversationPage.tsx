/**
 * The conversation detail page in the browser. Its first render is exactly what the server rendered
 * (the state embedded in the page, see conversation-state.ts); after a client-side navigation it
 * loads the conversation itself. Once it knows who is reading, it adds the controls:
 *   visitors     an invitation to log in or register (they read public conversations only);
 *   participants like, follow, report ("Dank voor je melding."), react (quoting a reaction), edit
 *                and delete their own reactions, edit their own conversation;
 *   moderators   hide or show a reaction, make sticky, close, hide or move the conversation.
 * Every result is announced in a polite live region; the editor loads only for participants.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { forumPaths, REACTIONS_PAGE_SIZE, type ConversationView as Conversation, type GroupListItem, type Page, type ReactionListItem } from "../../domain/community";
import { pageTitle } from "../../domain/site";
import { loginPath } from "../auth/return-url";
import { ApiError } from "../http";
import { useCurrentUser } from "../session/useCurrentUser";
import {
  deleteReaction,
  getConversationBySlug,
  getConversationFollows,
  getConversationLiked,
  getGroups,
  getReactions,
  getUserIsModerator,
  getUserIsOwner,
  moderateConversation,
  moderateReaction,
  setConversationFollow,
  setConversationLike,
} from "./api";
import { pageNumberFrom, samePath, type ConversationPageState } from "./conversation-state";
import { CONVERSATION_TITLE_ID, REACTIONS_TITLE_ID } from "./ConversationView";
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog";
import { ForumSlotContent } from "./ForumSlotContent";
import { quoteOf, type QuotedReaction } from "./quote";
import { reactionAnchor } from "./ReactionItem";
import { ReportDialog } from "./ReportDialog";
import { ct } from "./text";
import { LiveRegion, useAnnouncer } from "./useAnnouncer";

const ReactionForm = lazy(() => import("./forms/ReactionForm"));
const EditReactionForm = lazy(() => import("./forms/EditReactionForm"));
const EditConversationForm = lazy(() => import("./forms/EditConversationForm"));

type Load = { status: "idle" } | { status: "loading" } | { status: "failed"; message: string } | ConversationPageState;

interface Viewer {
  userId: string;
  following: boolean;
  liked: boolean;
  owner: boolean;
  moderator: boolean;
}

export interface ConversationPageProps {
  groupSlug: string;
  conversationSlug: string;
  pathname: string;
  search: string;
  /** The state the server embedded for this path, if any. */
  initial: ConversationPageState | null;
}

/** Loads what the server would have rendered, for a page reached by client-side navigation. */
export async function loadConversationState(groupSlug: string, conversationSlug: string, page: number): Promise<ConversationPageState> {
  const requested = forumPaths.conversation(groupSlug, conversationSlug);
  try {
    const conversation = await getConversationBySlug(conversationSlug);
    const reactions = await getReactions(conversation.Id, page - 1);
    return { status: "ok", path: forumPaths.conversation(conversation.Group.Slug, conversation.Slug), conversation, reactions };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { status: "forbidden", path: requested };
    if (error instanceof ApiError && error.status === 404) return { status: "notFound", path: requested };
    throw error;
  }
}

export function ConversationPage({ groupSlug, conversationSlug, pathname, search, initial }: ConversationPageProps) {
  const [load, setLoad] = useState<Load>(initial ?? { status: "idle" });
  const session = useCurrentUser();
  const { message, announce } = useAnnouncer();
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [totalLikes, setTotalLikes] = useState<number | undefined>();
  const [notices, setNotices] = useState<Record<string, string>>({});
  const [editingConversation, setEditingConversation] = useState(false);
  const [editingReaction, setEditingReaction] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ item: ReactionListItem; busy: boolean; error: string | null } | null>(null);
  const [reporting, setReporting] = useState<{ reactionId?: number } | null>(null);
  const [quoteRequest, setQuoteRequest] = useState<{ quote: QuotedReaction; request: number } | null>(null);
  const [busyAction, setBusyAction] = useState<string | null>(null);
  const focusAfter = useRef<string | null>(null);
  // The first render must equal the server's HTML: no controls until the page has hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const state = load.status === "ok" || load.status === "forbidden" || load.status === "notFound" ? load : null;
  const conversation = state?.status === "ok" ? state.conversation : null;
  const reactions = state?.status === "ok" ? state.reactions : null;

  // A page reached by client-side navigation has no embedded state: load it.
  useEffect(() => {
    if (initial) return;
    let live = true;
    setLoad({ status: "loading" });
    loadConversationState(groupSlug, conversationSlug, pageNumberFrom(search)).then(
      (next) => {
        if (!live) return;
        setLoad(next);
        if (next.status === "ok") document.title = pageTitle(next.conversation.Title);
      },
      (error: unknown) => live && setLoad({ status: "failed", message: error instanceof ApiError ? error.message : ct("errors.generic") }),
    );
    return () => {
      live = false;
    };
    // Loaded once per page (the page is keyed by its path).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A conversation that moved to another group: show its own address.
  useEffect(() => {
    if (state?.status === "ok" && !samePath(state.path, window.location.pathname)) {
      window.history.replaceState(window.history.state, "", `${state.path}${window.location.search}${window.location.hash}`);
    }
  }, [state]);

  // What the reader may do here.
  const conversationId = conversation?.Id;
  useEffect(() => {
    if (session.status !== "user" || !conversationId) return;
    let live = true;
    Promise.all([
      getConversationFollows(conversationId),
      getConversationLiked(conversationId),
      getUserIsOwner(conversationId),
      getUserIsModerator(conversationId),
    ]).then(
      ([following, liked, owner, moderator]) => live && setViewer({ userId: session.user.Id, following, liked, owner, moderator }),
      () => live && setViewer({ userId: session.user.Id, following: false, liked: false, owner: false, moderator: false }),
    );
    return () => {
      live = false;
    };
  }, [session, conversationId]);

  // Focus after a change (a new or edited reaction, a new page).
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const element = document.getElementById(target);
    element?.focus();
    element?.scrollIntoView?.({ block: "start" });
  });

  // Back/forward between pages of reactions.
  const page = pageNumberFrom(search);
  useEffect(() => {
    if (!conversation || !reactions || reactions.PageIndex + 1 === page) return;
    void showReactionsPage(page, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  const setConversation = useCallback((next: Conversation) => {
    setLoad((current) => (current.status === "ok" ? { ...current, conversation: next, path: forumPaths.conversation(next.Group.Slug, next.Slug) } : current));
  }, []);

  const setReactions = useCallback((update: (page: Page<ReactionListItem>) => Page<ReactionListItem>) => {
    setLoad((current) => (current.status === "ok" ? { ...current, reactions: update(current.reactions) } : current));
  }, []);

  async function showReactionsPage(target: number, push: boolean, focusId: string = REACTIONS_TITLE_ID) {
    if (!conversation) return;
    try {
      const next = await getReactions(conversation.Id, target - 1);
      focusAfter.current = focusId;
      setReactions(() => next);
      if (push) window.history.pushState(window.history.state, "", `${window.location.pathname}${target > 1 ? `?pagina=${target}` : ""}`);
    } catch (error) {
      announce(error instanceof ApiError ? error.message : ct("errors.generic"));
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
      announce(error instanceof ApiError ? error.message : ct("errors.generic"));
      setNotices((current) => ({ ...current, conversation: error instanceof ApiError ? error.message : ct("errors.generic") }));
    } finally {
      setBusyAction(null);
    }
  }

  if (!state) {
    if (load.status === "failed") {
      return (
        <div className="forum container container--reading">
          <h1>{ct("conversation.loadFailedTitle")}</h1>
          <p className="alert alert--error" role="alert">
            {load.message}
          </p>
        </div>
      );
    }
    // Before the first effect the slot stays empty, as in the built page (no hydration mismatch).
    return load.status === "loading" ? (
      <div className="forum container container--reading">
        <p role="status">{ct("conversation.loading")}</p>
      </div>
    ) : null;
  }

  if (state.status !== "ok" || !conversation || !reactions || !hydrated) return <ForumSlotContent state={state} />;

  const isParticipant = session.status === "user" && viewer !== null;
  const likes = totalLikes ?? conversation.TotalLikes;

  const conversationActions: ReactNode =
    session.status === "user" && viewer ? (
      <>
        <div className="action-bar" role="group" aria-label={ct("actions.conversationGroup")}>
          <button
            type="button"
            className="button button--secondary action-toggle"
            aria-pressed={viewer.liked}
            aria-disabled={busyAction === "like" || undefined}
            onClick={() =>
              void run("like", async () => {
                const liked = await setConversationLike(conversation.Id, !viewer.liked);
                setViewer({ ...viewer, liked });
                if (liked !== viewer.liked) setTotalLikes(Math.max(0, likes + (liked ? 1 : -1)));
                announce(ct(liked ? "actions.liked" : "actions.unliked"));
              })
            }
          >
            <span className="action-toggle__mark" aria-hidden="true">
              {viewer.liked ? "♥" : "♡"}
            </span>
            {ct("actions.like")}
          </button>
          <button
            type="button"
            className="button button--secondary action-toggle"
            aria-pressed={viewer.following}
            aria-disabled={busyAction === "follow" || undefined}
            onClick={() =>
              void run("follow", async () => {
                const following = await setConversationFollow(conversation.Id, !viewer.following);
                setViewer({ ...viewer, following });
                announce(ct(following ? "actions.followed" : "actions.unfollowed"));
              })
            }
          >
            <span className="action-toggle__mark" aria-hidden="true">
              {viewer.following ? "✓" : "+"}
            </span>
            {ct("actions.follow")}
          </button>
          {viewer.owner ? (
            <button type="button" className="button button--secondary" onClick={() => setEditingConversation(true)}>
              {ct("actions.editConversation")}
            </button>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setReporting({})}>
              {ct("actions.reportConversation")}
            </button>
          )}
        </div>
        {notices.conversation ? <p className="notice notice--success action-notice">{notices.conversation}</p> : null}
        {viewer.moderator ? (
          <ModeratorTools
            conversation={conversation}
            busy={busyAction}
            onChange={(action, body, done) =>
              void run(action, async () => {
                const next = await moderateConversation(conversation.Id, body);
                if (next) setConversation(next);
                announce(done(next ?? conversation));
              })
            }
          />
        ) : null}
      </>
    ) : null;

  const reactionActions = (item: ReactionListItem): ReactNode => {
    if (!isParticipant || !viewer) return null;
    const { Reaction: reaction } = item;
    const who = item.User.Username;
    const own = item.IsOwn;
    if (editingReaction === reaction.Id) return null;
    return (
      <div className="action-bar action-bar--small" role="group" aria-label={ct("actions.reactionGroup", { name: who })}>
        {!conversation.Closed && reaction.Body && !reaction.Hidden ? (
          <button
            type="button"
            className="button button--secondary"
            aria-label={ct("actions.quoteOf", { name: who })}
            onClick={() => setQuoteRequest((current) => ({ quote: quoteOf(item), request: (current?.request ?? 0) + 1 }))}
          >
            {ct("actions.quote")}
          </button>
        ) : null}
        {own && reaction.Body ? (
          <>
            <button
              type="button"
              className="button button--secondary"
              aria-label={ct("actions.editOwnReaction")}
              onClick={() => {
                setNotices((current) => ({ ...current, [`r${reaction.Id}`]: "" }));
                setEditingReaction(reaction.Id);
              }}
            >
              {ct("actions.edit")}
            </button>
            <button type="button" className="button button--secondary" aria-label={ct("actions.deleteOwnReaction")} onClick={() => setDeleting({ item, busy: false, error: null })}>
              {ct("actions.delete")}
            </button>
          </>
        ) : null}
        {!own && !reaction.Hidden ? (
          <button type="button" className="button button--secondary" aria-label={ct("actions.reportOf", { name: who })} onClick={() => setReporting({ reactionId: reaction.Id })}>
            {ct("actions.report")}
          </button>
        ) : null}
        {viewer.moderator ? (
          <button
            type="button"
            className="button button--secondary"
            aria-label={ct(reaction.Hidden ? "moderation.showReactionOf" : "moderation.hideReactionOf", { name: who })}
            aria-disabled={busyAction === `hide${reaction.Id}` || undefined}
            onClick={() =>
              void run(`hide${reaction.Id}`, async () => {
                const next = await moderateReaction(reaction.Id, !reaction.Hidden);
                setReactions((current) => ({ ...current, Items: current.Items.map((entry) => (entry.Reaction.Id === reaction.Id ? next : entry)) }));
                note(`r${reaction.Id}`, ct(next.Reaction.Hidden ? "moderation.reactionHidden" : "moderation.reactionShown"));
              })
            }
          >
            {ct(reaction.Hidden ? "moderation.showReaction" : "moderation.hideReaction")}
          </button>
        ) : null}
      </div>
    );
  };

  const reactionEditor = (item: ReactionListItem): ReactNode =>
    editingReaction === item.Reaction.Id ? (
      <Suspense fallback={<p role="status">{ct("editor.loading")}</p>}>
        <EditReactionForm
          conversationId={conversation.Id}
          item={item}
          onCancel={() => {
            setEditingReaction(null);
            focusAfter.current = reactionAnchor(item.Reaction.Id);
          }}
          onSaved={(saved) => {
            setReactions((current) => ({ ...current, Items: current.Items.map((entry) => (entry.Reaction.Id === saved.Reaction.Id ? saved : entry)) }));
            setEditingReaction(null);
            focusAfter.current = reactionAnchor(saved.Reaction.Id);
            note(`r${saved.Reaction.Id}`, ct("results.reactionSaved"));
          }}
        />
      </Suspense>
    ) : null;

  const reactionNotice = (item: ReactionListItem): ReactNode => {
    const text = notices[`r${item.Reaction.Id}`];
    return text ? <p className="notice notice--success action-notice">{text}</p> : null;
  };

  const here = `${pathname}${search}`;
  const afterReactions: ReactNode =
    session.status === "anonymous" ? (
      <section className="forum-invite" aria-labelledby="invite-title">
        <h2 id="invite-title">{ct("invite.title")}</h2>
        <p>{ct("invite.text")}</p>
        <div className="button-row">
          <a className="button button--primary" href={loginPath(here)}>
            {ct("invite.login")}
          </a>
          <a className="button button--secondary" href="/registreren">
            {ct("invite.register")}
          </a>
        </div>
      </section>
    ) : session.status === "user" && viewer && !conversation.Closed ? (
      <section className="reaction-section" aria-labelledby="reaction-form-title">
        <h2 id="reaction-form-title">{ct("reactionForm.title")}</h2>
        <Suspense fallback={<p role="status">{ct("editor.loading")}</p>}>
          <ReactionForm
            conversationId={conversation.Id}
            userId={viewer.userId}
            following={viewer.following}
            quoteRequest={quoteRequest}
            onPosted={(item, followed) => {
              if (followed) setViewer({ ...viewer, following: true });
              const total = reactions.Total + 1;
              const lastPage = Math.ceil(total / (reactions.PageSize || REACTIONS_PAGE_SIZE));
              if (lastPage === reactions.PageIndex + 1) {
                setReactions((current) => ({ ...current, Items: [...current.Items, item], Total: current.Total + 1 }));
                focusAfter.current = reactionAnchor(item.Reaction.Id);
              } else {
                void showReactionsPage(lastPage, true, reactionAnchor(item.Reaction.Id));
              }
              note(`r${item.Reaction.Id}`, ct("results.reactionPlaced"));
            }}
          />
        </Suspense>
      </section>
    ) : null;

  return (
    <>
      <ForumSlotContent
        state={state}
        slots={{
          totalLikes: likes,
          conversationActions,
          conversationEditor:
            editingConversation && viewer?.owner ? (
              <Suspense fallback={<p role="status">{ct("editor.loading")}</p>}>
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
                    note("conversation", ct("results.conversationSaved"));
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
      {reporting ? (
        <ReportDialog
          conversationId={conversation.Id}
          reactionId={reporting.reactionId}
          onClose={() => setReporting(null)}
          onReported={(text) => {
            setReporting(null);
            note(reporting.reactionId ? `r${reporting.reactionId}` : "conversation", text);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={ct("delete.title")}
          text={ct("delete.text")}
          confirmLabel={ct("delete.confirm")}
          cancelLabel={ct("actions.cancel")}
          busy={deleting.busy}
          error={deleting.error}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const { item } = deleting;
            setDeleting({ ...deleting, busy: true, error: null });
            deleteReaction({ Id: item.Reaction.Id, ConversationId: conversation.Id }).then(
              () => {
                setDeleting(null);
                setReactions((current) => ({ ...current, Items: current.Items.filter((entry) => entry.Reaction.Id !== item.Reaction.Id), Total: Math.max(0, current.Total - 1) }));
                focusAfter.current = REACTIONS_TITLE_ID;
                announce(ct("results.reactionDeleted"));
              },
              (error: unknown) => setDeleting({ item, busy: false, error: error instanceof ApiError ? error.message : ct("errors.generic") }),
            );
          }}
        />
      ) : null}
    </>
  );
}

/** Moderators: sticky, closed, hidden and moving to another group. */
function ModeratorTools({
  conversation,
  busy,
  onChange,
}: {
  conversation: Conversation;
  busy: string | null;
  onChange: (action: string, body: { Sticky?: boolean; Closed?: boolean; Hidden?: boolean; GroupId?: number }, done: (next: Conversation) => string) => void;
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

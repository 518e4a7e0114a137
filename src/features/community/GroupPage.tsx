/**
 * A group's page (/ontmoet-elkaar/gesprekken/{group_slug}/): introduction, its conversation
 * leaders, follow or unfollow, start a conversation, and its conversations (sticky ones first, as
 * the server orders them) with a filter by the group's terms or "only those I follow", in pages.
 * The filter and page are in the address (?onderwerp=1,2&weergave=gevolgd&pagina=2), so a reload or
 * a shared link shows the same list. A slug that is not a group but a conversation (older links,
 * Drupal's conversation blocks) goes to that conversation's own address.
 * On a full page load functions/forum-page renders the first view into the HTML and embeds the same
 * value (group-state.ts): the first render here is that view, with nothing to load (issue 24).
 * After a client-side navigation the page loads the group and its parts itself.
 */
import { Link, navigate } from "gatsby";
import { useEffect, useMemo, useRef, useState } from "react";
import {
  forumPaths,
  type AuthorView,
  type ConversationListItem,
  type GroupView,
  type Page,
  type TermView,
} from "../../domain/community";
import { pageTitle } from "../../domain/site";
import { ApiError } from "../../platform/http";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import {
  getConversationBySlug,
  getGroupBySlug,
  getGroupConversations,
  getGroupFollows,
  getGroupModerators,
  getGroupTerms,
  setGroupFollow,
  type GroupListMode,
} from "./api";
import { ForumNotFound } from "../../components/community/ForumMessages";
import { GroupContent } from "./GroupContent";
import { filterFromSearch, searchFromFilter, type GroupFilter, type GroupPageState } from "./group-state";
import { Skeleton } from "../../components/Skeleton";
import { useAnnouncer } from "../../components/useAnnouncer";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

/** What a slug names: a group, a conversation (whose own address it goes to) or nothing. */
type Found = { kind: "group"; group: GroupView } | { kind: "conversation"; path: string } | { kind: "notFound" };

async function findGroup(slug: string): Promise<Found> {
  try {
    return { kind: "group", group: await getGroupBySlug(slug) };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  // Not a group: perhaps a conversation's slug.
  try {
    const conversation = await getConversationBySlug(slug);
    return { kind: "conversation", path: forumPaths.conversation(conversation.Group.Slug, conversation.Slug) };
  } catch {
    return { kind: "notFound" };
  }
}

export function GroupPage({
  slug,
  search,
  initial = null,
}: {
  slug: string;
  search: string;
  initial?: GroupPageState | null;
}) {
  // On a full page load the server's view is the first render (nothing to load); otherwise the
  // shared load states (spec 001 §4, §9): a connection error is tried again by itself.
  const { state: load, retry } = useLoad(() => findGroup(slug), { key: slug, enabled: initial === null });
  // Without a server-rendered view the first render is the built page's empty slot, then the skeleton.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const session = useCurrentUser();
  const found = useMemo<Found | null>(
    () => (initial ? { kind: "group", group: initial.group } : load.status === "loaded" ? load.data : null),
    [initial, load],
  );

  useEffect(() => {
    if (found?.kind === "group") document.title = pageTitle(found.group.Title);
    if (found?.kind === "conversation") void navigate(found.path, { replace: true });
  }, [found]);

  if (found?.kind === "notFound") return <ForumNotFound kind="group" />;
  if (load.status === "connection-error" || load.status === "failed" || load.status === "unauthorized") {
    return (
      <div className="forum container late-page">
        <h1>{t("group.loadFailedTitle")}</h1>
        {load.status === "unauthorized" ? (
          <p className="alert alert--error" role="alert">
            {t("errors.generic")}
          </p>
        ) : (
          <LoadNotice state={load} retry={retry} failedText={t("errors.generic")} />
        )}
      </div>
    );
  }
  if (!initial && !hydrated) return null;
  if (found?.kind !== "group") return <GroupSkeleton />;
  // The server knew the reader: its view holds until the browser's session answer is in.
  const userId =
    session.status === "loading" ? (initial?.userId ?? null) : session.status === "user" ? session.user.Id : null;
  return (
    <Group
      group={found.group}
      search={search}
      userId={userId}
      sessionKnown={session.status !== "loading" || initial !== null}
      initial={initial}
    />
  );
}

function Group({
  group,
  search,
  userId,
  sessionKnown,
  initial,
}: {
  group: GroupView;
  search: string;
  userId: string | null;
  sessionKnown: boolean;
  initial: GroupPageState | null;
}) {
  const [filter, setFilter] = useState<GroupFilter>(() => initial?.filter ?? filterFromSearch(search));
  const [busy, setBusy] = useState(false);
  const { message, announce } = useAnnouncer();
  const changed = useRef(false);
  const focusList = useRef(false);

  // Each part through the shared load hook; what the server rendered is its `initial` (no second asking).
  // The terms and leaders are extras: a failure leaves them empty.
  const parts = useLoad(
    async () => {
      const [terms, leaders] = await Promise.all([
        getGroupTerms(group.Id).catch(() => [] as TermView[]),
        getGroupModerators(group.Id).catch(() => [] as AuthorView[]),
      ]);
      return { terms, leaders };
    },
    { key: group.Id, initial: initial ? { terms: initial.terms, leaders: initial.leaders } : undefined },
  );
  const serverFollowing =
    initial !== null && initial.userId !== null && initial.userId === userId
      ? (initial.following ?? undefined)
      : undefined;
  const follows = useLoad(() => getGroupFollows(group.Id).catch(() => false), {
    key: `${group.Id}/${userId}`,
    enabled: Boolean(userId),
    initial: serverFollowing,
  });

  // Back and forward in the browser change the address: follow it.
  useEffect(() => {
    const next = filterFromSearch(search);
    if (searchFromFilter(next) !== searchFromFilter(filter)) setFilter(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address leads: a filter changed here writes the address itself
  }, [search]);

  const followed = filter.followed && Boolean(userId);
  const conversations = useLoad<Page<ConversationListItem>>(
    async (signal) => {
      const mode: GroupListMode = followed
        ? { kind: "followed" }
        : filter.termIds.length > 0
          ? { kind: "terms", termIds: filter.termIds }
          : { kind: "all" };
      const page = await getGroupConversations(group.Id, filter.page - 1, mode);
      if (!signal.aborted) {
        if (changed.current) announce(t("group.found", { count: page.Total }));
        changed.current = false;
      }
      return page;
    },
    {
      key: JSON.stringify([group.Id, followed, filter]),
      enabled: !(filter.followed && !sessionKnown),
      initial: initial?.list ?? undefined,
    },
  );
  // A new filter keeps the last list in view until the next one is in (nothing jumps).
  const lastList = useRef<Page<ConversationListItem> | null>(initial?.list ?? null);
  if (conversations.state.status === "loaded") lastList.current = conversations.state.data;
  const list = lastList.current;
  const listState = conversations.state;
  useEffect(() => {
    if (listState.status !== "loaded" || !focusList.current) return;
    focusList.current = false;
    document.getElementById("group-conversations-title")?.focus();
  }, [listState]);
  const listProblem =
    listState.status === "connection-error" || listState.status === "failed" ? (
      <LoadNotice
        state={listState}
        retry={conversations.retry}
        failedText={listState.status === "failed" ? listState.error?.message || t("errors.generic") : undefined}
      />
    ) : listState.status === "unauthorized" ? (
      <p className="alert alert--error" role="alert">
        {listState.error.message || t("errors.generic")}
      </p>
    ) : null;

  const terms = parts.state.status === "loaded" ? parts.state.data.terms : null;
  const leaders = parts.state.status === "loaded" ? parts.state.data.leaders : null;
  const following = follows.state.status === "loaded" ? follows.state.data : null;

  function change(next: GroupFilter, options: { focus?: boolean } = {}) {
    changed.current = !options.focus;
    focusList.current = Boolean(options.focus);
    setFilter(next);
    window.history.pushState(window.history.state, "", `${window.location.pathname}${searchFromFilter(next)}`);
  }

  async function toggleFollow() {
    if (busy || following === null) return;
    setBusy(true);
    try {
      const next = await setGroupFollow(group.Id, !following);
      follows.setData(next);
      announce(t(next ? "group.followed" : "group.unfollowed"));
    } catch (error) {
      announce(error instanceof ApiError ? error.message : t("errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  // The page keeps its reserved space until every part of its first view is in, then shows them
  // at once: parts arriving one by one would push each other down (issue 24).
  const firstViewIn =
    terms !== null &&
    leaders !== null &&
    sessionKnown &&
    (list !== null || listProblem !== null) &&
    (!userId || following !== null);
  const [shown, setShown] = useState(firstViewIn);
  useEffect(() => {
    if (firstViewIn) setShown(true);
  }, [firstViewIn]);
  if (!shown && !firstViewIn) return <GroupSkeleton />;

  return (
    <GroupContent
      group={group}
      leaders={leaders}
      terms={terms}
      filter={filter}
      list={list}
      listProblem={listProblem}
      userId={userId}
      sessionKnown={sessionKnown}
      following={following}
      busy={busy}
      message={message}
      link={Link}
      onChange={change}
      onToggleFollow={() => void toggleFollow()}
    />
  );
}

/** A group page's reserved space while the group and its first view load. */
function GroupSkeleton() {
  return (
    <div className="forum container late-page">
      <Skeleton label={t("loading")} count={4} itemClassName="forum-skeleton__item" />
    </div>
  );
}

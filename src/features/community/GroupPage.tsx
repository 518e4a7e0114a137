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
import { forumPaths, type AuthorView, type ConversationListItem, type GroupView, type Page, type TermView } from "../../domain/community";
import { pageTitle } from "../../domain/site";
import { ApiError } from "../http";
import { LoadNotice } from "../loading/LoadNotice";
import { useLoad } from "../loading/useLoad";
import { useCurrentUser } from "../session/useCurrentUser";
import { getConversationBySlug, getGroupBySlug, getGroupConversations, getGroupFollows, getGroupModerators, getGroupTerms, setGroupFollow, type GroupListMode } from "./api";
import { ForumNotFound } from "./ForumMessages";
import { GroupContent } from "./GroupContent";
import { filterFromSearch, searchFromFilter, type GroupFilter, type GroupPageState } from "./group-state";
import { Skeleton } from "../../components/Skeleton";
import { ct } from "./text";
import { useAnnouncer } from "./useAnnouncer";

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

export function GroupPage({ slug, search, initial = null }: { slug: string; search: string; initial?: GroupPageState | null }) {
  // On a full page load the server's view is the first render (nothing to load); otherwise the
  // shared load states (spec 001 §4, §9): a connection error is tried again by itself.
  const { state: load, retry } = useLoad(() => findGroup(slug), { key: slug, enabled: initial === null });
  // Without a server-rendered view the first render is the built page's empty slot, then the skeleton.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const session = useCurrentUser();
  const found = useMemo<Found | null>(() => (initial ? { kind: "group", group: initial.group } : load.status === "loaded" ? load.data : null), [initial, load]);

  useEffect(() => {
    if (found?.kind === "group") document.title = pageTitle(found.group.Title);
    if (found?.kind === "conversation") void navigate(found.path, { replace: true });
  }, [found]);

  if (found?.kind === "notFound") return <ForumNotFound kind="group" />;
  if (load.status === "connection-error" || load.status === "failed" || load.status === "unauthorized") {
    return (
      <div className="forum container late-page">
        <h1>{ct("group.loadFailedTitle")}</h1>
        {load.status === "unauthorized" ? (
          <p className="alert alert--error" role="alert">
            {ct("errors.generic")}
          </p>
        ) : (
          <LoadNotice state={load} retry={retry} failedText={ct("errors.generic")} />
        )}
      </div>
    );
  }
  if (!initial && !hydrated) return null;
  if (found?.kind !== "group") return <GroupSkeleton />;
  // The server knew the reader: its view holds until the browser's session answer is in.
  const userId = session.status === "loading" ? (initial?.userId ?? null) : session.status === "user" ? session.user.Id : null;
  return <Group group={found.group} search={search} userId={userId} sessionKnown={session.status !== "loading" || initial !== null} initial={initial} />;
}

function Group({ group, search, userId, sessionKnown, initial }: { group: GroupView; search: string; userId: string | null; sessionKnown: boolean; initial: GroupPageState | null }) {
  const [terms, setTerms] = useState<TermView[] | null>(initial?.terms ?? null);
  const [leaders, setLeaders] = useState<AuthorView[] | null>(initial?.leaders ?? null);
  const [following, setFollowing] = useState<boolean | null>(initial?.following ?? null);
  const [filter, setFilter] = useState<GroupFilter>(() => initial?.filter ?? filterFromSearch(search));
  const [list, setList] = useState<Page<ConversationListItem> | null>(initial?.list ?? null);
  const [listError, setListError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { message, announce } = useAnnouncer();
  const changed = useRef(false);
  const focusList = useRef(false);
  // What the server rendered needs no second asking: the first run of each loading effect is skipped.
  const fromServer = useRef({ parts: initial !== null, following: initial !== null && initial.userId !== null && initial.userId === userId, list: initial !== null });

  useEffect(() => {
    if (fromServer.current.parts) {
      fromServer.current.parts = false;
      return;
    }
    let live = true;
    getGroupTerms(group.Id).then((value) => live && setTerms(value), () => live && setTerms([]));
    getGroupModerators(group.Id).then((value) => live && setLeaders(value), () => live && setLeaders([]));
    return () => {
      live = false;
    };
  }, [group.Id]);

  useEffect(() => {
    if (!userId) return;
    if (fromServer.current.following) {
      fromServer.current.following = false;
      return;
    }
    let live = true;
    getGroupFollows(group.Id).then((value) => live && setFollowing(value), () => live && setFollowing(false));
    return () => {
      live = false;
    };
  }, [group.Id, userId]);

  // Back and forward in the browser change the address: follow it.
  useEffect(() => {
    const next = filterFromSearch(search);
    if (searchFromFilter(next) !== searchFromFilter(filter)) setFilter(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const followed = filter.followed && Boolean(userId);
  useEffect(() => {
    if (filter.followed && !sessionKnown) return;
    if (fromServer.current.list) {
      fromServer.current.list = false;
      return;
    }
    let live = true;
    const mode: GroupListMode = followed ? { kind: "followed" } : filter.termIds.length > 0 ? { kind: "terms", termIds: filter.termIds } : { kind: "all" };
    setListError(null);
    getGroupConversations(group.Id, filter.page - 1, mode).then(
      (page) => {
        if (!live) return;
        setList(page);
        if (changed.current) announce(ct("group.found", { count: page.Total }));
        if (focusList.current) document.getElementById("group-conversations-title")?.focus();
        changed.current = false;
        focusList.current = false;
      },
      (error: unknown) => live && setListError(error instanceof ApiError ? error.message : ct("errors.generic")),
    );
    return () => {
      live = false;
    };
  }, [group.Id, followed, filter, sessionKnown, announce]);

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
      setFollowing(next);
      announce(ct(next ? "group.followed" : "group.unfollowed"));
    } catch (error) {
      announce(error instanceof ApiError ? error.message : ct("errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  // The page keeps its reserved space until every part of its first view is in, then shows them
  // at once: parts arriving one by one would push each other down (issue 24).
  const firstViewIn = terms !== null && leaders !== null && sessionKnown && (list !== null || listError !== null) && (!userId || following !== null);
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
      listError={listError}
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
      <Skeleton label={ct("loading")} count={4} itemClassName="forum-skeleton__item" />
    </div>
  );
}

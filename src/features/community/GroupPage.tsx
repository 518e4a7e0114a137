/**
 * A group's page (/ontmoet-elkaar/gesprekken/{group_slug}/): introduction, its conversation
 * leaders, follow or unfollow, start a conversation, and its conversations (sticky ones first, as
 * the server orders them) with a filter by the group's terms or "only those I follow", in pages.
 * The filter and page are in the address (?onderwerp=1,2&weergave=gevolgd&pagina=2), so a reload or
 * a shared link shows the same list. A slug that is not a group but a conversation (older links,
 * Drupal's conversation blocks) goes to that conversation's own address.
 */
import { Link, navigate } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { CONVERSATIONS_PAGE_SIZE, forumPaths, type AuthorView, type ConversationListItem, type GroupView, type Page, type TermView } from "../../domain/community";
import { pageTitle } from "../../domain/site";
import { loginPath } from "../../domain/return-url";
import { ApiError } from "../http";
import { LoadNotice } from "../loading/LoadNotice";
import { useLoad } from "../loading/useLoad";
import { useCurrentUser } from "../session/useCurrentUser";
import { getConversationBySlug, getGroupBySlug, getGroupConversations, getGroupFollows, getGroupModerators, getGroupTerms, setGroupFollow, type GroupListMode } from "./api";
import { ConversationList } from "./ConversationTeaser";
import { ForumNotFound } from "./ForumMessages";
import { pageCountOf, Paginator } from "./Paginator";
import { Skeleton } from "../../components/Skeleton";
import { ct } from "./text";
import { LiveRegion, useAnnouncer } from "./useAnnouncer";

export interface GroupFilter {
  followed: boolean;
  termIds: number[];
  page: number;
}

export function filterFromSearch(search: string): GroupFilter {
  const params = new URLSearchParams(search);
  const page = Number(params.get("pagina"));
  const termIds = (params.get("onderwerp") ?? "")
    .split(",")
    .map(Number)
    .filter((value) => Number.isInteger(value) && value > 0);
  return { followed: params.get("weergave") === "gevolgd", termIds: [...new Set(termIds)], page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function searchFromFilter(filter: GroupFilter): string {
  const params = new URLSearchParams();
  if (filter.followed) params.set("weergave", "gevolgd");
  else if (filter.termIds.length > 0) params.set("onderwerp", filter.termIds.join(","));
  if (filter.page > 1) params.set("pagina", String(filter.page));
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

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

export function GroupPage({ slug, search }: { slug: string; search: string }) {
  // The shared load states (spec 001 §4, §9): a connection error is tried again by itself.
  const { state: load, retry } = useLoad(() => findGroup(slug), { key: slug });
  const session = useCurrentUser();
  const found = load.status === "loaded" ? load.data : null;

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
  if (found?.kind !== "group") return <GroupSkeleton />;
  return <Group group={found.group} search={search} userId={session.status === "user" ? session.user.Id : null} sessionKnown={session.status !== "loading"} />;
}

function Group({ group, search, userId, sessionKnown }: { group: GroupView; search: string; userId: string | null; sessionKnown: boolean }) {
  const [terms, setTerms] = useState<TermView[] | null>(null);
  const [leaders, setLeaders] = useState<AuthorView[] | null>(null);
  const [following, setFollowing] = useState<boolean | null>(null);
  const [filter, setFilter] = useState<GroupFilter>(() => filterFromSearch(search));
  const [list, setList] = useState<Page<ConversationListItem> | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { message, announce } = useAnnouncer();
  const changed = useRef(false);
  const focusList = useRef(false);
  const newPath = forumPaths.newConversation(group.Slug);

  useEffect(() => {
    let live = true;
    getGroupTerms(group.Id).then((value) => live && setTerms(value), () => live && setTerms([]));
    getGroupModerators(group.Id).then((value) => live && setLeaders(value), () => live && setLeaders([]));
    return () => {
      live = false;
    };
  }, [group.Id]);

  useEffect(() => {
    if (!userId) return;
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
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (firstViewIn) setShown(true);
  }, [firstViewIn]);
  if (!shown && !firstViewIn) return <GroupSkeleton />;

  const introduction = group.Introduction.split(/\n{2,}|\r\n\r\n/).map((part) => part.trim()).filter(Boolean);

  return (
    <div className="forum container late-page">
      <nav className="breadcrumb" aria-label={ct("conversation.breadcrumb")}>
        <Link className="breadcrumb__back" to={forumPaths.overview()}>
          <span aria-hidden="true">←</span>
          {ct("group.back")}
        </Link>
      </nav>
      <LiveRegion message={message} />
      <header className="group__header">
        <h1>{group.Title}</h1>
        {introduction.length > 0 ? introduction.map((part, index) => <p key={index} className={index === 0 ? "lead" : undefined}>{part}</p>) : group.Description ? <p className="lead">{group.Description}</p> : null}
        {leaders && leaders.length > 0 ? (
          <p className="group__leaders">
            {ct("group.leaders", { count: leaders.length })}{" "}
            {leaders.map((leader, index) => (
              <span key={leader.Id ?? index}>
                {index > 0 ? ", " : null}
                <strong>{leader.Username}</strong>
              </span>
            ))}
          </p>
        ) : null}
      </header>

      <div className="action-bar group__actions">
        {userId ? (
          <>
            <Link className="button button--primary" to={newPath}>
              {ct("group.start")}
            </Link>
            {following !== null ? (
              <button type="button" className="button button--secondary action-toggle" aria-pressed={following} aria-disabled={busy || undefined} onClick={() => void toggleFollow()}>
                <span className="action-toggle__mark" aria-hidden="true">
                  {following ? "✓" : "+"}
                </span>
                {ct(following ? "group.followOn" : "group.follow")}
              </button>
            ) : null}
          </>
        ) : sessionKnown ? (
          <Link className="button button--primary" to={loginPath(newPath)}>
            {ct("group.loginToStart")}
          </Link>
        ) : null}
      </div>

      <section aria-labelledby="group-conversations-title" className="group__conversations">
        <h2 id="group-conversations-title" tabIndex={-1}>
          {ct("group.conversations")} {list ? <span className="count">({list.Total})</span> : null}
        </h2>
        <div className="group-filters">
          {userId ? (
            <fieldset className="choice-group">
              <legend className="field__label">{ct("group.show")}</legend>
              <ul className="choice-list choice-list--inline">
                {([false, true] as const).map((value) => (
                  <li key={String(value)}>
                    <input
                      type="radio"
                      id={`group-show-${value ? "followed" : "all"}`}
                      name="group-show"
                      checked={filter.followed === value}
                      onChange={() => change({ followed: value, termIds: [], page: 1 })}
                    />
                    <label htmlFor={`group-show-${value ? "followed" : "all"}`}>{ct(value ? "group.showFollowed" : "group.showAll")}</label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          {!followed && terms && terms.length > 0 ? (
            <fieldset className="choice-group">
              <legend className="field__label">{ct("group.filterTerms")}</legend>
              <p className="field__hint">{ct("group.filterTermsHint")}</p>
              <ul className="choice-list choice-list--columns">
                {terms.map((term) => (
                  <li key={term.TermId}>
                    <input
                      type="checkbox"
                      id={`group-term-${term.TermId}`}
                      checked={filter.termIds.includes(term.TermId)}
                      onChange={(event) =>
                        change({
                          followed: false,
                          termIds: event.target.checked ? [...filter.termIds, term.TermId] : filter.termIds.filter((value) => value !== term.TermId),
                          page: 1,
                        })
                      }
                    />
                    <label htmlFor={`group-term-${term.TermId}`}>{term.Name}</label>
                  </li>
                ))}
              </ul>
              {filter.termIds.length > 0 ? (
                <button type="button" className="button button--link" onClick={() => change({ followed: false, termIds: [], page: 1 })}>
                  {ct("group.clearTerms")}
                </button>
              ) : null}
            </fieldset>
          ) : null}
        </div>
        {listError ? (
          <p className="alert alert--error" role="alert">
            {listError}
          </p>
        ) : !list ? (
          <p className="loading-text">{ct("loading")}</p>
        ) : list.Items.length === 0 ? (
          <p>{ct(followed ? "group.noneFollowed" : filter.termIds.length > 0 ? "group.noneForTerms" : "group.none")}</p>
        ) : (
          <ConversationList items={list.Items} label={ct("group.conversations")} />
        )}
        {list ? (
          <Paginator
            page={filter.page}
            pageCount={pageCountOf(list.Total, list.PageSize || CONVERSATIONS_PAGE_SIZE)}
            label={ct("paging.conversations")}
            hrefFor={(page) => searchFromFilter({ ...filter, page }) || "?"}
            onChange={(page) => change({ ...filter, page }, { focus: true })}
          />
        ) : null}
      </section>
    </div>
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

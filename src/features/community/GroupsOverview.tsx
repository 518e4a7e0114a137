/**
 * The groups overview (/ontmoet-elkaar/gesprekken/): groups of 40 with their number of
 * conversations and last activity, the active conversations, and for participants the
 * conversations they follow; moderators get a link to the reports.
 */
import { Link } from "gatsby";
import { useCallback, useEffect, useRef, useState } from "react";
import { forumPaths, GROUPS_PAGE_SIZE } from "../../domain/community";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { getActiveConversations, getFollowingConversations, getGroups } from "./api";
import { pageNumberFrom } from "../../domain/community";
import { ConversationFeed } from "./ConversationFeed";
import { DateTime } from "../../components/community/Labels";
import { ModerationLink } from "./ModerationLink";
import { pageCountOf, Paginator } from "../../components/Paginator";
import { Skeleton } from "../../components/Skeleton";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

/** The blocks shown while the groups load: as many as there are groups (six, supabase/seed/10_community.sql). */
const GROUP_BLOCKS = 6;

export function GroupsOverview({ search = "" }: { search?: string }) {
  const session = useCurrentUser();
  const publicOnly = session.status !== "user";
  const loadActive = useCallback((index: number) => getActiveConversations(index + 1, publicOnly), [publicOnly]);
  const loadFollowing = useCallback((index: number) => getFollowingConversations(index), []);
  // The sections below the groups load at the same time but show once the groups are in, so the
  // group cards never push them down (issue 24).
  const [groupsIn, setGroupsIn] = useState(false);
  const onGroupsIn = useCallback(() => setGroupsIn(true), []);

  return (
    <>
      {session.status === "user" ? <ModerationLink userId={session.user.Id} /> : null}
      <section aria-labelledby="groups-title">
        <h2 id="groups-title" tabIndex={-1}>
          {t("overview.groups")}
        </h2>
        <GroupList search={search} onLoaded={onGroupsIn} />
      </section>
      <section aria-labelledby="active-title" hidden={!groupsIn}>
        <h2 id="active-title">{t("overview.active")}</h2>
        {session.status === "loading" ? (
          <p className="loading-text">{t("loading")}</p>
        ) : (
          <ConversationFeed
            load={loadActive}
            emptyText={t("overview.activeNone")}
            label={t("overview.active")}
            moreLabel={t("overview.activeMore")}
          />
        )}
      </section>
      {session.status === "user" ? (
        <section aria-labelledby="following-title" hidden={!groupsIn}>
          <h2 id="following-title">{t("overview.following")}</h2>
          <ConversationFeed
            load={loadFollowing}
            emptyText={t("overview.followingNone")}
            label={t("overview.following")}
            moreLabel={t("overview.followingMore")}
          />
        </section>
      ) : null}
    </>
  );
}

function GroupList({ search, onLoaded }: { search: string; onLoaded: () => void }) {
  const [number, setNumber] = useState(() => pageNumberFrom(search));
  const moved = useRef(false);

  // Back and forward in the browser change the address: follow it.
  useEffect(() => setNumber(pageNumberFrom(search)), [search]);

  // The shared load states (spec 001 §4, §9): a connection error is tried again by itself.
  const { state, retry } = useLoad(() => getGroups(number - 1), { key: number });
  const settled = state.status !== "loading" && state.status !== "unloaded";

  useEffect(() => {
    if (state.status === "loaded" && moved.current) document.getElementById("groups-title")?.focus();
  }, [state.status]);

  useEffect(() => {
    if (settled) onLoaded();
  }, [settled, onLoaded]);

  if (state.status === "connection-error" || state.status === "failed")
    return <LoadNotice state={state} retry={retry} failedText={t("errors.generic")} />;
  if (state.status === "unauthorized") {
    return (
      <p className="alert alert--error" role="alert">
        {t("errors.generic")}
      </p>
    );
  }
  // Blocks of the group cards' size hold the list's place, so the sections below stay put (issue 24).
  if (state.status !== "loaded")
    return (
      <Skeleton
        label={t("loading")}
        count={GROUP_BLOCKS}
        listClassName="group-list"
        itemClassName="group-card group-card--skeleton"
      />
    );
  const page = state.data;
  if (page.Items.length === 0) return <p>{t("overview.groupsNone")}</p>;
  return (
    <>
      <ul className="group-list">
        {page.Items.map((item) => (
          <li key={item.Group.Id} className="group-card">
            <h3 className="group-card__title">
              <Link to={forumPaths.group(item.Group.Slug)}>{item.Group.Title}</Link>
            </h3>
            {item.Group.Description ? <p className="group-card__text">{item.Group.Description}</p> : null}
            <p className="group-card__meta">
              <span>{t("overview.conversationCount", { count: item.ConversationCount })}</span>
              {item.LastActivity ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <span>
                    {t("teaser.lastActivity")} <DateTime value={item.LastActivity} />
                  </span>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      <Paginator
        page={number}
        pageCount={pageCountOf(page.Total, page.PageSize || GROUPS_PAGE_SIZE)}
        label={t("paging.groups")}
        onChange={(target) => {
          moved.current = true;
          window.history.pushState(
            window.history.state,
            "",
            target > 1 ? `?pagina=${target}` : window.location.pathname,
          );
          setNumber(target);
        }}
      />
    </>
  );
}

/**
 * A group page as its reader sees it (GroupPage.tsx has the behaviour): introduction, its
 * conversation leaders, start a conversation, follow, the filter and one page of its
 * conversations. No Gatsby imports: functions/forum-page renders it into the HTML with the same
 * value the browser's first render reads (group-state.ts), so the first view is in the page
 * (issue 24); the browser passes Gatsby's Link and the handlers.
 */
import { BackLink } from "../../components/BackLink";
import type { ReactNode } from "react";
import {
  CONVERSATIONS_PAGE_SIZE,
  forumPaths,
  type AuthorView,
  type ConversationListItem,
  type GroupView,
  type Page,
  type TermView,
} from "../../domain/community";
import { loginPath } from "../../domain/return-url";
import { ConversationList } from "./ConversationTeaser";
import { searchFromFilter, type GroupFilter } from "./group-state";
import type { LinkComponent } from "../../components/links";
import { pageCountOf, Paginator } from "../../components/Paginator";
import { LiveRegion } from "../../components/useAnnouncer";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export interface GroupContentProps {
  group: GroupView;
  leaders: AuthorView[] | null;
  terms: TermView[] | null;
  filter: GroupFilter;
  list: Page<ConversationListItem> | null;
  /** Why the list is not there (the load notice), instead of the list. */
  listProblem: ReactNode;
  /** The reader (null: a visitor, or not yet known when `sessionKnown` is false). */
  userId: string | null;
  sessionKnown: boolean;
  following: boolean | null;
  busy: boolean;
  message: string;
  link: LinkComponent;
  onChange?: (next: GroupFilter, options?: { focus?: boolean }) => void;
  onToggleFollow?: () => void;
}

export function GroupContent({
  group,
  leaders,
  terms,
  filter,
  list,
  listProblem,
  userId,
  sessionKnown,
  following,
  busy,
  message,
  link: Link,
  onChange,
  onToggleFollow,
}: GroupContentProps) {
  const newPath = forumPaths.newConversation(group.Slug);
  const followed = filter.followed && Boolean(userId);
  const introduction = group.Introduction.split(/\n{2,}|\r\n\r\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const change = (next: GroupFilter, options?: { focus?: boolean }) => onChange?.(next, options);

  return (
    <div className="forum container late-page">
      <BackLink to={forumPaths.overview()} link={Link}>
        {t("group.back")}
      </BackLink>
      <LiveRegion message={message} />
      <header className="group__header">
        <h1>{group.Title}</h1>
        {introduction.length > 0 ? (
          introduction.map((part, index) => (
            <p key={index} className={index === 0 ? "lead" : undefined}>
              {part}
            </p>
          ))
        ) : group.Description ? (
          <p className="lead">{group.Description}</p>
        ) : null}
        {leaders && leaders.length > 0 ? (
          <p className="group__leaders">
            {t("group.leaders", { count: leaders.length })}{" "}
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
              {t("group.start")}
            </Link>
            {following !== null ? (
              <button
                type="button"
                className="button button--secondary action-toggle"
                aria-pressed={following}
                aria-disabled={busy || undefined}
                onClick={onToggleFollow}
              >
                <span className="action-toggle__mark" aria-hidden="true">
                  {following ? "✓" : "+"}
                </span>
                {t(following ? "group.followOn" : "group.follow")}
              </button>
            ) : null}
          </>
        ) : sessionKnown ? (
          <Link className="button button--primary" to={loginPath(newPath)}>
            {t("group.loginToStart")}
          </Link>
        ) : null}
      </div>

      <section aria-labelledby="group-conversations-title" className="group__conversations">
        <h2 id="group-conversations-title" tabIndex={-1}>
          {t("group.conversations")} {list ? <span className="count">({list.Total})</span> : null}
        </h2>
        <div className="group-filters">
          {userId ? (
            <fieldset className="choice-group">
              <legend className="field__label">{t("group.show")}</legend>
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
                    <label htmlFor={`group-show-${value ? "followed" : "all"}`}>
                      {t(value ? "group.showFollowed" : "group.showAll")}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          {!followed && terms && terms.length > 0 ? (
            <fieldset className="choice-group">
              <legend className="field__label">{t("group.filterTerms")}</legend>
              <p className="field__hint">{t("group.filterTermsHint")}</p>
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
                          termIds: event.target.checked
                            ? [...filter.termIds, term.TermId]
                            : filter.termIds.filter((value) => value !== term.TermId),
                          page: 1,
                        })
                      }
                    />
                    <label htmlFor={`group-term-${term.TermId}`}>{term.Name}</label>
                  </li>
                ))}
              </ul>
              {filter.termIds.length > 0 ? (
                <button
                  type="button"
                  className="button button--link"
                  onClick={() => change({ followed: false, termIds: [], page: 1 })}
                >
                  {t("group.clearTerms")}
                </button>
              ) : null}
            </fieldset>
          ) : null}
        </div>
        {listProblem ? (
          listProblem
        ) : !list ? (
          <p className="loading-text">{t("loading")}</p>
        ) : list.Items.length === 0 ? (
          <p>{t(followed ? "group.noneFollowed" : filter.termIds.length > 0 ? "group.noneForTerms" : "group.none")}</p>
        ) : (
          <ConversationList items={list.Items} label={t("group.conversations")} link={Link} />
        )}
        {list ? (
          <Paginator
            page={filter.page}
            pageCount={pageCountOf(list.Total, list.PageSize || CONVERSATIONS_PAGE_SIZE)}
            label={t("paging.conversations")}
            hrefFor={(page) => searchFromFilter({ ...filter, page }) || "?"}
            onChange={onChange ? (page) => change({ ...filter, page }, { focus: true }) : undefined}
          />
        ) : null}
      </section>
    </div>
  );
}

/**
 * The community page (/ontmoet-elkaar): what there is to do (conversations, stories, people,
 * activities), the latest active conversations, and a greeting that depends on whether the reader
 * is logged in (spec 001 §2.2: "it is told whether the user is logged in"). The static HTML holds
 * the parts that are the same for everyone.
 */
import { Link } from "gatsby";
import { useCallback } from "react";
import { forumPaths } from "../../domain/community";
import { loginPath } from "../../domain/return-url";
import { useCurrentUser } from "../session/useCurrentUser";
import { getActiveConversations } from "./api";
import { ConversationFeed } from "./ConversationFeed";
import { ct } from "./text";

export const COMMUNITY_SECTIONS = [
  { key: "conversations", to: forumPaths.overview() },
  { key: "stories", to: "/ontmoet-elkaar/verhalen/" },
  { key: "people", to: "/ontmoet-elkaar/personen/" },
  { key: "activities", to: "/ontmoet-elkaar/activiteiten/" },
] as const;

export function CommunityHome() {
  const session = useCurrentUser();
  const publicOnly = session.status !== "user";
  const loadActive = useCallback((index: number) => getActiveConversations(index + 1, publicOnly, 5), [publicOnly]);
  return (
    <div className="forum container">
      <h1>{ct("community.title")}</h1>
      <p className="lead">{ct("community.intro")}</p>
      <div className="community-greeting" aria-live="polite">
        {session.status === "user" ? (
          <p>{ct("community.welcomeBack", { name: session.user.Username })}</p>
        ) : session.status === "anonymous" ? (
          <div className="notice">
            <p>{ct("community.join")}</p>
            <div className="button-row">
              <Link className="button button--primary" to="/registreren">
                {ct("invite.register")}
              </Link>
              <Link className="button button--secondary" to={loginPath("/ontmoet-elkaar/")}>
                {ct("invite.login")}
              </Link>
            </div>
          </div>
        ) : null}
      </div>
      <ul className="card-grid community-sections">
        {COMMUNITY_SECTIONS.map((section) => (
          <li key={section.key} className="card">
            <h2 className="card__title">
              <Link to={section.to}>{ct(`community.${section.key}.title`)}</Link>
            </h2>
            <p>{ct(`community.${section.key}.text`)}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="community-active-title">
        <h2 id="community-active-title">{ct("overview.active")}</h2>
        {session.status === "loading" ? (
          <p className="loading-text">{ct("loading")}</p>
        ) : (
          <ConversationFeed load={loadActive} emptyText={ct("overview.activeNone")} label={ct("overview.active")} moreLabel={ct("overview.activeMore")} />
        )}
        <p>
          <Link className="more-link" to={forumPaths.overview()}>
            {ct("community.allGroups")}
          </Link>
        </p>
      </section>
    </div>
  );
}

/** /ontmoet-elkaar/personen and /ontmoet-elkaar/verhalen until those features exist. */
export function ComingSoon({ section }: { section: "people" | "stories" }) {
  return (
    <div className="forum container container--reading">
      <h1>{ct(`community.${section}.title`)}</h1>
      <p className="lead">{ct(`comingSoon.${section}`)}</p>
      <p>{ct("comingSoon.meanwhile")}</p>
      <ul className="link-list">
        <li>
          <Link to={forumPaths.overview()}>{ct("comingSoon.toConversations")}</Link>
        </li>
        <li>
          <Link to="/ontmoet-elkaar/">{ct("comingSoon.toCommunity")}</Link>
        </li>
      </ul>
    </div>
  );
}

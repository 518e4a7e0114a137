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
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { getActiveConversations } from "./api";
import { ConversationFeed } from "./ConversationFeed";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

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
      <h1>{t("community.title")}</h1>
      <p className="lead">{t("community.intro")}</p>
      <div className="community-greeting" aria-live="polite">
        {session.status === "user" ? (
          <p>{t("community.welcomeBack", { name: session.user.Username })}</p>
        ) : session.status === "anonymous" ? (
          <div className="notice">
            <p>{t("community.join")}</p>
            <div className="button-row">
              <Link className="button button--primary" to="/registreren">
                {t("invite.register")}
              </Link>
              <Link className="button button--secondary" to={loginPath("/ontmoet-elkaar/")}>
                {t("invite.login")}
              </Link>
            </div>
          </div>
        ) : null}
      </div>
      <ul className="card-grid community-sections">
        {COMMUNITY_SECTIONS.map((section) => (
          <li key={section.key} className="card">
            <h2 className="card__title">
              <Link to={section.to}>{t(`community.${section.key}.title`)}</Link>
            </h2>
            <p>{t(`community.${section.key}.text`)}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="community-active-title">
        <h2 id="community-active-title">{t("overview.active")}</h2>
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
        <p>
          <Link className="more-link" to={forumPaths.overview()}>
            {t("community.allGroups")}
          </Link>
        </p>
      </section>
    </div>
  );
}

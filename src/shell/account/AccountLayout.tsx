/**
 * The account area's page shell (spec 001 §2.5): the site Layout with a sidebar (profile block and
 * the account links, logout) beside the page's own content. Needs a session (GET /CustomUser):
 * without one the browser goes to /inloggen?sessionTimeout=true&returnUrl=<this page> (spec 000 §6).
 * The session check is the shared useRequireSession (src/platform/session).
 */
import { useId, useState, type ReactNode } from "react";
import { Layout } from "../Layout";
import { logout } from "../../features/auth/api";
import { pageNavigation } from "../../platform/browser";
import { useOwnProfile } from "../../features/profile/useOwnProfile";
import type { SessionUser } from "../../platform/session/api";
import { useRequireSession } from "../../platform/session/useRequireSession";
import { useOwnBlogPath } from "../../features/stories/useOwnBlogPath";
import { useUnreadCounts } from "../../features/inbox/useUnreadCount";
import { useUnseenRequestCount } from "../../features/people/useUnseenRequestCount";
import { useOpenReportCount } from "../../features/community/useOpenReportCount";
import { accountLinks } from "./account-links";
import { AccountNavLink } from "./AccountNavLink";
import { ProfileBlock, ProfileBlockPlaceholder } from "./ProfileBlock";
import "./account-shell.css";
import accountShell from "../../i18n/locales/nl/accountShell.json";
import account from "../../i18n/locales/nl/account.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ accountShell, account });

export function AccountLayout({ children, title }: { children?: ReactNode; title: string }) {
  const session = useRequireSession();
  const user = session.status === "user" ? session.user : null;
  return (
    <Layout>
      <div className="account-page">
        {user ? (
          <>
            <AccountSidebar user={user} />
            <div className="account-page__content">
              <h1>{title}</h1>
              {children}
            </div>
          </>
        ) : (
          <p className="account-page__loading" role="status">
            {t("loading")}
          </p>
        )}
      </div>
    </Layout>
  );
}

function AccountSidebar({ user }: { user: SessionUser }) {
  const { state: profile } = useOwnProfile();
  const [logoutFailed, setLogoutFailed] = useState(false);
  const firstBlogPath = useOwnBlogPath(true);
  const unread = useUnreadCounts();
  const unseenRequests = useUnseenRequestCount();
  const moderator = user.IsModerator === true;
  const openReports = useOpenReportCount(moderator);
  const links = accountLinks({
    isVolunteer: user.IsVolunteer,
    firstBlogPath,
    unreadMessages: unread.UnseenMessages,
    unreadNotifications: unread.UnreadNotifications,
    unseenRequests,
    openReports: moderator ? openReports : null,
    offerNewBlog: true,
  });
  const newCount = links.reduce((sum, link) => sum + (link.count ?? 0), 0);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const here = typeof window === "undefined" ? "" : window.location.pathname.replace(/\/+$/, "");

  async function onLogout() {
    setLogoutFailed(false);
    try {
      await logout();
      pageNavigation.reload();
    } catch {
      setLogoutFailed(true);
    }
  }

  return (
    <div className={`account-sidebar${open ? " account-sidebar--open" : ""}`}>
      {/* On a phone the page's own content comes first: the sidebar folds into this button (the
          same HTML on server and client; CSS hides the button and unfolds the panel on desktop). */}
      <button
        type="button"
        className="account-sidebar__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{t("sidebar.label")}</span>
        {newCount > 0 ? (
          <span className="account-sidebar__count">
            {newCount}
            <span className="visually-hidden"> {t("sidebar.newCount", { count: newCount })}</span>
          </span>
        ) : null}
      </button>
      <div id={panelId} className="account-sidebar__panel">
        {profile.status === "loaded" ? <ProfileBlock profile={profile.data} /> : <ProfileBlockPlaceholder />}
        <nav aria-label={t("sidebar.label")}>
          <ul className="account-sidebar__links">
            {links.map((link) => (
              <li key={link.key}>
                <AccountNavLink link={link} current={here === link.href} />
              </li>
            ))}
            <li>
              <button
                type="button"
                className="account-sidebar__link account-sidebar__logout"
                onClick={() => void onLogout()}
              >
                {t("links.logout")}
              </button>
            </li>
          </ul>
          {logoutFailed ? (
            <p className="profile-block__error" role="alert">
              {t("account:userMenu.logoutFailed")}
            </p>
          ) : null}
        </nav>
      </div>
    </div>
  );
}

/**
 * The account area's page shell (spec 001 §2.5): the site Layout with a sidebar (profile block and
 * the account links, logout) beside the page's own content. On a phone the page's own content comes
 * first: the sidebar folds into a "Mijn account" button above it (with the number of new things),
 * which opens it (issue 37: the heading sat a screen and a half down). Needs a session (GET /CustomUser):
 * without one the browser goes to /inloggen?sessionTimeout=true&returnUrl=<this page> (spec 000 §6).
 * The session check is the shared useRequireSession (src/platform/session).
 */
import { useState, type ReactNode } from "react";
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

const PANEL_ID = "account-sidebar-panel";

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
  // Only a phone shows the button (account-shell.css); wider screens always show the panel.
  const [open, setOpen] = useState(false);
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

  const news = links.reduce((sum, link) => sum + (link.count ?? 0), 0);

  return (
    <div className={open ? "account-sidebar account-sidebar--open" : "account-sidebar"}>
      <button
        type="button"
        className="account-sidebar__toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((was) => !was)}
      >
        <span>{t("sidebar.label")}</span>
        {news > 0 ? (
          <span className="account-sidebar__count">
            {news}
            <span className="visually-hidden"> {t("sidebar.news", { count: news })}</span>
          </span>
        ) : null}
        <span className="account-sidebar__chevron" aria-hidden="true" />
      </button>
      <div className="account-sidebar__panel" id={PANEL_ID}>
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

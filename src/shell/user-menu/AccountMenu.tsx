/** The logged-in part of the navbar's account corner (see UserMenu.tsx), loaded only for a session. */
import { Link } from "gatsby";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { ACCOUNT_PATHS } from "../../domain/account-paths";
import { accountLinks } from "../account/account-links";
import { AccountNavLink } from "../account/AccountNavLink";
import { logout } from "../../features/auth/api";
import { pageNavigation } from "../../platform/browser";
import type { SessionUser } from "../../platform/session/api";
import { useOwnBlogPath } from "../../features/stories/useOwnBlogPath";
import { useUnreadCounts } from "../../features/inbox/useUnreadCount";
import { useUnseenRequestCount } from "../../features/people/useUnseenRequestCount";
import { useOpenReportCount } from "../../features/community/useOpenReportCount";
import { BellIcon } from "../../components/icons";
import account from "../../i18n/locales/nl/account.json";
import accountShell from "../../i18n/locales/nl/accountShell.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ account, accountShell });

export function AccountMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  // The own blog is asked for when the menu first opens (then kept for the page).
  const firstBlogPath = useOwnBlogPath(opened);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `${useId()}-user-menu`;
  const counts = useUnreadCounts();
  // The bell: the spec's count (messages, plus one for an unread notification of another kind).
  const unread = counts.Count;
  const unseenRequests = useUnseenRequestCount();
  const moderator = user.IsModerator === true;
  const openReports = useOpenReportCount(moderator);

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeIfOutside);
    document.addEventListener("focusin", closeIfOutside);
    return () => {
      document.removeEventListener("pointerdown", closeIfOutside);
      document.removeEventListener("focusin", closeIfOutside);
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  async function onLogout() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await logout();
      pageNavigation.reload();
    } catch {
      setError(t("account:userMenu.logoutFailed"));
      setBusy(false);
    }
  }

  return (
    <div className="user-menu user-menu--user" ref={rootRef} onKeyDown={onKeyDown}>
      <Link
        to={ACCOUNT_PATHS.notifications}
        className="user-menu__bell"
        aria-label={unread ? t("accountShell:links.bellUnread", { count: unread }) : t("accountShell:links.bell")}
      >
        <BellIcon />
        {unread ? (
          <span className="user-menu__bell-count" aria-hidden="true">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("accountShell:userMenu.label", { username: user.Username })}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className="user-menu__name">{user.Username}</span>
        <span className="user-menu__chevron" aria-hidden="true" />
      </button>
      <div className="user-menu__panel" id={panelId} hidden={!open}>
        <ul className="user-menu__items">
          {accountLinks({
            isVolunteer: user.IsVolunteer,
            firstBlogPath,
            unreadMessages: counts.UnseenMessages,
            unreadNotifications: counts.UnreadNotifications,
            unseenRequests,
            openReports: moderator ? openReports : null,
            offerNewBlog: false,
          }).map((link) => (
            <li key={link.key}>
              <AccountNavLink link={link} className="user-menu__item" />
            </li>
          ))}
          <li>
            <button
              type="button"
              className="user-menu__item"
              onClick={() => void onLogout()}
              aria-disabled={busy || undefined}
            >
              {t("accountShell:userMenu.logout")}
            </button>
          </li>
        </ul>
        {error ? (
          <p className="user-menu__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The navbar's account corner. Loading: an empty box of the final height (no layout shift).
 * Anonymous: "Inloggen" and "Registreren". Logged in: a disclosure button showing the username that
 * opens a panel with the account links of spec 001 §2.5 (profile, messages with the unread counter,
 * contacts, bookmarks, own blog if any, volunteer profile for volunteers, settings) and "Uitloggen"
 * (logs out, then reloads). Escape or a click/focus outside closes the panel.
 */
import { Link } from "gatsby";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { logout } from "../auth/api";
import { loginPath } from "../auth/return-url";
import { accountLinks } from "../account-shell/account-links";
import { AccountNavLink } from "../account-shell/AccountNavLink";
import { pageNavigation } from "../browser";
import type { SessionUser } from "./api";
import { useCurrentUser } from "./useCurrentUser";

export function UserMenu() {
  const session = useCurrentUser();
  if (session.status === "loading") return <div className="user-menu user-menu--loading" aria-hidden="true" />;
  if (session.status === "anonymous") return <AnonymousLinks />;
  return <AccountDisclosure user={session.user} />;
}

function AnonymousLinks() {
  const { t } = useTranslation("common");
  // Rendered only after the session answer, so window exists: come back here after logging in.
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <ul className="user-menu user-menu__links">
      <li>
        <Link to={loginPath(here)} className="user-menu__link">
          {t("nav.login")}
        </Link>
      </li>
      <li>
        <Link to="/registreren" className="user-menu__link user-menu__link--register">
          {t("nav.register")}
        </Link>
      </li>
    </ul>
  );
}

function AccountDisclosure({ user }: { user: SessionUser }) {
  const { t } = useTranslation(["common", "account"]);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `${useId()}-user-menu`;

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
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("common:nav.userMenu", { username: user.Username })}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className="user-menu__name">{user.Username}</span>
        <span className="user-menu__chevron" aria-hidden="true" />
      </button>
      <div className="user-menu__panel" id={panelId} hidden={!open}>
        <ul className="user-menu__items">
          {accountLinks({ isVolunteer: user.IsVolunteer, firstBlogPath: null, unreadMessages: 0, offerNewBlog: false }).map((link) => (
            <li key={link.key}>
              <AccountNavLink link={link} className="user-menu__item" />
            </li>
          ))}
          <li>
            <button type="button" className="user-menu__item" onClick={() => void onLogout()} aria-disabled={busy || undefined}>
              {t("common:nav.logout")}
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

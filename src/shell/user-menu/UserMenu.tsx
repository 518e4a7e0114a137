/**
 * The navbar's account corner (the shell renders it through LateUserMenu.tsx, after hydration).
 * Loading: an empty box of the final height (no layout shift).
 * Anonymous: "Bewaarde artikelen", which opens the login/register dialog (spec 001 §2.5: bookmarks
 * need an account; the dialog is the bookmark button's, loaded on demand), "Inloggen" and
 * "Registreren". Logged in: a disclosure button showing the username that
 * opens a panel with the account links of spec 001 §2.5 (profile, messages with the unread counter,
 * contacts, bookmarks, own blog if any, volunteer profile for volunteers, settings) and "Uitloggen"
 * (logs out, then reloads; AccountMenu.tsx). Escape or a click/focus outside closes the panel.
 */
import { Link } from "gatsby";
import { lazy, Suspense, useState } from "react";
import { BookmarkIcon } from "../../components/icons";
import { ACCOUNT_PATHS } from "../../domain/account-paths";
import { loginPath } from "../../domain/return-url";
import { UserMenuPlaceholder } from "./UserMenuPlaceholder";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import common from "../../i18n/locales/nl/common.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ common });

// The logged-in menu (account links, logout) is its own chunk: visitors never load it.
const AccountMenu = lazy(() => import("./AccountMenu").then((module) => ({ default: module.AccountMenu })));
const loadingBox = <UserMenuPlaceholder />;
const loadLoginModal = () => import("../../features/bookmarks/LoginModal");
const LoginModal = lazy(() => loadLoginModal().then((module) => ({ default: module.LoginModal })));

export function UserMenu() {
  const session = useCurrentUser();
  if (session.status === "loading") return loadingBox;
  if (session.status === "anonymous") return <AnonymousLinks />;
  return (
    <Suspense fallback={loadingBox}>
      <AccountMenu user={session.user} />
    </Suspense>
  );
}

function AnonymousLinks() {
  // Rendered only after the session answer, so window exists: come back here after logging in.
  const here = `${window.location.pathname}${window.location.search}`;
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <ul className="user-menu user-menu__links">
      <li>
        <button
          type="button"
          className="user-menu__link user-menu__bookmarks"
          onPointerEnter={() => void loadLoginModal()}
          onFocus={() => void loadLoginModal()}
          onClick={() => setDialogOpen(true)}
        >
          <BookmarkIcon />
          <span className="visually-hidden">{t("nav.bookmarks")}</span>
        </button>
        {dialogOpen ? (
          <Suspense fallback={null}>
            <LoginModal returnTo={ACCOUNT_PATHS.bookmarks} onClose={() => setDialogOpen(false)} />
          </Suspense>
        ) : null}
      </li>
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

/**
 * The navbar's account corner (the shell renders it through LateUserMenu.tsx, after hydration).
 * Loading: an empty box of the final height (no layout shift).
 * Anonymous: "Inloggen" and "Registreren". Logged in: a disclosure button showing the username that
 * opens a panel with the account links of spec 001 §2.5 (profile, messages with the unread counter,
 * contacts, bookmarks, own blog if any, volunteer profile for volunteers, settings) and "Uitloggen"
 * (logs out, then reloads; AccountMenu.tsx). Escape or a click/focus outside closes the panel.
 */
import { Link } from "gatsby";
import { lazy, Suspense } from "react";
import { translate } from "../../i18n/translate";
import { loginPath } from "../../domain/return-url";
import { UserMenuPlaceholder } from "./LateUserMenu";
import { useCurrentUser } from "../../features/session/useCurrentUser";

// The logged-in menu (account links, logout, i18next) is its own chunk: visitors never load it.
const AccountMenu = lazy(() => import("./AccountMenu").then((module) => ({ default: module.AccountMenu })));
const loadingBox = <UserMenuPlaceholder />;

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
  return (
    <ul className="user-menu user-menu__links">
      <li>
        <Link to={loginPath(here)} className="user-menu__link">
          {translate("common", "nav.login")}
        </Link>
      </li>
      <li>
        <Link to="/registreren" className="user-menu__link user-menu__link--register">
          {translate("common", "nav.register")}
        </Link>
      </li>
    </ul>
  );
}

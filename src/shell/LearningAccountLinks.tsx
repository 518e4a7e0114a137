/**
 * The account corner of /trainingen (issue 38): a participant reaches their account and logs out
 * without leaving the course (a student on a shared school PC); visitors see nothing here.
 */
import { Link } from "gatsby";
import { ACCOUNT_PATHS } from "../domain/account-paths";
import { useCurrentUser } from "../platform/session/useCurrentUser";
import { useLogout } from "./account/useLogout";
import account from "../i18n/locales/nl/account.json";
import accountShell from "../i18n/locales/nl/accountShell.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ account, accountShell });

export function LearningAccountLinks() {
  const session = useCurrentUser();
  const { logOut, busy, failed } = useLogout();
  if (session.status !== "user") return null;
  return (
    <>
      <li>
        <Link to={`${ACCOUNT_PATHS.overview}/`}>{t("accountShell:overview.title")}</Link>
      </li>
      <li>
        <button
          type="button"
          className="learning-header__logout"
          aria-disabled={busy || undefined}
          onClick={() => void logOut()}
        >
          {t("accountShell:userMenu.logout")}
        </button>
        {failed ? (
          <p className="field__error" role="alert">
            {t("account:userMenu.logoutFailed")}
          </p>
        ) : null}
      </li>
    </>
  );
}

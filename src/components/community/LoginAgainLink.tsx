/**
 * Below a send that was refused because the session had ended (401, "Je bent niet ingelogd. Log in
 * om verder te gaan."): a link to the login page that comes back to this page (issue 37 row 10).
 * The person was logged in when they began, so the login page says the session timed out.
 */
import type { ApiError } from "../../platform/http";
import { loginPath } from "../../domain/return-url";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export function LoginAgainLink({ failure }: { failure: ApiError | null }) {
  if (failure?.status !== 401) return null;
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <a className="more-link" href={loginPath(here, { sessionTimeout: true })}>
      {t("errors.loginAgain")}
    </a>
  );
}

/**
 * /ervaringsdeskundigen-registreren (register_volunteer): without a session, the account form with
 * Role volunteer (activation by the mailed link, with resend, as for every account), then logging
 * in brings the person back here; with a session, the sign-up steps (VolunteerSteps). The page
 * hands in the account form (src/features/auth/RegisterForm) as `registerForm`, which shows `intro`
 * above the form and `after` once the account is made. The page's introduction (`intro`) is never
 * on a done screen.
 */
import { Link } from "gatsby";
import type { ReactNode } from "react";
import { loginPath, VOLUNTEER_REGISTER_PATH } from "../../domain/return-url";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { VolunteerSteps } from "./VolunteerSteps";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

export const REGISTER_PATH = VOLUNTEER_REGISTER_PATH;

export function VolunteerRegistration({
  intro,
  registerForm,
}: {
  intro: ReactNode;
  registerForm: (intro: ReactNode, after: ReactNode) => ReactNode;
}) {
  const session = useCurrentUser();
  if (session.status === "loading") return <p role="status">{t("ui.loading")}</p>;
  if (session.status === "user") return <VolunteerSteps intro={intro} />;
  const login = loginPath(REGISTER_PATH);
  return registerForm(
    <>
      {intro}
      <p>
        {t("register.haveAccount")} <Link to={login}>{t("register.login")}</Link>
      </p>
    </>,
    <p>
      {t("register.afterActivation")} <Link to={login}>{t("register.loginToContinue")}</Link>
    </p>,
  );
}

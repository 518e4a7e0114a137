/**
 * /ervaringsdeskundigen-registreren (register_volunteer): without a session, the account form with
 * Role volunteer (activation by the mailed link, with resend, as for every account), then logging
 * in brings the person back here; with a session, the sign-up steps (VolunteerSteps). The page
 * hands in the account form (src/features/auth/RegisterForm) as `registerForm`, which shows `after`
 * once the account is made.
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

export function VolunteerRegistration({ registerForm }: { registerForm: (after: ReactNode) => ReactNode }) {
  const session = useCurrentUser();
  if (session.status === "loading") return <p role="status">{t("ui.loading")}</p>;
  if (session.status === "user") return <VolunteerSteps />;
  const login = loginPath(REGISTER_PATH);
  return (
    <>
      <p>
        {t("register.haveAccount")} <Link to={login}>{t("register.login")}</Link>
      </p>
      {registerForm(
        <p>
          {t("register.afterActivation")} <Link to={login}>{t("register.loginToContinue")}</Link>
        </p>,
      )}
    </>
  );
}

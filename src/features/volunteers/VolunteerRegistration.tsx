/**
 * /ervaringsdeskundigen-registreren (register_volunteer): without a session, the account form with
 * Role volunteer (activation by the mailed link, with resend, as for every account), then logging
 * in brings the person back here; with a session, the sign-up steps (VolunteerSteps).
 */
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { loginPath, VOLUNTEER_REGISTER_PATH } from "../../domain/return-url";
import { RegisterForm } from "../auth/RegisterForm";
import { useCurrentUser } from "../session/useCurrentUser";
import { VolunteerSteps } from "./VolunteerSteps";

export const REGISTER_PATH = VOLUNTEER_REGISTER_PATH;

export function VolunteerRegistration() {
  const { t } = useTranslation("volunteers");
  const session = useCurrentUser();
  if (session.status === "loading") return <p role="status">{t("ui.loading")}</p>;
  if (session.status === "user") return <VolunteerSteps />;
  const login = loginPath(REGISTER_PATH);
  return (
    <>
      <p>
        {t("register.haveAccount")} <Link to={login}>{t("register.login")}</Link>
      </p>
      <RegisterForm
        role="volunteer"
        after={
          <p>
            {t("register.afterActivation")} <Link to={login}>{t("register.loginToContinue")}</Link>
          </p>
        }
      />
    </>
  );
}

/** /ervaringsdeskundigen-registreren (register_volunteer, spec 001 §2.1): the volunteer sign-up. */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { VolunteerRegistration } from "../features/volunteers/VolunteerRegistration";
import { translate } from "../i18n/translate";

export default function VolunteerRegisterPage() {
  const { t } = useTranslation("volunteers");
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("register.title")}</h1>
        <p className="form-page__intro">{t("register.intro")}</p>
        <VolunteerRegistration />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("volunteers", "register.title")} path={location.pathname} />;

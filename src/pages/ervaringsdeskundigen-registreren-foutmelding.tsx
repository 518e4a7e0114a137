/** /ervaringsdeskundigen-registreren-foutmelding (register_volunteer_error): the sign-up could not go on. */
import { Link, type HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { translate } from "../i18n/translate";

export default function VolunteerRegisterErrorPage() {
  const { t } = useTranslation("volunteers");
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("register.error.title")}</h1>
        <p className="lead">{t("register.error.text")}</p>
        <p>
          <Link to="/ervaringsdeskundigen-registreren" className="button button--primary">
            {t("register.error.retry")}
          </Link>
        </p>
        <p>
          <Link to="/contact">{t("register.error.contact")}</Link>
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("volunteers", "register.error.title")} path={location.pathname} noIndex />;

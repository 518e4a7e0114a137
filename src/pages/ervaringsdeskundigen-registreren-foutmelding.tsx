/** /ervaringsdeskundigen-registreren-foutmelding (register_volunteer_error): the sign-up could not go on. */
import { Link, type HeadFC } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import volunteers from "../i18n/locales/nl/volunteers.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ volunteers });

export default function VolunteerRegisterErrorPage() {
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
          <Link className="more-link" to="/contact">
            {t("register.error.contact")}
          </Link>
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("register.error.title")} path={location.pathname} noIndex />
);

/** /ervaringsdeskundigen-registreren (register_volunteer, spec 001 §2.1): the volunteer sign-up. */
import type { HeadFC } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { RegisterForm } from "../features/auth/RegisterForm";
import { VolunteerRegistration } from "../features/volunteers/VolunteerRegistration";
import volunteers from "../i18n/locales/nl/volunteers.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ volunteers });

export default function VolunteerRegisterPage() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("register.title")}</h1>
        <VolunteerRegistration
          intro={<p className="form-page__intro">{t("register.intro")}</p>}
          registerForm={(intro, after) => <RegisterForm role="volunteer" intro={intro} after={after} />}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("register.title")} path={location.pathname} />;

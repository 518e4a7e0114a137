/**
 * /verificatie-mail-succes: the e-mail address is verified. After the volunteer sign-up's account
 * (next=volunteer, spec 000 §4 and 001 §2.1) the way on is logging in and back to
 * /ervaringsdeskundigen-registreren, where the four sign-up steps follow.
 */
import type { HeadFC } from "gatsby";
import { useEffect, useState } from "react";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { loginPath, VOLUNTEER_NEXT, VOLUNTEER_REGISTER_PATH } from "../domain/return-url";
import { queryParam } from "../platform/browser";
import account from "../i18n/locales/nl/account.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ account });

export default function Page() {
  // Known only in the browser (the static HTML has no query).
  const [volunteer, setVolunteer] = useState(false);
  useEffect(() => setVolunteer(queryParam("next") === VOLUNTEER_NEXT), []);
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("verified.title")}</h1>
        <p className="notice notice--success">{volunteer ? t("verified.volunteerText") : t("verified.text")}</p>
        <p>
          {volunteer ? (
            <a href={loginPath(VOLUNTEER_REGISTER_PATH)} className="button button--primary">
              {t("verified.toVolunteerSteps")}
            </a>
          ) : (
            <a className="more-link" href="/inloggen">
              {t("verified.toLogin")}
            </a>
          )}
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("verified.title")} path={location.pathname} />;

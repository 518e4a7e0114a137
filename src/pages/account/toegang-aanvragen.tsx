import type { HeadProps } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { RequestAccessForm } from "../../features/people/RequestAccessForm";
import { useRequireSession } from "../../platform/session/useRequireSession";
import "../../features/people/people.css";
import people from "../../i18n/locales/nl/people.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ people });

/** /account/toegang-aanvragen (spec 001 §2.1 account-request-access-form). */
export default function RequestAccessPage() {
  const session = useRequireSession();
  return (
    <Layout>
      <div className="people container container--reading">
        {session.status === "user" ? <RequestAccessForm /> : <p role="status">{t("profile.loading")}</p>}
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("requestAccess.title")} path={location.pathname} noIndex />;
}

import type { HeadProps } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { RequestAccessForm } from "../../features/people/RequestAccessForm";
import { pt } from "../../features/people/text";
import { useRequireSession } from "../../features/session/useRequireSession";
import "../../features/people/people.css";

/** /account/toegang-aanvragen (spec 001 §2.1 account-request-access-form). */
export default function RequestAccessPage() {
  const session = useRequireSession();
  return (
    <Layout>
      <div className="people container container--reading">{session.status === "user" ? <RequestAccessForm /> : <p role="status">{pt("profile.loading")}</p>}</div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={pt("requestAccess.title")} path={location.pathname} noIndex />;
}

import type { HeadProps } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { MemberProfileView } from "../features/people/MemberProfileView";
import { PauseSwitch } from "../features/people/PauseSwitch";
import { useRequireSession } from "../platform/session/useRequireSession";
import "../features/people/people.css";
import people from "../i18n/locales/nl/people.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ people });

/** /mijn-profiel (spec 001 §2.1 my-profile): one's own profile as others see it, and the pause switch. */
export default function MyProfilePage() {
  const session = useRequireSession();
  return (
    <Layout>
      <div className="people container container--reading">
        {session.status === "user" ? (
          <>
            <MemberProfileView id={session.user.Id} own />
            <PauseSwitch />
          </>
        ) : (
          <p role="status">{t("profile.loading")}</p>
        )}
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("myProfile.title")} path={location.pathname} noIndex />;
}

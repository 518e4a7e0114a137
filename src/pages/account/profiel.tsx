/** /account/profiel: the own profile inside the account shell (spec 000 §2 "Profile"). */
import type { HeadFC } from "gatsby";
import { SeoHead } from "../../shell/SeoHead";
import { AccountLayout } from "../../shell/account/AccountLayout";
import { ProfileForm } from "../../features/profile/ProfileForm";
import profile from "../../i18n/locales/nl/profile.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ profile });

export default function ProfilePage() {
  return (
    <AccountLayout title={t("page.title")}>
      <ProfileForm />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("page.title")} description={t("page.description")} path={location.pathname} noIndex />
);

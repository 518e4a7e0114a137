/** /account/profiel: the own profile inside the account shell (spec 000 §2 "Profile"). */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { SeoHead } from "../../shell/SeoHead";
import { AccountLayout } from "../../shell/account/AccountLayout";
import { ProfileForm } from "../../features/profile/ProfileForm";
import { translate } from "../../i18n/translate";

export default function ProfilePage() {
  const { t } = useTranslation("profile");
  return (
    <AccountLayout title={t("page.title")}>
      <ProfileForm />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("profile", "page.title")} description={translate("profile", "page.description")} path={location.pathname} noIndex />
);

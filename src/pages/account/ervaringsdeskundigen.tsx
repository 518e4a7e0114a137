/** /account/ervaringsdeskundigen (account-volunteer, spec 001 §2.1): the volunteer profile, or the sign-up steps. */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { SeoHead } from "../../shell/SeoHead";
import { AccountLayout } from "../../shell/account/AccountLayout";
import { VolunteerProfile } from "../../features/volunteers/VolunteerProfile";
import { translate } from "../../i18n/translate";

export default function VolunteerAccountPage() {
  const { t } = useTranslation("accountShell");
  return (
    <AccountLayout title={t("links.volunteer")}>
      <VolunteerProfile />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("accountShell", "links.volunteer")} path={location.pathname} noIndex />;

/** /account/ervaringsdeskundigen (account-volunteer, spec 001 §2.1): the volunteer profile, or the sign-up steps. */
import type { HeadFC } from "gatsby";
import { SeoHead } from "../../shell/SeoHead";
import { AccountLayout } from "../../shell/account/AccountLayout";
import { VolunteerProfile } from "../../features/volunteers/VolunteerProfile";
import accountShell from "../../i18n/locales/nl/accountShell.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ accountShell });

export default function VolunteerAccountPage() {
  return (
    <AccountLayout title={t("links.volunteer")}>
      <VolunteerProfile />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("links.volunteer")} path={location.pathname} noIndex />;

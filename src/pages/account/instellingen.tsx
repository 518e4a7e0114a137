/** /account/instellingen: the account settings inside the account shell (spec 000 §2, spec 001 §2.1). */
import type { HeadFC } from "gatsby";
import { SeoHead } from "../../shell/SeoHead";
import { AccountLayout } from "../../shell/account/AccountLayout";
import { AccountSettings } from "../../features/settings/AccountSettings";
import { DeleteAccountSection } from "../../features/deletion/DeleteAccountSection";
import settings from "../../i18n/locales/nl/settings.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ settings });

export default function SettingsPage() {
  return (
    <AccountLayout title={t("page.title")}>
      <AccountSettings deletion={<DeleteAccountSection />} />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("page.title")} description={t("page.description")} path={location.pathname} />
);

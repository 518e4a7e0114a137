/** /account/notificaties: the participant's notifications inside the account shell (spec 001 §2.1). */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { SeoHead } from "../../shell/SeoHead";
import { AccountLayout } from "../../shell/account/AccountLayout";
import { NotificationsList } from "../../features/notifications/NotificationsList";
import { translate } from "../../i18n/translate";

export default function NotificationsPage() {
  const { t } = useTranslation("settings");
  return (
    <AccountLayout title={t("notifications.title")}>
      <NotificationsList />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    title={translate("settings", "notifications.title")}
    description={translate("settings", "notifications.description")}
    path={location.pathname}
  />
);

/** /account/notificaties: the participant's notifications inside the account shell (spec 001 §2.1). */
import type { HeadFC } from "gatsby";
import { SeoHead } from "../../shell/SeoHead";
import { AccountLayout } from "../../shell/account/AccountLayout";
import { NotificationsList } from "../../features/notifications/NotificationsList";
import settings from "../../i18n/locales/nl/settings.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ settings });

export default function NotificationsPage() {
  return (
    <AccountLayout title={t("notifications.title")}>
      <NotificationsList />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("notifications.title")} description={t("notifications.description")} path={location.pathname} />
);

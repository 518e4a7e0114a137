/** /account/berichten (account-messages, spec 001 §2.1): the conversations with contacts. */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { SeoHead } from "../../../shell/SeoHead";
import { AccountLayout } from "../../../shell/account/AccountLayout";
import { InboxList } from "../../../features/inbox/InboxList";
import { translate } from "../../../i18n/translate";

export default function MessagesPage() {
  const { t } = useTranslation("inbox");
  return (
    <AccountLayout title={t("list.title")}>
      <InboxList />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("accountShell", "links.messages")} path={location.pathname} noIndex />;

/** /account/berichten (account-messages, spec 001 §2.1): the conversations with contacts. */
import type { HeadFC } from "gatsby";
import { SeoHead } from "../../../shell/SeoHead";
import { AccountLayout } from "../../../shell/account/AccountLayout";
import { InboxList } from "../../../features/inbox/InboxList";
import inbox from "../../../i18n/locales/nl/inbox.json";
import accountShell from "../../../i18n/locales/nl/accountShell.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ inbox, accountShell });

export default function MessagesPage() {
  return (
    <AccountLayout title={t("list.title")}>
      <InboxList />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("accountShell:links.messages")} path={location.pathname} noIndex />
);

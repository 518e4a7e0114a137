/** /account/berichten (account-messages, spec 001 §2.1): a calm page in the account shell until the feature exists. */
import type { HeadFC } from "gatsby";
import { SeoHead } from "../../shell/SeoHead";
import { AccountComingSoon } from "../../shell/account/AccountComingSoon";
import { translate } from "../../i18n/translate";

export default function MessagesPage() {
  return <AccountComingSoon section="messages" />;
}

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("accountShell", "links.messages")} path={location.pathname} noIndex />;

/** /account/berichten/{id}/ (account-messages/{id}, spec 001 §2.2): the conversation with one contact (client-only route). */
import type { PageProps } from "gatsby";
import { pageTitle } from "../../../domain/site";
import { AccountLayout } from "../../../shell/account/AccountLayout";
import { ConversationView } from "../../../features/inbox/ConversationView";
import inbox from "../../../i18n/locales/nl/inbox.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ inbox });

export default function ConversationPage({ params }: PageProps<object, object, unknown> & { params: { id?: string } }) {
  return (
    <AccountLayout title={t("list.title")}>
      <ConversationView key={params.id} otherId={params.id ?? ""} />
    </AccountLayout>
  );
}

/** No canonical link: this HTML is the shell of every conversation; the view sets its title once loaded. */
export function Head() {
  return (
    <>
      <title>{pageTitle(t("conversation.titleFallback"))}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}

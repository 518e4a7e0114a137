/**
 * /account/berichten and /account/ervaringsdeskundigen until the inbox and the volunteer area
 * exist: the account links of spec 001 §2.5 lead to a calm page in the account shell, not a 404
 * (docs/decisions/014-coming-soon-pages.md).
 */
import { AccountLayout } from "./AccountLayout";
import accountShell from "../../i18n/locales/nl/accountShell.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ accountShell });

export function AccountComingSoon({ section }: { section: "messages" | "volunteer" }) {
  return (
    <AccountLayout title={t(`links.${section}`)}>
      <p className="lead">{t(`comingSoon.${section}`)}</p>
      <p>{t("comingSoon.meanwhile")}</p>
      <p>
        <a className="more-link" href="/ontmoet-elkaar/gesprekken/">
          {t("comingSoon.toConversations")}
        </a>
      </p>
    </AccountLayout>
  );
}

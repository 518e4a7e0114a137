/**
 * /account/berichten and /account/ervaringsdeskundigen until the inbox and the volunteer area
 * exist: the account links of spec 001 §2.5 lead to a calm page in the account shell, not a 404
 * (docs/decisions/014-coming-soon-pages.md).
 */
import { useTranslation } from "react-i18next";
import { AccountLayout } from "./AccountLayout";

export function AccountComingSoon({ section }: { section: "messages" | "volunteer" }) {
  const { t } = useTranslation("accountShell");
  return (
    <AccountLayout title={t(`links.${section}`)}>
      <p className="lead">{t(`comingSoon.${section}`)}</p>
      <p>{t("comingSoon.meanwhile")}</p>
      <p>
        <a href="/ontmoet-elkaar/gesprekken/">{t("comingSoon.toConversations")}</a>
      </p>
    </AccountLayout>
  );
}

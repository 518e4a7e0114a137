/** One account link (sidebar and dropdown), with the unread counter when there is a count. */
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import type { AccountLink } from "./account-links";
import "./account-shell.css";

export function AccountNavLink({ link, current, className = "account-sidebar__link" }: { link: AccountLink; current?: boolean; className?: string }) {
  const { t } = useTranslation("accountShell");
  return (
    <Link to={link.href} className={className} aria-current={current ? "page" : undefined}>
      <span>{t(`links.${link.key}`)}</span>
      {link.count ? (
        <span className="account-sidebar__count">
          {link.count}
          <span className="visually-hidden"> {t(`links.${link.countLabel ?? "unread"}`, { count: link.count })}</span>
        </span>
      ) : null}
    </Link>
  );
}

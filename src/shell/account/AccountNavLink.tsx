/** One account link (sidebar and dropdown), with the unread counter when there is a count. */
import { Link } from "gatsby";
import type { AccountLink } from "./account-links";
import "./account-shell.css";
import accountShell from "../../i18n/locales/nl/accountShell.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ accountShell });

export function AccountNavLink({
  link,
  current,
  className = "account-sidebar__link",
}: {
  link: AccountLink;
  current?: boolean;
  className?: string;
}) {
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

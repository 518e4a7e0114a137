import { Link } from "gatsby";
import type { ReactNode } from "react";
import type { MenuItem } from "./menu-tree";
import common from "../i18n/locales/nl/common.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ common });

/** A menu entry: Gatsby Link for site paths, a plain anchor (with a hint) for other sites. */
export function MenuLink({ item, className, children }: { item: MenuItem; className?: string; children?: ReactNode }) {
  const content = children ?? item.title;
  if (item.url === null) return <span className={className}>{content}</span>;
  if (item.external || !item.url.startsWith("/")) {
    return (
      <a className={className} href={item.url} rel="noopener">
        {content}
        {item.external ? <span className="visually-hidden"> {t("nav.externalLink")}</span> : null}
      </a>
    );
  }
  return (
    <Link className={className} to={item.url}>
      {content}
    </Link>
  );
}

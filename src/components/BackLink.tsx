/**
 * The one back link (issue 41: one back link everywhere): an arrow and the way back ("Terug naar
 * …"), at least 44 px tall (.breadcrumb__back), in a navigation landmark of its own. `client`: a
 * Gatsby Link for a page of the built site (a client-side navigation); else a plain link, for
 * addresses a function serves (the forum's groups and conversations, stories, members).
 */
import { Link } from "gatsby";
import type { ReactNode } from "react";
import common from "../i18n/locales/nl/common.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ common });

export function BackLink({
  to,
  children,
  client = false,
  navLabel = t("nav.back"),
}: {
  to: string;
  children: ReactNode;
  client?: boolean;
  /** The landmark's name: "Terug", or "Kruimelpad" for the content's breadcrumb (spec 001 §2.5). */
  navLabel?: string;
}) {
  const content = (
    <>
      <span aria-hidden="true">←</span>
      {children}
    </>
  );
  return (
    <nav className="breadcrumb" aria-label={navLabel}>
      {client ? (
        <Link to={to} className="breadcrumb__back">
          {content}
        </Link>
      ) : (
        <a href={to} className="breadcrumb__back">
          {content}
        </a>
      )}
    </nav>
  );
}

/**
 * The one back link (issue 41: one back link everywhere): an arrow and the way back ("Terug naar
 * …"), at least 44 px tall (.breadcrumb__back), in a navigation landmark of its own. `link`: Gatsby's
 * Link for a page of the built site (a client-side navigation), passed by the caller; by default a
 * plain anchor, as functions render some of these views where Gatsby is not (functions/forum-page).
 */
import type { ReactNode } from "react";
import common from "../i18n/locales/nl/common.json";
import { textsOf } from "../i18n/texts";
import { PlainLink, type LinkComponent } from "./links";

const t = textsOf({ common });

export function BackLink({
  to,
  children,
  link: Link = PlainLink,
  navLabel = t("nav.back"),
}: {
  to: string;
  children: ReactNode;
  link?: LinkComponent;
  /** The landmark's name: "Terug", or "Kruimelpad" for the content's breadcrumb (spec 001 §2.5). */
  navLabel?: string;
}) {
  return (
    <nav className="breadcrumb" aria-label={navLabel}>
      <Link to={to} className="breadcrumb__back">
        <span aria-hidden="true">←</span>
        {children}
      </Link>
    </nav>
  );
}

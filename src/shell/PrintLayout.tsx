import { Link } from "gatsby";
import type { ReactNode } from "react";
import { SITE_NAME } from "../domain/site";
import { MAIN_CONTENT_ID } from "./Layout";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library });

/** Print mode: no navigation, no footer, no cookie bar; a print button and a way back. */
export function PrintLayout({ children, backHref }: { children: ReactNode; backHref: string }) {
  return (
    <div className="site site--print">
      <header className="print-header container container--reading">
        <p className="print-header__name">{SITE_NAME}</p>
        <p className="print-header__tools no-print">
          <Link to={backHref}>{t("print.backToArticle")}</Link>
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {t("print.button")}
          </button>
        </p>
      </header>
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

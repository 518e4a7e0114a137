import { Link } from "gatsby";
import type { ReactNode } from "react";
import { SITE_NAME } from "../domain/site";
import { LateCookieBar } from "../features/cookies/LateCookieBar";
import { MAIN_CONTENT_ID } from "./Layout";
import { LearningAccountLinks } from "./LearningAccountLinks";
import "../features/elearning/elearning.css";
import elearning from "../i18n/locales/nl/elearning.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ elearning });

/**
 * The shell of /trainingen (spec 001 §2.2: no navbar or footer there): a skip link, a simple
 * header with the site's name, the way back to the courses and (for a participant) the account and
 * log-out, the main content, the cookie bar.
 */
export function LearningLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site site--learning">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t("header.skip")}
      </a>
      <header className="learning-header">
        <div className="learning-header__bar container">
          <Link to="/" className="learning-header__name">
            {SITE_NAME}
            <span aria-hidden="true">{t("title")}</span>
          </Link>
          <ul className="learning-header__links">
            <li>
              <Link to="/trainingen/">{t("header.courses")}</Link>
            </li>
            <LearningAccountLinks />
          </ul>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className="site-main learning-main container container--reading" tabIndex={-1}>
        {children}
      </main>
      <LateCookieBar pathname="/trainingen/" />
    </div>
  );
}

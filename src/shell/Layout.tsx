import type { ReactNode } from "react";
import { LateCookieBar } from "../features/cookies/LateCookieBar";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { isBarePath, usePathname } from "./PageLocation";
import { useMenus } from "./useMenus";
import common from "../i18n/locales/nl/common.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ common });

export const MAIN_CONTENT_ID = "main-content";
export const FOOTER_ID = "site-footer";

/**
 * Page shell: skip links, cookie bar, header with navigation, main content and footer. The cookie
 * bar sits at the bottom of the screen but early in the Tab order, right after the skip links, so
 * a keyboard user meets it before the 40-odd links of the header and menu (decision 230).
 */
export function Layout({ children }: { children?: ReactNode }) {
  const { main, footer, helpline } = useMenus();
  const pathname = usePathname();
  const bare = isBarePath(pathname);
  return (
    <div className="site">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t("skipLink")}
      </a>
      {bare ? null : (
        <a className="skip-link" href={`#${FOOTER_ID}`}>
          {t("skipLinks.footer")}
        </a>
      )}
      <LateCookieBar pathname={pathname} focusAfterChoice={MAIN_CONTENT_ID} />
      {bare ? null : <Header menu={main} />}
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      {bare ? null : <Footer items={footer} helpline={helpline} id={FOOTER_ID} />}
    </div>
  );
}

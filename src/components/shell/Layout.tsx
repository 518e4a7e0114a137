import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { useMenus } from "./useMenus";

export const MAIN_CONTENT_ID = "main-content";

/** Page shell: skip link, header with navigation, main content and footer. */
export function Layout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation("common");
  const { main, footer } = useMenus();
  return (
    <div className="site">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t("skipLink")}
      </a>
      <Header menu={main} />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer items={footer} />
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { SITE_NAME } from "../../domain/site";
import { MenuLink } from "./MenuLink";
import type { MenuItem } from "./menu-tree";

/** Footer with the Drupal footer menu. */
export function Footer({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation("common");
  return (
    <footer className="site-footer">
      <div className="container">
        {items.length > 0 ? (
          <nav aria-label={t("nav.footer")}>
            <ul className="site-footer__links">
              {items.map((item) => (
                <li key={item.id}>
                  <MenuLink item={item} className="site-footer__link" />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="site-footer__tagline">
          <strong>{SITE_NAME}</strong> · {t("site.tagline")}
        </p>
      </div>
    </footer>
  );
}

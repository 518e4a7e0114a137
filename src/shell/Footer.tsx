import common from "../i18n/locales/nl/common.json";
import { SITE_NAME } from "../domain/site";
import { MenuLink } from "./MenuLink";
import type { MenuItem } from "./menu-tree";
import type { Helpline } from "./helpline";
import { textsOf } from "../i18n/texts";

const t = textsOf({ common });

/**
 * Footer with the helpline from the site settings (when set) and the Drupal footer menu; an entry
 * with "show as expanded" lists its children.
 */
export function Footer({
  items,
  helpline = null,
  id,
}: {
  items: readonly (MenuItem & { expanded?: boolean })[];
  helpline?: Helpline | null;
  id?: string;
}) {
  return (
    <footer className="site-footer" id={id} tabIndex={-1}>
      <div className="container">
        {helpline ? (
          <section className="site-footer__helpline" aria-labelledby="site-footer-helpline">
            <h2 id="site-footer-helpline" className="site-footer__helpline-title">
              {helpline.title}
            </h2>
            <p className="site-footer__helpline-text">
              <a href={`tel:${helpline.tel}`} className="site-footer__helpline-phone">
                {helpline.phone}
              </a>
              {helpline.hours ? <span className="site-footer__helpline-hours"> ({helpline.hours})</span> : null}
            </p>
          </section>
        ) : null}
        {items.length > 0 ? (
          <nav aria-label={t("nav.footer")}>
            <ul className="site-footer__links">
              {items.map((item) => (
                <li key={item.id}>
                  <MenuLink item={item} className="site-footer__link" />
                  {item.expanded && item.children.length > 0 ? (
                    <ul className="site-footer__children">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <MenuLink item={child} className="site-footer__link" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
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

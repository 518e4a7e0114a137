import { Link } from "gatsby";
import { useRef, useState, type KeyboardEvent } from "react";
import { SITE_NAME } from "../domain/site";
import { LateUserMenu } from "./user-menu/LateUserMenu";
import { SearchBox } from "../features/search/SearchBox";
import { MenuIcon } from "../components/icons";
import type { MenuItem } from "./menu-tree";
import { Navbar } from "./Navbar";
import common from "../i18n/locales/nl/common.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ common });

const NAV_ID = "main-menu";

/** The logo (named by the site name), search box, the user menu and the main navigation (a panel below 1280 px). */
export function Header({ menu }: { menu: readonly MenuItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <header className="site-header" onKeyDown={onKeyDown}>
      <div className="site-header__bar container">
        <Link to="/" className="site-header__name">
          {/* The logo (static/logo.svg, decision 232): a file, so its drawing is not in the page's script; its size is in CSS. */}
          <img src="/logo.svg" alt={SITE_NAME} />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__tool site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
          <span>{t("nav.menu")}</span>
        </button>
        {/* A plain GET form (no Gatsby Link: that would fetch the search page's code on every page). */}
        <SearchBox className="site-header__search" />
        <div className="site-header__user">
          <LateUserMenu />
        </div>
      </div>
      <Navbar items={menu} id={NAV_ID} mobileOpen={menuOpen} />
    </header>
  );
}

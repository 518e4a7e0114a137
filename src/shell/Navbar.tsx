/**
 * Main navigation from the Drupal main menu (disclosure pattern).
 *
 * Every item with children gets its own button that shows or hides the sub menu (click, Enter or
 * Space); Escape closes it and puts focus back on the button; clicking elsewhere or tabbing away
 * closes it too. On wide screens with a mouse a sub menu also opens on hover, and closes after a
 * short delay when the pointer leaves (so an unsteady hand does not lose it); a click on the button
 * right after the hover opened it keeps it open, as the click meant to open it. Below 1280 px the
 * whole list is a panel opened by the menu button in the header (`mobileOpen`).
 */
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { ChevronIcon } from "../components/icons";
import { MenuLink } from "./MenuLink";
import type { MenuItem } from "./menu-tree";
import { TextSizeControl } from "../components/TextSizeControl";
import { VolunteerMenuItem } from "./VolunteerMenuItem";
import common from "../i18n/locales/nl/common.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ common });

export const DESKTOP_MEDIA_QUERY = "(min-width: 1280px)";
const HOVER_CLOSE_DELAY_MS = 400;
/** A click this soon after the pointer opened the sub menu by hover keeps it open (it came to open it). */
const HOVER_CLICK_GRACE_MS = 700;

export interface NavbarProps {
  items: readonly MenuItem[];
  /** Id of the nav element (the header's menu button points to it). */
  id?: string;
  /** Below 1280 px: whether the menu panel is open. */
  mobileOpen?: boolean;
}

function isDesktopPointer(pointerType: string): boolean {
  return (
    pointerType === "mouse" &&
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia(DESKTOP_MEDIA_QUERY).matches
  );
}

export function Navbar({ items, id = "main-menu", mobileOpen = false }: NavbarProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hoverOpened = useRef<{ id: string; at: number } | null>(null);
  const baseId = useId().replace(/:/g, "");

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  useEffect(() => cancelClose, [cancelClose]);

  // A click or tap outside the navigation closes the open sub menu.
  useEffect(() => {
    if (openId === null) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("mousedown", onPointerDown);
    return () => document.removeEventListener("mousedown", onPointerDown);
  }, [openId]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || openId === null) return;
    const button = document.getElementById(`${baseId}-${openId}-button`);
    setOpenId(null);
    button?.focus();
    event.stopPropagation(); // the header would otherwise also close the mobile panel
  };

  return (
    <nav
      ref={navRef}
      id={id}
      className="main-nav"
      data-mobile-open={mobileOpen ? "true" : "false"}
      aria-label={t("nav.main")}
      onKeyDown={onKeyDown}
    >
      <ul className="main-nav__list">
        {items.map((item) => {
          if (item.children.length === 0) {
            return (
              <li key={item.id} className="main-nav__item">
                <MenuLink item={item} className="main-nav__link" />
              </li>
            );
          }
          const domId = `${baseId}-${item.id}`;
          const open = openId === item.id;
          const onBlur = (event: FocusEvent<HTMLLIElement>) => {
            const next = event.relatedTarget as Node | null;
            if (next && !event.currentTarget.contains(next) && openId === item.id) setOpenId(null);
          };
          return (
            <li
              key={item.id}
              className="main-nav__item main-nav__item--parent"
              data-open={open ? "true" : "false"}
              onBlur={onBlur}
              onPointerEnter={(event) => {
                if (!isDesktopPointer(event.pointerType)) return;
                cancelClose();
                if (openId !== item.id) hoverOpened.current = { id: item.id, at: Date.now() };
                setOpenId(item.id);
              }}
              onPointerLeave={(event) => {
                if (!isDesktopPointer(event.pointerType)) return;
                cancelClose();
                closeTimer.current = setTimeout(() => {
                  setOpenId((current) => (current === item.id ? null : current));
                }, HOVER_CLOSE_DELAY_MS);
              }}
            >
              <div className="main-nav__row">
                <MenuLink item={item} className="main-nav__link" />
                <button
                  type="button"
                  id={`${domId}-button`}
                  className="main-nav__disclosure"
                  aria-expanded={open}
                  aria-controls={`${domId}-submenu`}
                  onClick={() => {
                    cancelClose();
                    const justHovered =
                      hoverOpened.current?.id === item.id && Date.now() - hoverOpened.current.at < HOVER_CLICK_GRACE_MS;
                    hoverOpened.current = null;
                    setOpenId(open && !justHovered ? null : item.id);
                  }}
                >
                  <span className="visually-hidden">{t("nav.submenu", { title: item.title })}</span>
                  <ChevronIcon />
                </button>
              </div>
              <div id={`${domId}-submenu`} className="main-nav__panel" hidden={!open}>
                <ul className="main-nav__submenu">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <MenuLink item={child} className="main-nav__sublink" />
                    </li>
                  ))}
                </ul>
                {item.featured ? (
                  <div className="main-nav__featured">
                    <p className="main-nav__featured-label">{item.featured.label}</p>
                    <p className="main-nav__featured-title">{item.featured.title}</p>
                    <p>{item.featured.text}</p>
                    <MenuLink
                      item={{
                        id: `${item.id}-featured`,
                        title: item.featured.linkTitle,
                        url: item.featured.url,
                        external: /^https?:/i.test(item.featured.url),
                        children: [],
                      }}
                      className="main-nav__featured-link"
                    />
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
        <VolunteerMenuItem />
        <li className="main-nav__item main-nav__item--text-size">
          <TextSizeControl />
        </li>
      </ul>
    </nav>
  );
}

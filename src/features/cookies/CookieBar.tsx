/**
 * The cookie bar (spec 001 §2.7, §4): fixed at the bottom, shown unless functional consent is
 * given, never on the new-password page. "Accepteren" accepts everything and reloads; "Bekijk
 * instellingen" shows the three categories (functional and analytics checked and disabled, video
 * per checkbox). Rendered after hydration only; until then the static HTML holds an inert copy of
 * it for a first-time visitor (EarlyCookieBar.tsx), which this bar removes when it mounts, in the
 * same frame and at the same size and place (decision 230).
 *
 * Keyboard focus is never hidden behind it (WCAG 2.4.11, decision 230): the shell puts it early in
 * the Tab order, its height is published as --cookie-bar-height (the page's scroll padding and
 * bottom padding, global.css), opening the settings moves focus to the first choice, "Cookie-
 * instellingen openen" moves focus into the bar, and after a choice focus goes to the main content.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import {
  RESET_EVENT,
  acceptAllWrites,
  acceptSettingsWrites,
  applyWrites,
  barAllowedOn,
  currentConsent,
  pageVisitWrites,
  popupClosedWrites,
} from "../../platform/consent";
import cookies from "../../i18n/locales/nl/cookies.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ cookies });

export const PRIVACY_STATEMENT_PATH = "/privacy";

/** The CSS custom property that tells the page how much of the viewport's bottom the bar covers. */
export const BAR_HEIGHT_PROPERTY = "--cookie-bar-height";

/** The id of the bar's inert copy in the static HTML (EarlyCookieBar.tsx). */
export const EARLY_BAR_ID = "cookie-bar-early";

type Focus = "none" | "bar" | "settings";

export function CookieBar({
  pathname,
  reload = () => window.location.reload(),
  focusAfterChoice,
}: {
  pathname: string;
  reload?: () => void;
  /** The id of the element that gets focus once the bar is gone (the main content). */
  focusAfterChoice?: string;
}) {
  // Only ever rendered in the browser (LateCookieBar): the first render already knows the cookies,
  // so the bar is there in the commit that removes its copy from the static HTML.
  const [visible, setVisible] = useState(() => currentConsent().show);
  const [settings, setSettings] = useState(false);
  const [video, setVideo] = useState(() => currentConsent().video === "yes");
  const [focus, setFocus] = useState<Focus>("none");
  const titleId = useId();
  const barRef = useRef<HTMLElement>(null);
  const firstChoiceRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    applyWrites(pageVisitWrites(document.cookie));
    // The first render read the consent already. Reading document.cookie right after the write above
    // would wait for the browser's cookie store (a blocking round trip of several ms).
    const sync = () => {
      const consent = currentConsent();
      setVisible(consent.show);
      setVideo(consent.video === "yes");
    };
    // Opened on request ("Cookie-instellingen openen"): the reader's focus goes into the bar.
    const reopen = () => {
      sync();
      setFocus("bar");
    };
    window.addEventListener(RESET_EVENT, reopen);
    return () => window.removeEventListener(RESET_EVENT, reopen);
  }, []);

  const shown = visible && barAllowedOn(pathname);

  // The copy's place is this bar's now (or nobody's). Shown, the bar keeps the copy's height until
  // its own is published below.
  useLayoutEffect(() => {
    document.getElementById(EARLY_BAR_ID)?.remove();
    if (!shown) document.documentElement.style.removeProperty(BAR_HEIGHT_PROPERTY);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's copy
  }, []);

  useLayoutEffect(() => {
    if (focus === "bar") barRef.current?.focus();
    if (focus === "settings") firstChoiceRef.current?.focus();
    if (focus !== "none") setFocus("none");
  }, [focus, shown]);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const root = document.documentElement;
    if (!shown || !bar) return;
    const publish = () =>
      root.style.setProperty(BAR_HEIGHT_PROPERTY, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    // The observer's first call comes after the frame's layout and before its paint, so measuring
    // there forces no layout of its own; without an observer the height is measured at once.
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(publish);
    if (observer) observer.observe(bar);
    else publish();
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BAR_HEIGHT_PROPERTY);
    };
  }, [shown]);

  if (!shown) return null;

  const acceptAll = () => {
    applyWrites(settings ? acceptSettingsWrites(video) : acceptAllWrites(), { announce: true });
    setVisible(false);
    if (focusAfterChoice) document.getElementById(focusAfterChoice)?.focus({ preventScroll: true });
    reload();
  };

  const settingsPanel = settings ? (
    <fieldset className="cookie-bar__settings">
      <legend className="visually-hidden">{t("cookieBar.settings")}</legend>
      <label className="checkbox">
        <input type="checkbox" checked disabled />
        <span>{t("cookieBar.functional")}</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked disabled />
        <span>{t("cookieBar.analytics")}</span>
      </label>
      <label className="checkbox">
        <input
          ref={firstChoiceRef}
          type="checkbox"
          checked={video}
          onChange={(event) => setVideo(event.target.checked)}
        />
        <span>{t("cookieBar.video")}</span>
      </label>
    </fieldset>
  ) : null;

  return (
    <section className="cookie-bar" role="region" aria-labelledby={titleId} ref={barRef} tabIndex={-1}>
      <CookieBarContent
        titleId={titleId}
        settings={settingsPanel}
        onAccept={acceptAll}
        onSettings={() => {
          applyWrites(popupClosedWrites());
          setSettings(true);
          setFocus("settings");
        }}
      />
    </section>
  );
}

/**
 * What the bar shows: the bar's own, and its inert copy's in the static HTML (EarlyCookieBar.tsx).
 * The copy's privacy link has no address (`copy`): it looks the same, but it is no link, so the
 * page's skip links stay its first links (axe counts links before them as content outside a
 * landmark).
 */
export function CookieBarContent({
  titleId,
  copy = false,
  settings = null,
  onAccept,
  onSettings,
}: {
  titleId: string;
  copy?: boolean;
  settings?: ReactNode;
  onAccept?: () => void;
  onSettings?: () => void;
}) {
  return (
    <div className="container cookie-bar__inner">
      <h2 id={titleId} className="cookie-bar__title">
        {t("cookieBar.title")}
      </h2>
      <p className="cookie-bar__text">
        {t("cookieBar.text")} <a href={copy ? undefined : PRIVACY_STATEMENT_PATH}>{t("cookieBar.privacy")}</a>
      </p>
      {settings}
      <div className="cookie-bar__actions">
        <button type="button" className="button button--primary" onClick={onAccept}>
          {settings ? t("cookieBar.saveSettings") : t("cookieBar.accept")}
        </button>
        {settings ? null : (
          <button type="button" className="button button--link" aria-expanded={false} onClick={onSettings}>
            {t("cookieBar.settings")}
          </button>
        )}
      </div>
    </div>
  );
}

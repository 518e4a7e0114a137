/**
 * The cookie bar (spec 001 §2.7, §4): fixed at the bottom, shown unless functional consent is
 * given, never on the new-password page. "Accepteren" accepts everything and reloads; "Bekijk
 * instellingen" shows the three categories (functional and analytics checked and disabled, video
 * per checkbox). Rendered after hydration only, so the static HTML never contains it.
 *
 * Keyboard focus is never hidden behind it (WCAG 2.4.11, decision 230): the shell puts it early in
 * the Tab order, its height is published as --cookie-bar-height (the page's scroll padding and
 * bottom padding, global.css), opening the settings moves focus to the first choice, "Cookie-
 * instellingen openen" moves focus into the bar, and after a choice focus goes to the main content.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import {
  RESET_EVENT,
  acceptAllWrites,
  acceptSettingsWrites,
  applyWrites,
  barAllowedOn,
  currentConsent,
  pageVisitWrites,
  popupClosedWrites,
} from "./consent";
import { cookieText } from "./text";

export const PRIVACY_STATEMENT_PATH = "/privacy";

/** The CSS custom property that tells the page how much of the viewport's bottom the bar covers. */
export const BAR_HEIGHT_PROPERTY = "--cookie-bar-height";

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
  const [visible, setVisible] = useState(false);
  const [settings, setSettings] = useState(false);
  const [video, setVideo] = useState(false);
  const [focus, setFocus] = useState<Focus>("none");
  const titleId = useId();
  const barRef = useRef<HTMLElement>(null);
  const firstChoiceRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    applyWrites(pageVisitWrites(document.cookie));
    const sync = () => {
      const consent = currentConsent();
      setVisible(consent.show);
      setVideo(consent.video === "yes");
    };
    sync();
    // Opened on request ("Cookie-instellingen openen"): the reader's focus goes into the bar.
    const reopen = () => {
      sync();
      setFocus("bar");
    };
    window.addEventListener(RESET_EVENT, reopen);
    return () => window.removeEventListener(RESET_EVENT, reopen);
  }, []);

  const shown = visible && barAllowedOn(pathname);

  useLayoutEffect(() => {
    if (focus === "bar") barRef.current?.focus();
    if (focus === "settings") firstChoiceRef.current?.focus();
    if (focus !== "none") setFocus("none");
  }, [focus, shown]);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const root = document.documentElement;
    if (!shown || !bar) return;
    const publish = () => root.style.setProperty(BAR_HEIGHT_PROPERTY, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    publish();
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(publish);
    observer?.observe(bar);
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

  return (
    <section className="cookie-bar" role="region" aria-labelledby={titleId} ref={barRef} tabIndex={-1}>
      <div className="container cookie-bar__inner">
        <h2 id={titleId} className="cookie-bar__title">
          {cookieText("cookieBar.title")}
        </h2>
        <p className="cookie-bar__text">
          {cookieText("cookieBar.text")} <a href={PRIVACY_STATEMENT_PATH}>{cookieText("cookieBar.privacy")}</a>
        </p>
        {settings ? (
          <fieldset className="cookie-bar__settings">
            <legend className="visually-hidden">{cookieText("cookieBar.settings")}</legend>
            <label className="checkbox">
              <input type="checkbox" checked disabled />
              <span>{cookieText("cookieBar.functional")}</span>
            </label>
            <label className="checkbox">
              <input type="checkbox" checked disabled />
              <span>{cookieText("cookieBar.analytics")}</span>
            </label>
            <label className="checkbox">
              <input ref={firstChoiceRef} type="checkbox" checked={video} onChange={(event) => setVideo(event.target.checked)} />
              <span>{cookieText("cookieBar.video")}</span>
            </label>
          </fieldset>
        ) : null}
        <div className="cookie-bar__actions">
          <button type="button" className="button button--primary" onClick={acceptAll}>
            {settings ? cookieText("cookieBar.saveSettings") : cookieText("cookieBar.accept")}
          </button>
          {settings ? null : (
            <button
              type="button"
              className="button button--link"
              aria-expanded={false}
              onClick={() => {
                applyWrites(popupClosedWrites());
                setSettings(true);
                setFocus("settings");
              }}
            >
              {cookieText("cookieBar.settings")}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

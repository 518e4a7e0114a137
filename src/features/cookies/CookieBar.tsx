/**
 * The cookie bar (spec 001 §2.7, §4): fixed at the bottom, shown unless functional consent is
 * given, never on the new-password page. "Accepteren" accepts everything and reloads; "Bekijk
 * instellingen" shows the three categories (functional and analytics checked and disabled, video
 * per checkbox). Rendered after hydration only, so the static HTML never contains it.
 */
import { useEffect, useId, useState } from "react";
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

export const PRIVACY_STATEMENT_PATH = "/privacy-statement";

export function CookieBar({ pathname, reload = () => window.location.reload() }: { pathname: string; reload?: () => void }) {
  const [visible, setVisible] = useState(false);
  const [settings, setSettings] = useState(false);
  const [video, setVideo] = useState(false);
  const titleId = useId();

  useEffect(() => {
    applyWrites(pageVisitWrites(document.cookie));
    const sync = () => {
      const consent = currentConsent();
      setVisible(consent.show);
      setVideo(consent.video === "yes");
    };
    sync();
    window.addEventListener(RESET_EVENT, sync);
    return () => window.removeEventListener(RESET_EVENT, sync);
  }, []);

  if (!visible || !barAllowedOn(pathname)) return null;

  const acceptAll = () => {
    applyWrites(settings ? acceptSettingsWrites(video) : acceptAllWrites(), { announce: true });
    setVisible(false);
    reload();
  };

  return (
    <section className="cookie-bar" role="region" aria-labelledby={titleId}>
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
              <input type="checkbox" checked={video} onChange={(event) => setVideo(event.target.checked)} />
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

/** Settings: log out on every device (POST /CustomUser/logout-everywhere); the page reloads, logged out. */
import { useState } from "react";
import { pageNavigation } from "../../platform/browser";
import { logoutEverywhere } from "./api";
import settings from "../../i18n/locales/nl/settings.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ settings });

export function SessionsSection() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function onClick() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await logoutEverywhere();
      pageNavigation.assign("/inloggen");
    } catch {
      setBusy(false);
      setFailed(true);
    }
  }

  return (
    <section className="settings-section" aria-labelledby="settings-sessions-title">
      <h2 id="settings-sessions-title">{t("sessions.title")}</h2>
      <p>{t("sessions.intro")}</p>
      {failed ? (
        <p className="alert alert--error" role="alert">
          {t("sessions.failed")}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy || undefined}
        onClick={() => void onClick()}
      >
        {t("sessions.submit")}
      </button>
    </section>
  );
}

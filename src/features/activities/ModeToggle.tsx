/**
 * All activities or those recommended for you (spec 001 §2.3, §6): a toggle for logged-in users;
 * visitors get the prompt to log in or register.
 */
import type { GuideMode } from "../../domain/activities/query";
import activities from "../../i18n/locales/nl/activities.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ activities });

export function ModeToggle({ mode, onMode }: { mode: GuideMode; onMode: (mode: GuideMode) => void }) {
  return (
    <div className="guide-mode" role="group" aria-label={t("mode.label")}>
      {(["overview", "suggestedActivities"] as const).map((value) => (
        <button
          key={value}
          type="button"
          className="guide-mode__button"
          aria-pressed={mode === value}
          onClick={() => mode !== value && onMode(value)}
        >
          {t(value === "overview" ? "mode.overview" : "mode.recommended")}
        </button>
      ))}
    </div>
  );
}

export function ModePrompt({ returnUrl }: { returnUrl: string }) {
  return (
    <p className="guide-mode__prompt">
      {t("mode.prompt")} <a href={`/inloggen/?returnUrl=${encodeURIComponent(returnUrl)}`}>{t("mode.login")}</a>{" "}
      {t("mode.or")} <a href="/registreren/">{t("mode.register")}</a> {t("mode.promptEnd")}
    </p>
  );
}

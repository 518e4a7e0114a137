/**
 * Settings: the switches saved at once when changed (profile visibility, e-mail notifications,
 * newsletter) and, while e-mail is on, how often it comes (at once, a daily or a weekly digest).
 * A failed save puts the choice back and says so.
 */
import { useState } from "react";
import { EMAIL_FREQUENCIES, type EmailFrequency } from "../../domain/account";
import { CheckboxField } from "../../platform/forms/CheckboxField";
import { FieldError } from "../../platform/forms/FieldError";
import { Saved } from "./Alert";
import { changeEmailNotification, changeNewsletterOptin, changeProfileVisibility } from "./api";
import settings from "../../i18n/locales/nl/settings.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ settings });

export type Preferences = {
  Public: boolean;
  EmailNotifications: boolean;
  EmailFrequency: EmailFrequency;
  NewsletterOptin: boolean;
};
type Key = keyof Preferences;

const SAVE: { [K in Key]: (value: Preferences[K]) => Promise<unknown> } = {
  Public: (value) => changeProfileVisibility({ Public: value }),
  EmailNotifications: (value) => changeEmailNotification({ EmailNotifications: value }),
  EmailFrequency: (value) => changeEmailNotification({ EmailNotifications: true, EmailFrequency: value }),
  NewsletterOptin: (value) => changeNewsletterOptin({ NewsletterOptin: value }),
};

export function PreferencesSection({ initial }: { initial: Preferences }) {
  const [values, setValues] = useState<Preferences>(initial);
  const [status, setStatus] = useState<{ key: Key; ok: boolean } | null>(null);

  async function change<K extends Key>(key: K, value: Preferences[K]) {
    const before = values[key];
    setValues((current) => ({ ...current, [key]: value }));
    setStatus(null);
    try {
      await SAVE[key](value);
      setStatus({ key, ok: true });
    } catch {
      setValues((current) => ({ ...current, [key]: before }));
      setStatus({ key, ok: false });
    }
  }

  const failed = (key: Key) => (status && !status.ok && status.key === key ? t("preferences.saveFailed") : undefined);
  const box = (key: "Public" | "EmailNotifications" | "NewsletterOptin", label: string) => (
    <CheckboxField
      id={`settings-${key}`}
      name={key}
      label={label}
      checked={values[key]}
      onCheckedChange={(checked) => void change(key, checked)}
      error={failed(key)}
    />
  );
  const frequencyError = failed("EmailFrequency");

  return (
    <section className="settings-section" aria-labelledby="settings-preferences-title">
      <h2 id="settings-preferences-title">{t("preferences.title")}</h2>
      {box("Public", t("preferences.public"))}
      <p className="field__hint">{t("preferences.publicHint")}</p>
      {box("EmailNotifications", t("preferences.emailNotifications"))}
      {values.EmailNotifications ? (
        <fieldset
          className="choice-group settings-frequency"
          aria-describedby={
            frequencyError
              ? "settings-EmailFrequency-error settings-EmailFrequency-hint"
              : "settings-EmailFrequency-hint"
          }
        >
          <legend>{t("preferences.frequency.legend")}</legend>
          {frequencyError ? <FieldError id="settings-EmailFrequency-error" message={frequencyError} /> : null}
          <ul className="choice-list">
            {EMAIL_FREQUENCIES.map((frequency) => (
              <li key={frequency}>
                <input
                  type="radio"
                  id={`settings-EmailFrequency-${frequency}`}
                  name="EmailFrequency"
                  value={frequency}
                  checked={values.EmailFrequency === frequency}
                  onChange={() => void change("EmailFrequency", frequency)}
                />
                <label htmlFor={`settings-EmailFrequency-${frequency}`}>
                  {t(`preferences.frequency.${frequency}`)}
                </label>
              </li>
            ))}
          </ul>
          <p className="field__hint" id="settings-EmailFrequency-hint">
            {t("preferences.frequency.hint")}
          </p>
        </fieldset>
      ) : null}
      {box("NewsletterOptin", t("preferences.newsletter"))}
      <Saved text={status?.ok ? t("saved") : null} />
    </section>
  );
}

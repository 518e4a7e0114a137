/**
 * Settings: three switches saved at once when changed (profile visibility, e-mail notifications,
 * newsletter). A failed save puts the switch back and says so.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../forms/CheckboxField";
import { Saved } from "./Alert";
import { changeEmailNotification, changeNewsletterOptin, changeProfileVisibility } from "./api";

export type Preferences = { Public: boolean; EmailNotifications: boolean; NewsletterOptin: boolean };
type Key = keyof Preferences;

const SAVE: Record<Key, (value: boolean) => Promise<unknown>> = {
  Public: (value) => changeProfileVisibility({ Public: value }),
  EmailNotifications: (value) => changeEmailNotification({ EmailNotifications: value }),
  NewsletterOptin: (value) => changeNewsletterOptin({ NewsletterOptin: value }),
};

export function PreferencesSection({ initial }: { initial: Preferences }) {
  const { t } = useTranslation("settings");
  const [values, setValues] = useState<Preferences>(initial);
  const [status, setStatus] = useState<{ key: Key; ok: boolean } | null>(null);

  async function change(key: Key, value: boolean) {
    setValues((current) => ({ ...current, [key]: value }));
    setStatus(null);
    try {
      await SAVE[key](value);
      setStatus({ key, ok: true });
    } catch {
      setValues((current) => ({ ...current, [key]: !value }));
      setStatus({ key, ok: false });
    }
  }

  const box = (key: Key, label: string) => (
    <CheckboxField
      id={`settings-${key}`}
      name={key}
      label={label}
      checked={values[key]}
      onCheckedChange={(checked) => void change(key, checked)}
      error={status && !status.ok && status.key === key ? t("preferences.saveFailed") : undefined}
    />
  );

  return (
    <section className="settings-section" aria-labelledby="settings-preferences-title">
      <h2 id="settings-preferences-title">{t("preferences.title")}</h2>
      {box("Public", t("preferences.public"))}
      <p className="field__hint">{t("preferences.publicHint")}</p>
      {box("EmailNotifications", t("preferences.emailNotifications"))}
      {box("NewsletterOptin", t("preferences.newsletter"))}
      <Saved text={status?.ok ? t("saved") : null} />
    </section>
  );
}

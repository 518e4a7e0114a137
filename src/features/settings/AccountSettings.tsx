/**
 * /account/instellingen: every setting of spec 000 §2 in one page, after the session check of
 * spec 000 §6 (no session: to the login page and back here afterwards).
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AccountSettings as Settings } from "../../domain/account";
import { DeleteAccountSection } from "../deletion/DeleteAccountSection";
import { renameCurrentUser } from "../session/useCurrentUser";
import { useRequireSession } from "../session/useRequireSession";
import { AffiliatesSection } from "./AffiliatesSection";
import { ChangeEmailForm } from "./ChangeEmailForm";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { ChangeUsernameForm } from "./ChangeUsernameForm";
import { PreferencesSection } from "./PreferencesSection";
import { SessionsSection } from "./SessionsSection";
import { getSettings } from "./api";
import "./settings.css";

export function AccountSettings() {
  const { t } = useTranslation("settings");
  const session = useRequireSession();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (session.status !== "user") return;
    getSettings().then(setSettings, () => setFailed(true));
  }, [session.status]);

  if (failed) {
    return (
      <p className="alert alert--error" role="alert">
        {t("loadFailed")}
      </p>
    );
  }
  if (!settings) return <p className="notice">{t("loading")}</p>;

  return (
    <div className="settings">
      <ChangeEmailForm currentEmail={settings.Email} />
      <ChangePasswordForm username={settings.Username} email={settings.Email} />
      <ChangeUsernameForm username={settings.Username} onChanged={(Username) => {
          setSettings({ ...settings, Username });
          renameCurrentUser(Username);
        }} />
      <PreferencesSection initial={settings} />
      <section className="settings-section" aria-labelledby="settings-notifications-title">
        <h2 id="settings-notifications-title">{t("notifications.title")}</h2>
        <p>{t("notifications.settingsIntro")}</p>
        <p>
          <a href="/account/notificaties">{t("notifications.linkToSettings")}</a>
        </p>
      </section>
      <AffiliatesSection />
      <SessionsSection />
      <DeleteAccountSection />
    </div>
  );
}

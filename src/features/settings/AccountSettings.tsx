/**
 * /account/instellingen: every setting of spec 000 §2 in one page, after the session check of
 * spec 000 §6 (no session: to the login page and back here afterwards). The page puts the
 * deletion section (src/features/deletion) last, as `deletion`.
 */
import type { ReactNode } from "react";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { renameCurrentUser } from "../../platform/session/useCurrentUser";
import { useRequireSession } from "../../platform/session/useRequireSession";
import { TextSizeControl } from "../../components/TextSizeControl";
import { AffiliatesSection } from "./AffiliatesSection";
import { ChangeEmailForm } from "./ChangeEmailForm";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { ChangeUsernameForm } from "./ChangeUsernameForm";
import { PreferencesSection } from "./PreferencesSection";
import { SessionsSection } from "./SessionsSection";
import { getSettings } from "./api";
import "../../styles/settings.css";
import settingsTexts from "../../i18n/locales/nl/settings.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ settings: settingsTexts });

export function AccountSettings({ deletion }: { deletion: ReactNode }) {
  const session = useRequireSession();
  const { state, retry, setData } = useLoad(getSettings, { enabled: session.status === "user" });

  if (state.status === "connection-error" || state.status === "failed")
    return <LoadNotice state={state} retry={retry} failedText={t("loadFailed")} />;
  if (state.status === "unauthorized") {
    return (
      <p className="alert alert--error" role="alert">
        {t("loadFailed")}
      </p>
    );
  }
  if (state.status !== "loaded") return <p className="notice">{t("loading")}</p>;
  const settings = state.data;

  return (
    <div className="settings">
      <ChangeEmailForm currentEmail={settings.Email} />
      <ChangePasswordForm username={settings.Username} email={settings.Email} />
      <ChangeUsernameForm
        username={settings.Username}
        onChanged={(Username) => {
          setData({ ...settings, Username });
          renameCurrentUser(Username);
        }}
      />
      <PreferencesSection initial={settings} />
      <section className="settings-section" aria-labelledby="settings-display-title">
        <h2 id="settings-display-title">{t("display.title")}</h2>
        <p id="settings-display-intro">{t("display.intro")}</p>
        <TextSizeControl id="settings-text-size" />
      </section>
      <section className="settings-section" aria-labelledby="settings-notifications-title">
        <h2 id="settings-notifications-title">{t("notifications.title")}</h2>
        <p>{t("notifications.settingsIntro")}</p>
        <p>
          <a className="more-link" href="/account/notificaties">
            {t("notifications.linkToSettings")}
          </a>
        </p>
      </section>
      <AffiliatesSection />
      <SessionsSection />
      {deletion}
    </div>
  );
}

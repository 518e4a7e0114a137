/**
 * Settings: change the password. The server ends every session (this one too), so on success the
 * form says so and offers the login page, which brings the person back here.
 */
import { useState, type FormEvent } from "react";
import { changePasswordBodySchema } from "../../domain/account";
import { loginPath } from "../../domain/return-url";
import { useTextForm } from "../../platform/forms/useTextForm";
import { PasswordField } from "../../platform/forms/PasswordField";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { FormAlert } from "./Alert";
import { changePassword } from "./api";
import settings from "../../i18n/locales/nl/settings.json";
import auth from "../../i18n/locales/nl/auth.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ settings, auth });

type Field = "Password" | "NewPassword" | "NewPasswordConfirmation";
const FIELDS: readonly Field[] = ["Password", "NewPassword", "NewPasswordConfirmation"];
const fieldId = (field: Field) => `change-password-${field}`;

export function ChangePasswordForm({ username, email }: { username: string; email: string }) {
  const [done, setDone] = useState(false);
  const { values, form, field } = useTextForm({ fields: FIELDS, fieldId, messages: { auth } });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { Username: username, Email: email, ...values };
    if (await form.submit(changePasswordBodySchema, body, (parsed) => changePassword(parsed))) setDone(true);
  }

  return (
    <section className="settings-section" aria-labelledby="settings-password-title">
      <h2 id="settings-password-title">{t("password.title")}</h2>
      {done ? (
        <div className="form-done">
          <p className="notice notice--success" role="status">
            {t("password.done")}
          </p>
          <p>
            <a className="more-link" href={loginPath("/account/instellingen")}>
              {t("password.toLogin")}
            </a>
          </p>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy || undefined}>
          <p>{t("password.intro")}</p>
          <FormAlert error={form.failure} />
          <PasswordField
            {...field("Password")}
            label={t("auth:password.currentLabel")}
            autoComplete="current-password"
          />
          <PasswordField
            {...field("NewPassword")}
            label={t("auth:password.newLabel")}
            hint={t("auth:password.hint")}
            autoComplete="new-password"
          />
          <PasswordField
            {...field("NewPasswordConfirmation")}
            label={t("auth:password.newRepeatLabel")}
            autoComplete="new-password"
          />
          <SubmitButton busy={form.busy}>{t("password.submit")}</SubmitButton>
        </form>
      )}
    </section>
  );
}

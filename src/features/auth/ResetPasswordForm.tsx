/**
 * /wachtwoord/opnieuw-instellen?email=…&token=…: the link of the reset mail. The new password
 * twice; the server checks the link (once, 1 hour) and ends every session. After success the
 * person logs in again.
 */
import { useEffect, useState, type FormEvent } from "react";
import { resetPasswordBodySchema } from "../../domain/auth";
import { PasswordField } from "../../platform/forms/PasswordField";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { resetPassword } from "./api";
import { queryParam } from "../../platform/browser";
import { useTextForm } from "../../platform/forms/useTextForm";
import account from "../../i18n/locales/nl/account.json";
import auth from "../../i18n/locales/nl/auth.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ account, auth });

type Field = "Password" | "ConfirmPassword";
const FIELDS: readonly Field[] = ["Password", "ConfirmPassword"];
const fieldId = (field: Field) => `reset-${field}`;

export function ResetPasswordForm() {
  const [link, setLink] = useState<{ email: string; token: string } | null>(null);
  const [done, setDone] = useState(false);
  const { values, form, field } = useTextForm({ fields: FIELDS, fieldId, messages: { auth } });

  useEffect(() => setLink({ email: queryParam("email"), token: queryParam("token") }), []);

  if (!link) return null;
  if (!link.email || !link.token) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{t("reset.incomplete")}</p>
        <p>
          <a className="more-link" href="/wachtwoord/vergeten">
            {t("reset.newLink")}
          </a>
        </p>
      </div>
    );
  }

  if (done) {
    return (
      <div className="form-done">
        <p className="notice notice--success" role="status">
          {t("reset.done")}
        </p>
        <p>
          <a className="more-link" href="/inloggen">
            {t("reset.toLogin")}
          </a>
        </p>
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { Email: link!.email, Token: link!.token, ...values };
    if (await form.submit(resetPasswordBodySchema, body, async (parsed) => void (await resetPassword(parsed))))
      setDone(true);
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy || undefined}>
      <p className="form-page__intro">{t("reset.intro")}</p>
      {form.failure ? (
        <div className="alert alert--error" role="alert">
          <p>{form.failure.message}</p>
          {form.failure.code === "ResetTokenInvalid" ? (
            <p>
              <a className="more-link" href="/wachtwoord/vergeten">
                {t("reset.newLink")}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <PasswordField
        {...field("Password")}
        label={t("auth:password.newLabel")}
        hint={t("auth:password.hint")}
        autoComplete="new-password"
      />
      <PasswordField
        {...field("ConfirmPassword")}
        label={t("auth:password.newRepeatLabel")}
        autoComplete="new-password"
      />
      <SubmitButton busy={form.busy}>{t("reset.submit")}</SubmitButton>
    </form>
  );
}

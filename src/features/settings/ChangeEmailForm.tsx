/** Settings: change the e-mail address (confirmed through a link to the new address). */
import { useState, type FormEvent } from "react";
import { changeEmailBodySchema } from "../../domain/account";
import { useTextForm } from "../../platform/forms/useTextForm";
import { PasswordField } from "../../platform/forms/PasswordField";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { EmailField } from "../../platform/forms/EmailField";
import { FormAlert, Saved } from "./Alert";
import { changeEmail } from "./api";
import settings from "../../i18n/locales/nl/settings.json";
import auth from "../../i18n/locales/nl/auth.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ settings, auth });

type Field = "NewEmail" | "Password";
const FIELDS: readonly Field[] = ["NewEmail", "Password"];
const fieldId = (field: Field) => `change-email-${field}`;

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, setValues, form, field } = useTextForm({ fields: FIELDS, fieldId, messages: { auth } });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentTo(null);
    const body = { OldEmail: currentEmail, NewEmail: values.NewEmail, Password: values.Password };
    if (await form.submit(changeEmailBodySchema, body, (parsed) => changeEmail(parsed))) {
      setSentTo(values.NewEmail.trim().toLowerCase());
      setValues({ NewEmail: "", Password: "" });
    }
  }

  return (
    <section className="settings-section" aria-labelledby="settings-email-title">
      <h2 id="settings-email-title">{t("email.title")}</h2>
      <p>{t("email.current", { email: currentEmail })}</p>
      <p>{t("email.intro")}</p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy || undefined}>
        <FormAlert error={form.failure} />
        <EmailField {...field("NewEmail")} label={t("auth:email.newLabel")} />
        <PasswordField {...field("Password")} label={t("auth:password.currentLabel")} autoComplete="current-password" />
        <SubmitButton busy={form.busy}>{t("email.submit")}</SubmitButton>
        <Saved text={sentTo ? t("email.done", { email: sentTo }) : null} />
      </form>
    </section>
  );
}

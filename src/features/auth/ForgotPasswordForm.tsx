/**
 * /wachtwoord/vergeten: asks for a reset link. The answer is the same for known and unknown
 * addresses, so the page always says "if we know this address, a mail is on its way".
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { forgotPasswordBodySchema } from "../../domain/auth";
import { SubmitButton } from "../forms/SubmitButton";
import { TextField } from "../forms/TextField";
import { forgotPassword } from "./api";
import { useSubmit } from "./useSubmit";

const fieldId = (field: "Email") => `forgot-${field}`;

export function ForgotPasswordForm() {
  const { t } = useTranslation(["account", "auth"]);
  const [email, setEmail] = useState("");
  const [done, setDone] = useState(false);
  const form = useSubmit(["Email"] as const, fieldId);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await form.submit(forgotPasswordBodySchema, { Email: email }, (body) => forgotPassword(body))) setDone(true);
  }

  if (done) {
    return (
      <div className="form-done">
        <p className="notice notice--success" role="status">
          {t("forgot.done")}
        </p>
        <p>
          <a href="/inloggen">{t("forgot.toLogin")}</a>
        </p>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy || undefined}>
      <p className="form-page__intro">{t("forgot.intro")}</p>
      {form.alert ? (
        <div className="alert alert--error" role="alert">
          <p>{form.alert.message}</p>
        </div>
      ) : null}
      <TextField
        id={fieldId("Email")}
        name="Email"
        label={t("auth:email.label")}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onValueChange={setEmail}
        error={form.errors.Email}
      />
      <SubmitButton busy={form.busy}>{t("forgot.submit")}</SubmitButton>
      <p className="form__aside">
        <a href="/inloggen">{t("forgot.toLogin")}</a>
      </p>
    </form>
  );
}

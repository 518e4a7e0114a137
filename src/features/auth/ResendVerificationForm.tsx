/**
 * /verificatie-mail-opnieuw-versturen: a new verification mail. An unknown address is invited to
 * register (404 UnknownEmail), a verified one to log in (409 AlreadyVerified).
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { resendActivationBodySchema } from "../../domain/auth";
import { SubmitButton } from "../forms/SubmitButton";
import { TextField } from "../forms/TextField";
import { resendActivationEmail } from "./api";
import { useSubmit } from "./useSubmit";

const fieldId = (field: "Email") => `resend-${field}`;

export function ResendVerificationForm() {
  const { t } = useTranslation(["account", "auth"]);
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Unknown and verified addresses are answered in the alert, with the matching invitation.
  const form = useSubmit(["Email"] as const, fieldId, ["UnknownEmail", "AlreadyVerified"]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ok = await form.submit(resendActivationBodySchema, { Email: email }, (body) => resendActivationEmail(body));
    if (ok) setSentTo(email.trim());
  }

  if (sentTo) {
    return (
      <p className="notice notice--success" role="status">
        {t("resendPage.done", { email: sentTo })}
      </p>
    );
  }

  const code = form.alert?.code;
  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy || undefined}>
      <p className="form-page__intro">{t("resendPage.intro")}</p>
      {form.alert ? (
        <div className="alert alert--error" role="alert" id="resend-alert">
          <p>{form.alert.message}</p>
          {code === "UnknownEmail" ? (
            <p>
              <a href="/registreren">{t("resendPage.toRegister")}</a>
            </p>
          ) : null}
          {code === "AlreadyVerified" ? (
            <p>
              <a href="/inloggen">{t("resendPage.toLogin")}</a>
            </p>
          ) : null}
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
        invalid={Boolean(form.alert)}
        describedBy={form.alert ? "resend-alert" : undefined}
      />
      <SubmitButton busy={form.busy}>{t("resendPage.submit")}</SubmitButton>
    </form>
  );
}

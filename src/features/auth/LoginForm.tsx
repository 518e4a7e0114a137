/**
 * Login. Client checks with the shared `loginBodySchema` (errors at the fields). A refused login
 * (wrong combination, e-mail not verified, rate limit, server trouble) is shown in one form alert
 * (role="alert") that is also tied to the fields it concerns. On success the browser loads the
 * `returnUrl` (same-site paths only) or the homepage, so the navbar reads the new session.
 * `?sessionTimeout=true` shows a calm notice that the session ended (spec 000 §6). "Blijf ingelogd"
 * starts unticked and says beside it what it does (a longer session, only on your own device:
 * docs/decisions/320-session-lengths.md).
 */
import { Link } from "gatsby";
import { useEffect, useState, type FormEvent } from "react";
import { loginBodySchema } from "../../domain/auth";
import { CheckboxField } from "../../platform/forms/CheckboxField";
import { PasswordField } from "../../platform/forms/PasswordField";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { EmailField } from "../../platform/forms/EmailField";
import { useFieldValues } from "../../platform/forms/useFieldValues";
import { useFormSubmit } from "../../platform/forms/useFormSubmit";
import { pageNavigation } from "../../platform/browser";
import { login } from "./api";
import { RETURN_URL_PARAM, SESSION_TIMEOUT_PARAM, safeReturnUrl } from "../../domain/return-url";
import account from "../../i18n/locales/nl/account.json";
import authTexts from "../../i18n/locales/nl/auth.json";
import { textsOf } from "../../i18n/texts";
import { TextWithLinks } from "../../i18n/TextWithLinks";

const t = textsOf({ account, auth: authTexts });

type Field = "Email" | "Password" | "StayLoggedIn";
type LoginValues = { Email: string; Password: string; StayLoggedIn: boolean };
type TextField = "Email" | "Password";
const FIELDS: readonly Field[] = ["Email", "Password", "StayLoggedIn"];
const fieldId = (field: Field) => `login-${field}`;
const ALERT_ID = "login-alert";

/** Fields a refused login is about (marked invalid and described by the alert). */
function refusedFields(code: string | undefined): Field[] {
  if (code === "InvalidCredentials") return ["Email", "Password"];
  if (code === "EmailNotVerified") return ["Email"];
  return [];
}

export function LoginForm() {
  const [values, setValues] = useFieldValues<LoginValues>({ Email: "", Password: "", StayLoggedIn: false }, fieldId);
  const [sessionEnded, setSessionEnded] = useState(false);
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId,
    messages: { auth: authTexts },
    atFields: (error) => error.code === "ValidationFailed",
    focus: (first, failure) => {
      const target = first ?? refusedFields(failure?.code)[0];
      if (target) document.getElementById(fieldId(target))?.focus();
    },
    busyAfterSuccess: true,
  });
  const refusal = form.failure;

  // Read on mount, not during render: the static HTML has no query string.
  useEffect(() => {
    const flag = new URLSearchParams(window.location.search).get(SESSION_TIMEOUT_PARAM);
    setSessionEnded(flag === "true" || flag === "1");
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit(loginBodySchema, values, async (body) => {
      await login(body);
      // Stay busy while the next page loads.
      pageNavigation.assign(safeReturnUrl(new URLSearchParams(window.location.search).get(RETURN_URL_PARAM)));
    });
  }

  const tiedToAlert = (field: Field) => refusedFields(refusal?.code).includes(field);

  const textProps = (field: TextField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
    error: form.errors[field],
    invalid: tiedToAlert(field),
    describedBy: tiedToAlert(field) ? ALERT_ID : undefined,
    required: true,
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy || undefined}>
      {sessionEnded ? (
        <p className="notice" role="status">
          {t("login.sessionTimeout")}
        </p>
      ) : null}

      {refusal ? (
        <div className="alert alert--error" id={ALERT_ID} role="alert">
          <p>{refusal.message}</p>
          {refusal.code === "EmailNotVerified" ? (
            <p>
              <TextWithLinks
                text={t("login.resendVerification")}
                links={{ resend: <a href="/verificatie-mail-opnieuw-versturen" /> }}
              />
            </p>
          ) : null}
        </div>
      ) : null}

      <EmailField {...textProps("Email")} label={t("auth:email.label")} autoCorrect="off" />
      <PasswordField {...textProps("Password")} label={t("auth:password.label")} autoComplete="current-password" />

      <CheckboxField
        id={fieldId("StayLoggedIn")}
        name="StayLoggedIn"
        label={t("login.stayLoggedIn")}
        hint={t("login.stayLoggedInHint")}
        checked={values.StayLoggedIn}
        onCheckedChange={(checked) => setValues((current) => ({ ...current, StayLoggedIn: checked }))}
        error={form.errors.StayLoggedIn}
      />

      <p className="form__aside">
        <a href="/wachtwoord/vergeten">{t("login.forgotPassword")}</a>
      </p>

      <SubmitButton busy={form.busy}>{t("login.submit")}</SubmitButton>

      <p className="form__aside">
        {t("login.noAccount")} <Link to="/registreren">{t("login.registerLink")}</Link>
      </p>
    </form>
  );
}

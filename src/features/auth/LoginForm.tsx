/**
 * Login. Client checks with the shared `loginBodySchema` (errors at the fields). A refused login
 * (wrong combination, e-mail not verified, rate limit, server trouble) is shown in one form alert
 * (role="alert") that is also tied to the fields it concerns. On success the browser loads the
 * `returnUrl` (same-site paths only) or the homepage, so the navbar reads the new session.
 * `?sessionTimeout=true` shows a calm notice that the session ended (spec 000 §6).
 */
import { Link } from "gatsby";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { fieldErrorsOf, loginBodySchema } from "../../domain/auth";
import { PasswordField } from "../forms/PasswordField";
import { SubmitButton } from "../forms/SubmitButton";
import { TextField } from "../forms/TextField";
import { useFieldValues } from "../forms/useFieldValues";
import { ApiError } from "../http";
import { pageNavigation } from "../browser";
import { translate } from "../../i18n/translate";
import { login } from "./api";
import { RETURN_URL_PARAM, SESSION_TIMEOUT_PARAM, safeReturnUrl } from "./return-url";

type Field = "Email" | "Password";
const FIELDS: readonly Field[] = ["Email", "Password"];
const fieldId = (field: Field) => `login-${field}`;
const ALERT_ID = "login-alert";

interface Refusal {
  message: string;
  code: string;
  /** Fields the message is about (marked invalid and described by the alert). */
  fields: Field[];
}

export function LoginForm() {
  const { t } = useTranslation(["account", "auth"]);
  const [values, setValues] = useFieldValues<Record<Field, string>>({ Email: "", Password: "" }, fieldId);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ target: Field; n: number } | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  // Read on mount, not during render: the static HTML has no query string.
  useEffect(() => {
    const flag = new URLSearchParams(window.location.search).get(SESSION_TIMEOUT_PARAM);
    setSessionEnded(flag === "true" || flag === "1");
  }, []);

  useEffect(() => {
    if (focusRequest) inputs.current[focusRequest.target]?.focus();
  }, [focusRequest]);

  function requestFocus(target: Field) {
    setFocusRequest((current) => ({ target, n: (current?.n ?? 0) + 1 }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    const parsed = loginBodySchema.safeParse(values);
    if (!parsed.success) {
      const byField = fieldErrorsOf(parsed.error);
      const errors: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) {
        const key = byField[field]?.[0];
        if (key) errors[field] = t(key, { ns: "auth" });
      }
      setFieldErrors(errors);
      const first = FIELDS.find((field) => errors[field]);
      if (first) requestFocus(first);
      return;
    }

    setFieldErrors({});
    setBusy(true);
    try {
      await login(parsed.data);
      const target = safeReturnUrl(new URLSearchParams(window.location.search).get(RETURN_URL_PARAM));
      pageNavigation.assign(target);
      // Stay busy while the next page loads.
    } catch (error) {
      setBusy(false);
      const apiError = error instanceof ApiError ? error : new ApiError(0, "Unknown", translate("errors", "generic"));
      const atFields: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) {
        const message = apiError.fieldError(field);
        if (message) atFields[field] = message;
      }
      const firstAtField = FIELDS.find((field) => atFields[field]);
      if (firstAtField && apiError.code === "ValidationFailed") {
        setFieldErrors(atFields);
        requestFocus(firstAtField);
        return;
      }
      const fields: Field[] =
        apiError.code === "InvalidCredentials" ? ["Email", "Password"] : apiError.code === "EmailNotVerified" ? ["Email"] : [];
      setRefusal({ message: apiError.message, code: apiError.code, fields });
      if (fields[0]) requestFocus(fields[0]);
    }
  }

  const tiedToAlert = (field: Field) => Boolean(refusal?.fields.includes(field));

  const textProps = (field: Field) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
    error: fieldErrors[field],
    invalid: tiedToAlert(field),
    describedBy: tiedToAlert(field) ? ALERT_ID : undefined,
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    required: true,
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
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
              <Trans
                t={t}
                i18nKey="login.resendVerification"
                ns="account"
                components={{ resend: <a href="/verificatie-mail-opnieuw-versturen" /> }}
              />
            </p>
          ) : null}
        </div>
      ) : null}

      <TextField
        {...textProps("Email")}
        label={t("auth:email.label")}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <PasswordField {...textProps("Password")} label={t("auth:password.label")} autoComplete="current-password" />

      <p className="form__aside">
        <a href="/wachtwoord/vergeten">{t("login.forgotPassword")}</a>
      </p>

      <SubmitButton busy={busy}>{t("login.submit")}</SubmitButton>

      <p className="form__aside">
        {t("login.noAccount")} <Link to="/registreren">{t("login.registerLink")}</Link>
      </p>
    </form>
  );
}

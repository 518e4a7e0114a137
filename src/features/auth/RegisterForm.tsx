/**
 * Registration (spec 000 §4, §5): validated with the shared `registerFormSchema` on submit, and per
 * field on blur after the first submit. Errors sit at their fields and in a summary at the top; focus
 * goes to the first invalid field. Server field errors land at their fields and stay until that field
 * changes. Nothing the user typed is ever cleared. On success a calm confirmation replaces the form.
 */
import { Link } from "gatsby";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import "../../i18n/forms-texts";
import { Trans, useTranslation } from "react-i18next";
import { registerFormSchema, type Role } from "../../domain/auth";
import { fieldErrorsOf } from "../../domain/field-errors";
import { CheckboxField } from "../forms/CheckboxField";
import { ErrorSummary } from "../forms/ErrorSummary";
import { PasswordField } from "../forms/PasswordField";
import { SubmitButton } from "../forms/SubmitButton";
import { EmailField } from "../forms/EmailField";
import { UsernameField } from "../forms/UsernameField";
import { useFieldValues } from "../forms/useFieldValues";
import { useFormSubmit } from "../forms/useFormSubmit";
import { register } from "./api";

export interface RegisterValues {
  Username: string;
  Email: string;
  Password: string;
  PasswordRepeat: string;
  AgeConfirmed: boolean;
  TermsAccepted: boolean;
  MarketingEmails: boolean;
}
type Field = keyof RegisterValues;

/** Fields in screen order: the first invalid one gets focus. */
const FIELDS: readonly Field[] = ["Username", "Email", "Password", "PasswordRepeat", "AgeConfirmed", "TermsAccepted", "MarketingEmails"];
const EMPTY: RegisterValues = {
  Username: "",
  Email: "",
  Password: "",
  PasswordRepeat: "",
  AgeConfirmed: false,
  TermsAccepted: false,
  MarketingEmails: false,
};
const fieldId = (field: Field) => `register-${field}`;

/** Client errors as `auth` i18n keys, one per field. */
type ClientErrors = Partial<Record<Field, string>>;

export function validateRegistration(values: RegisterValues): ClientErrors {
  const result = registerFormSchema.safeParse({ ...values, Role: "participant" });
  const errors: ClientErrors = {};
  if (!result.success) {
    const byField = fieldErrorsOf(result.error);
    for (const field of FIELDS) {
      const key = byField[field]?.[0];
      if (key) errors[field] = key;
    }
  }
  // zod runs the schema's repeat check only when everything else is valid; show it right away.
  if (!errors.PasswordRepeat && values.PasswordRepeat && values.PasswordRepeat !== values.Password) {
    errors.PasswordRepeat = "password.mismatch";
  }
  return errors;
}

/** `role` volunteer: the account of the volunteer sign-up (spec 000 §7, Role); `after` follows the done text. */
export function RegisterForm({ role = "participant", after }: { role?: Role; after?: ReactNode } = {}) {
  const { t } = useTranslation(["account", "auth", "forms"]);
  const [values, setValues] = useFieldValues<RegisterValues>(EMPTY, fieldId);
  const [submitted, setSubmitted] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useFormSubmit({ fields: FIELDS, fieldId });
  const doneRef = useRef<HTMLHeadingElement>(null);
  // Not about a field: the account could not be made (spec 000 §8: with a contact link).
  const creationFailed = form.failure !== null && form.summary.length === 0;

  useEffect(() => {
    if (registeredEmail) doneRef.current?.focus();
  }, [registeredEmail]);

  function setValue<F extends Field>(field: F, value: RegisterValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    setSubmitted(true);
    const keys = validateRegistration(values);
    if (FIELDS.some((field) => keys[field])) {
      form.refuse(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key!, { ns: "auth" })])));
      return;
    }
    const body = registerFormSchema.parse({ ...values, Role: role });
    await form.send(async () => {
      await register({ Username: body.Username, Email: body.Email, Password: body.Password, MarketingEmails: body.MarketingEmails, Role: body.Role });
      setRegisteredEmail(body.Email);
    });
  }

  if (registeredEmail) {
    return (
      <section className="form-done" aria-labelledby="register-done-title">
        <h2 id="register-done-title" className="form-done__title" tabIndex={-1} ref={doneRef}>
          {t("register.done.title")}
        </h2>
        <p>{t("register.done.text", { email: registeredEmail })}</p>
        <p>{t("register.done.wait")}</p>
        <p>
          <Trans
            t={t}
            i18nKey="register.done.resend"
            ns="account"
            components={{ resend: <a href="/verificatie-mail-opnieuw-versturen" /> }}
          />
        </p>
        {after}
      </section>
    );
  }

  const textProps = (field: "Username" | "Email" | "Password" | "PasswordRepeat") => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onValueChange: (value: string) => setValue(field, value),
    error: form.errors[field],
    required: true,
  });

  const checkboxProps = (field: "AgeConfirmed" | "TermsAccepted" | "MarketingEmails") => ({
    id: fieldId(field),
    name: field,
    checked: values[field],
    onCheckedChange: (checked: boolean) => setValue(field, checked),
    error: form.errors[field],
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy || undefined}>
      {submitted ? (
        <ErrorSummary id="register-errors" ref={form.summaryRef} items={form.summary} message={form.failure?.message}>
          {creationFailed ? (
            <p className="error-summary__message">
              <Trans t={t} i18nKey="register.failedContact" ns="account" components={{ contact: <a href="/contact/" /> }} />
            </p>
          ) : null}
        </ErrorSummary>
      ) : null}

      <UsernameField {...textProps("Username")} label={t("auth:username.label")} hint={t("register.usernameHint")} />
      <EmailField
        {...textProps("Email")}
        label={t("auth:email.label")}
        hint={t("register.emailHint")}
        autoCorrect="off"
      />
      <PasswordField {...textProps("Password")} label={t("auth:password.label")} hint={t("auth:password.hint")} autoComplete="new-password" />
      <PasswordField {...textProps("PasswordRepeat")} label={t("auth:password.repeatLabel")} autoComplete="new-password" />

      <CheckboxField {...checkboxProps("AgeConfirmed")} required label={t("auth:age.label")} />
      <CheckboxField
        {...checkboxProps("TermsAccepted")}
        required
        label={
          <Trans
            t={t}
            i18nKey="register.terms"
            ns="account"
            components={{
              terms: <NewTabLink href="/gebruiksvoorwaarden" />,
              rules: <NewTabLink href="/huisregels" />,
            }}
          />
        }
      />
      <CheckboxField
        {...checkboxProps("MarketingEmails")}
        label={
          <>
            {t("register.newsletter")} <span className="field__optional">{t("forms:optional")}</span>
          </>
        }
      />

      <SubmitButton busy={form.busy}>{t("register.submit")}</SubmitButton>

      <p className="form__aside">
        {t("register.haveAccount")} <Link to="/inloggen">{t("register.loginLink")}</Link>
      </p>
    </form>
  );
}

/** Terms and house rules open in a new tab, so the half-filled form is not lost. */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation("forms");
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t("newTab")}</span>
    </a>
  );
}

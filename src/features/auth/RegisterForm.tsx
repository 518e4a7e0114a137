/**
 * Registration (spec 000 §4, §5): validated with the shared `registerFormSchema` on submit, and per
 * field on blur after the first submit. Errors sit at their fields and in a summary at the top; focus
 * goes to the first invalid field. Server field errors land at their fields and stay until that field
 * changes. Nothing the user typed is ever cleared. On success a calm confirmation replaces the form.
 */
import { Link } from "gatsby";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { registerFormSchema, type Role } from "../../domain/auth";
import { fieldErrorsOf } from "../../domain/field-errors";
import { NewTabLink } from "../../components/NewTabLink";
import { CheckboxField } from "../../platform/forms/CheckboxField";
import { ErrorSummary } from "../../platform/forms/ErrorSummary";
import { PasswordField } from "../../platform/forms/PasswordField";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { EmailField } from "../../platform/forms/EmailField";
import { UsernameField } from "../../platform/forms/UsernameField";
import { useFieldValues } from "../../platform/forms/useFieldValues";
import { useFormSubmit } from "../../platform/forms/useFormSubmit";
import { register } from "./api";
import account from "../../i18n/locales/nl/account.json";
import authTexts from "../../i18n/locales/nl/auth.json";
import forms from "../../i18n/locales/nl/forms.json";
import { textsOf } from "../../i18n/texts";
import { TextWithLinks } from "../../i18n/TextWithLinks";

const t = textsOf({ account, auth: authTexts, forms });

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
const FIELDS: readonly Field[] = [
  "Username",
  "Email",
  "Password",
  "PasswordRepeat",
  "AgeConfirmed",
  "TermsAccepted",
  "MarketingEmails",
];
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

/**
 * `role` volunteer: the account of the volunteer sign-up (spec 000 §7, Role); `intro` (the page's
 * introduction) shows above the form only, never on the done screen; `after` follows the done text.
 */
export function RegisterForm({
  role = "participant",
  intro,
  after,
}: { role?: Role; intro?: ReactNode; after?: ReactNode } = {}) {
  const [values, setValues] = useFieldValues<RegisterValues>(EMPTY, fieldId);
  const [submitted, setSubmitted] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useFormSubmit({ fields: FIELDS, fieldId, messages: { auth: authTexts } });
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
      form.refuse(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(`auth:${key}`)])));
      return;
    }
    const body = registerFormSchema.parse({ ...values, Role: role });
    await form.send(async () => {
      const { Username, Email, Password, MarketingEmails, Role, AgeConfirmed, TermsAccepted } = body;
      await register({ Username, Email, Password, MarketingEmails, Role, AgeConfirmed, TermsAccepted });
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
          <TextWithLinks
            text={t("register.done.resend")}
            links={{ resend: <a href="/verificatie-mail-opnieuw-versturen" /> }}
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
    <>
      {intro}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy || undefined}>
        {submitted ? (
          <ErrorSummary id="register-errors" ref={form.summaryRef} items={form.summary} message={form.failure?.message}>
            {creationFailed ? (
              <p className="error-summary__message">
                <TextWithLinks text={t("register.failedContact")} links={{ contact: <a href="/contact/" /> }} />
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
        <PasswordField
          {...textProps("Password")}
          label={t("auth:password.label")}
          hint={t("auth:password.hint")}
          autoComplete="new-password"
        />
        <PasswordField
          {...textProps("PasswordRepeat")}
          label={t("auth:password.repeatLabel")}
          autoComplete="new-password"
        />

        <CheckboxField {...checkboxProps("AgeConfirmed")} required label={t("auth:age.label")} />
        <CheckboxField
          {...checkboxProps("TermsAccepted")}
          required
          label={
            <TextWithLinks
              text={t("register.terms")}
              links={{
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
    </>
  );
}

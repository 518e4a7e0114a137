/**
 * A form with one field, the e-mail address, that asks the server to mail something: a reset link
 * (ForgotPasswordForm) or a new verification mail (ResendVerificationForm). Checked with the call's
 * shared schema; errors at the field, anything else in one alert (with a next step per error code);
 * after success the form gives way to `done`.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { SubmitButton } from "./SubmitButton";
import { EmailField } from "./EmailField";
import { useTextForm } from "./useTextForm";
import auth from "../../i18n/locales/nl/auth.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ auth });

export interface EmailFormProps<S extends z.ZodType<unknown, { Email: string }>> {
  /** Prefix of the element ids ("forgot" gives forgot-Email). */
  idPrefix: string;
  intro: string;
  submitLabel: string;
  schema: S;
  send: (body: z.output<S>) => Promise<void>;
  /** Error codes answered in the alert rather than at the field, each with the link that helps next. */
  alertLinks?: Readonly<Record<string, { href: string; text: string }>>;
  /** The alert is about the address itself: the field is marked invalid and described by it. */
  alertConcernsField?: boolean;
  /** What replaces the form once the mail is on its way; gets the address as typed (trimmed). */
  done: (email: string) => ReactNode;
  /** Under the button. */
  aside?: ReactNode;
}

export function EmailForm<S extends z.ZodType<unknown, { Email: string }>>({
  idPrefix,
  intro,
  submitLabel,
  schema,
  send,
  alertLinks = {},
  alertConcernsField = false,
  done,
  aside,
}: EmailFormProps<S>) {
  const fieldId = (field: "Email") => `${idPrefix}-${field}`;
  const alertId = `${idPrefix}-alert`;
  const { values, form, field } = useTextForm({
    fields: ["Email"] as const,
    fieldId,
    messages: { auth },
    atFields: (error) => !(error.code in alertLinks),
  });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await form.submit(schema, values, (body) => send(body))) setSentTo(values.Email.trim());
  }

  if (sentTo !== null) return <>{done(sentTo)}</>;

  const next = form.failure ? alertLinks[form.failure.code] : undefined;
  const tied = alertConcernsField && Boolean(form.failure);
  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy || undefined}>
      <p className="form-page__intro">{intro}</p>
      {form.failure ? (
        <div className="alert alert--error" role="alert" id={alertConcernsField ? alertId : undefined}>
          <p>{form.failure.message}</p>
          {next ? (
            <p>
              <a className="more-link" href={next.href}>
                {next.text}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <EmailField
        {...field("Email")}
        label={t("email.label")}
        invalid={tied}
        describedBy={tied ? alertId : undefined}
      />
      <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
      {aside}
    </form>
  );
}

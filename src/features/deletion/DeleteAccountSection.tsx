/**
 * Deleting the account (spec 000 §4, §5): explanation, the password, and a confirmation dialog;
 * then POST /delete-user/request mails the link and the browser goes to /account-verwijderd.
 * A wrong password shows "Dit is niet het juiste wachtwoord" at the field. Rendered by the
 * settings page.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { deleteRequestBodySchema } from "../../domain/profile";
import { SITE_NAME } from "../../domain/site";
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog";
import { pageNavigation } from "../../platform/browser";
import { PasswordField } from "../../platform/forms/PasswordField";
import { useFieldValues } from "../../platform/forms/useFieldValues";
import { useFormSubmit } from "../../platform/forms/useFormSubmit";
import { requestAccountDeletion } from "./api";
import profile from "../../i18n/locales/nl/profile.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ profile });

export const ACCOUNT_DELETED_PATH = "/account-verwijderd";
const PASSWORD_ID = "delete-account-password";
const FIELDS = ["Password"] as const;

export function DeleteAccountSection() {
  const [{ Password: password }, setValues] = useFieldValues({ Password: "" }, () => PASSWORD_ID);
  const setPassword = (Password: string) => setValues({ Password });
  const [confirming, setConfirming] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId: () => PASSWORD_ID,
    messages: { profile },
    // A refusal closes the dialog first, then the field gets focus (after the dialog gave it back).
    focus: (first) => {
      setConfirming(false);
      if (first) setFocusRequest((n) => n + 1);
    },
    busyAfterSuccess: true,
  });

  useEffect(() => {
    if (focusRequest) inputRef.current?.focus();
  }, [focusRequest]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.check(deleteRequestBodySchema, { Password: password })) setConfirming(true);
  }

  async function onConfirm() {
    await form.send(async () => {
      await requestAccountDeletion({ Password: password });
      pageNavigation.assign(ACCOUNT_DELETED_PATH);
    });
  }

  return (
    <section className="delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t("deleteSection.title")}</h2>
      <p>{t("deleteSection.explanation", { siteName: SITE_NAME })}</p>
      <p>{t("deleteSection.steps")}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        {form.failure ? (
          <p className="alert alert--error" role="alert">
            {form.failure.message}
          </p>
        ) : null}
        <PasswordField
          id={PASSWORD_ID}
          name="Password"
          label={t("deleteSection.password")}
          value={password}
          onValueChange={setPassword}
          error={form.errors.Password}
          autoComplete="current-password"
          inputRef={inputRef}
          required
        />
        <button type="submit" className="button button--primary">
          {t("deleteSection.submit")}
        </button>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t("deleteSection.confirmTitle")}
          text={t("deleteSection.confirmText")}
          confirmLabel={t("deleteSection.confirm")}
          cancelLabel={t("deleteSection.cancel")}
          busy={form.busy}
          onConfirm={() => void onConfirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}

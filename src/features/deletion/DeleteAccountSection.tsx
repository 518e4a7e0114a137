/**
 * Deleting the account (spec 000 §4, §5): explanation, the password, and a confirmation dialog;
 * then POST /delete-user/request mails the link and the browser goes to /account-verwijderd.
 * A wrong password shows "Dit is niet het juiste wachtwoord" at the field. Rendered by the
 * settings page.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf } from "../../domain/auth";
import { deleteRequestBodySchema } from "../../domain/profile";
import { SITE_NAME } from "../../domain/site";
import { translate } from "../../i18n/translate";
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog";
import { pageNavigation } from "../browser";
import { PasswordField } from "../forms/PasswordField";
import { useFieldValues } from "../forms/useFieldValues";
import { ApiError } from "../http";
import { requestAccountDeletion } from "../profile/api";

export const ACCOUNT_DELETED_PATH = "/account-verwijderd";
const PASSWORD_ID = "delete-account-password";

export function DeleteAccountSection() {
  const { t } = useTranslation("profile");
  const [{ Password: password }, setValues] = useFieldValues({ Password: "" }, () => PASSWORD_ID);
  const setPassword = (Password: string) => setValues({ Password });
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusRequest) inputRef.current?.focus();
  }, [focusRequest]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = deleteRequestBodySchema.safeParse({ Password: password });
    if (!parsed.success) {
      setError(t(fieldErrorsOf(parsed.error).Password?.[0] ?? "delete.passwordRequired"));
      setFocusRequest((n) => n + 1);
      return;
    }
    setError(null);
    setConfirming(true);
  }

  async function onConfirm() {
    if (busy) return;
    setBusy(true);
    try {
      await requestAccountDeletion({ Password: password });
      pageNavigation.assign(ACCOUNT_DELETED_PATH);
    } catch (caught) {
      setBusy(false);
      setConfirming(false);
      const apiError = caught instanceof ApiError ? caught : new ApiError(0, "Unknown", translate("errors", "generic"));
      const atField = apiError.fieldError("Password");
      if (atField) {
        setError(atField);
        setFocusRequest((n) => n + 1);
      } else setFormError(apiError.message);
    }
  }

  return (
    <section className="delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t("deleteSection.title")}</h2>
      <p>{t("deleteSection.explanation", { siteName: SITE_NAME })}</p>
      <p>{t("deleteSection.steps")}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        {formError ? (
          <p className="alert alert--error" role="alert">
            {formError}
          </p>
        ) : null}
        <PasswordField
          id={PASSWORD_ID}
          name="Password"
          label={t("deleteSection.password")}
          value={password}
          onValueChange={setPassword}
          error={error ?? undefined}
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
          busy={busy}
          onConfirm={() => void onConfirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}

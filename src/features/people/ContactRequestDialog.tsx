/**
 * The contact request: a message (required, at most 4,000 characters) with the personal-data
 * warning of posts. A failed send keeps the text; field errors sit at the field.
 */
import { useRef, useState, type FormEvent } from "react";
import { REACTION_MAX } from "../../domain/limits";
import { personalDataIn } from "../../domain/personal-data";
import { Modal } from "../../components/dialog/Modal";
import { ApiError } from "../../platform/http";
import { TextAreaField } from "../../platform/forms/TextAreaField";
import { sendContactRequest } from "./api";
import people from "../../i18n/locales/nl/people.json";
import { textsOf } from "../../i18n/texts";
import { dutchNumber } from "../../domain/dutch-numbers";

const t = textsOf({ people });

export function ContactRequestDialog({
  userId,
  username,
  onClose,
  onSent,
}: {
  userId: string;
  username: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement | null>(null);
  const kinds = personalDataIn(message);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!message.trim()) {
      setError(t("request.messageRequired"));
      fieldRef.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await sendContactRequest({ ContactUserId: userId, Message: message });
      onSent();
    } catch (problem) {
      const text = problem instanceof ApiError ? problem.fieldError("Message") : undefined;
      if (text) {
        setError(text);
        fieldRef.current?.focus();
      } else setFailure(problem instanceof ApiError ? problem.message : t("errors.generic"));
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t("contact.dialogTitle", { username })}
      description={t("contact.dialogText", { username })}
      onClose={onClose}
      initialFocus={fieldRef}
      closeOnBackdrop={false}
    >
      <form className="form dialog__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextAreaField
          id="contact-request-message"
          name="Message"
          label={t("contact.message")}
          hint={t("contact.messageHint", { max: dutchNumber(REACTION_MAX) })}
          value={message}
          onValueChange={setMessage}
          error={error}
          rows={5}
          maxLength={REACTION_MAX + 100}
          inputRef={(element) => {
            fieldRef.current = element;
          }}
        />
        {kinds.length ? (
          <p className="alert" role="note" id="contact-request-warning">
            {t("contact.personalData", { kinds: kinds.map((kind) => t(`contact.kinds.${kind}`)).join(", ") })}
          </p>
        ) : null}
        {failure ? (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {busy ? t("contact.busy") : t("contact.send")}
          </button>
          <button type="button" className="button button--secondary" data-safe-choice onClick={onClose}>
            {t("contact.cancel")}
          </button>
        </div>
      </form>
    </Modal>
  );
}

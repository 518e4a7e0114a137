/**
 * The contact request: a message (required, at most 4,000 characters) with the personal-data
 * warning of posts. A failed send keeps the text; field errors sit at the field.
 */
import { useRef, useState, type FormEvent } from "react";
import { REACTION_MAX } from "../../domain/limits";
import { personalDataIn } from "../../domain/personal-data";
import { Modal } from "../../components/dialog/Modal";
import { dutchNumber } from "../community/text";
import { ApiError } from "../http";
import { TextAreaField } from "../share/TextAreaField";
import { sendContactRequest } from "./api";
import { pt } from "./text";

export function ContactRequestDialog({ userId, username, onClose, onSent }: { userId: string; username: string; onClose: () => void; onSent: () => void }) {
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
      setError(pt("request.messageRequired"));
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
      } else setFailure(problem instanceof ApiError ? problem.message : pt("errors.generic"));
      setBusy(false);
    }
  }

  return (
    <Modal title={pt("contact.dialogTitle", { username })} description={pt("contact.dialogText", { username })} onClose={onClose} initialFocus={fieldRef} closeOnBackdrop={false}>
      <form className="form dialog__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextAreaField
          id="contact-request-message"
          name="Message"
          label={pt("contact.message")}
          hint={pt("contact.messageHint", { max: dutchNumber(REACTION_MAX) })}
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
            {pt("contact.personalData", { kinds: kinds.map((kind) => pt(`contact.kinds.${kind}`)).join(", ") })}
          </p>
        ) : null}
        {failure ? (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {busy ? pt("contact.busy") : pt("contact.send")}
          </button>
          <button type="button" className="button button--secondary" data-safe-choice onClick={onClose}>
            {pt("contact.cancel")}
          </button>
        </div>
      </form>
    </Modal>
  );
}

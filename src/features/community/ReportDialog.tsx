/**
 * Reporting a conversation or a reaction to the moderators: an optional reason (at most 500
 * characters), "Melden" or "Annuleren". The page shows "Dank voor je melding." afterwards.
 */
import { useRef, useState, type FormEvent } from "react";
import { FLAG_REASON_MAX, type FlagAnswer } from "../../domain/community";
import { ApiError } from "../http";
import { TextAreaField } from "../share/TextAreaField";
import { reportConversation } from "./api";
import { Modal } from "../../components/dialog/Modal";
import { ct, dutchNumber, validationText } from "./text";

export interface ReportDialogProps {
  conversationId: number;
  /** Absent: the conversation itself is reported. */
  reactionId?: number;
  onClose: () => void;
  onReported: (message: string) => void;
  /** Another place to report to (a story reaction: POST /blog-flag/{id}). */
  send?: (reason: string) => Promise<FlagAnswer | undefined>;
}

export function ReportDialog({ conversationId, reactionId, onClose, onReported, send }: ReportDialogProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement | null>(null);
  const id = reactionId ? `report-reaction-${reactionId}` : `report-conversation-${conversationId}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (Array.from(reason).length > FLAG_REASON_MAX) {
      setError(validationText("flag.reasonTooLong"));
      fieldRef.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer: FlagAnswer | undefined = send
        ? await send(reason)
        : await reportConversation(conversationId, reactionId ? { ReactionId: reactionId, Reason: reason } : { Reason: reason });
      onReported(answer?.Message || validationText("flag.thanks"));
    } catch (problem) {
      const text = problem instanceof ApiError ? problem.fieldError("Reason") : undefined;
      if (text) {
        setError(text);
        fieldRef.current?.focus();
      } else {
        setFailure(problem instanceof ApiError ? problem.message : ct("errors.generic"));
      }
      setBusy(false);
    }
  }

  return (
    <Modal
      title={ct(reactionId ? "report.titleReaction" : "report.titleConversation")}
      description={ct("report.text")}
      onClose={onClose}
      initialFocus={fieldRef}
      closeOnBackdrop={false}
    >
      <form className="form dialog__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextAreaField
          id={`${id}-reason`}
          name="Reason"
          label={ct("report.reasonLabel")}
          hint={ct("report.reasonHint", { max: dutchNumber(FLAG_REASON_MAX) })}
          value={reason}
          onValueChange={setReason}
          error={error}
          rows={4}
          inputRef={(element) => {
            fieldRef.current = element;
          }}
        />
        {failure ? (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {busy ? ct("actions.busy") : ct("report.submit")}
          </button>
          <button type="button" className="button button--secondary" data-safe-choice onClick={onClose}>
            {ct("actions.cancel")}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * Reporting a conversation or a reaction to the moderators: an optional reason (at most 500
 * characters), "Melden" or "Annuleren". The page shows "Dank voor je melding." afterwards.
 */
import { useRef, useState, type FormEvent } from "react";
import { FLAG_REASON_MAX, type FlagAnswer } from "../../domain/community";
import { flagBodySchema, type FlagBody } from "../../domain/community-flag-body";
import { useFormSubmit } from "../../platform/forms/useFormSubmit";
import { TextAreaField } from "../../platform/forms/TextAreaField";
import { Modal } from "../dialog/Modal";
import community from "../../i18n/locales/nl/community.json";
import conversations from "../../i18n/locales/nl/conversations.json";
import { textsOf } from "../../i18n/texts";
import { dutchNumber } from "../../domain/dutch-numbers";

const t = textsOf({ community, conversations });

export interface ReportDialogProps {
  conversationId: number;
  /** Absent: the conversation itself is reported. */
  reactionId?: number;
  onClose: () => void;
  onReported: (message: string) => void;
  /** Sends the report (a conversation's: POST /conversation-flag/{id}; a story reaction's: POST /blog-flag/{id}). */
  send: (body: FlagBody) => Promise<FlagAnswer | undefined>;
}

export function ReportDialog({ conversationId, reactionId, onClose, onReported, send }: ReportDialogProps) {
  const [reason, setReason] = useState("");
  const fieldRef = useRef<HTMLTextAreaElement | null>(null);
  const id = reactionId ? `report-reaction-${reactionId}` : `report-conversation-${conversationId}`;
  const form = useFormSubmit({
    fields: ["Reason"] as const,
    fieldId: () => `${id}-reason`,
    messages: { conversations },
    busyAfterSuccess: true,
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = reactionId ? { ReactionId: reactionId, Reason: reason } : { Reason: reason };
    await form.submit(flagBodySchema, body, async () => {
      const answer = await send(body);
      onReported(answer?.Message || t("conversations:flag.thanks"));
    });
  }

  return (
    <Modal
      title={t(reactionId ? "report.titleReaction" : "report.titleConversation")}
      description={t("report.text")}
      onClose={onClose}
      initialFocus={fieldRef}
      closeOnBackdrop={false}
    >
      <form className="form dialog__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextAreaField
          id={`${id}-reason`}
          name="Reason"
          label={t("report.reasonLabel")}
          hint={t("report.reasonHint", { max: dutchNumber(FLAG_REASON_MAX) })}
          value={reason}
          onValueChange={setReason}
          error={form.errors.Reason}
          rows={4}
          inputRef={(element) => {
            fieldRef.current = element;
          }}
        />
        {form.failure ? (
          <p className="alert alert--error" role="alert">
            {form.failure.code === "Unknown" ? t("errors.generic") : form.failure.message}
          </p>
        ) : null}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" aria-disabled={form.busy || undefined}>
            {form.busy ? t("actions.busy") : t("report.submit")}
          </button>
          <button type="button" className="button button--secondary" data-safe-choice onClick={onClose}>
            {t("actions.cancel")}
          </button>
        </div>
      </form>
    </Modal>
  );
}

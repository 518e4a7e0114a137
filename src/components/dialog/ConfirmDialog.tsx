/**
 * An accessible confirmation in a modal dialog (src/components/dialog/Modal.tsx: the rest of the
 * page inert, Tab stays inside, Escape cancels, focus returns to the opener). Focus starts on the
 * safe choice (cancel). Used by the account shell, account deletion and the conversation pages.
 */
import { useRef } from "react";
import { Modal } from "./Modal";

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Why the last confirmation failed, shown in the dialog. */
  error?: string | null;
}

export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
  error,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal title={title} description={text} onClose={onCancel} initialFocus={cancelRef}>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => !busy && onConfirm()}
          aria-disabled={busy || undefined}
        >
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Modal>
  );
}

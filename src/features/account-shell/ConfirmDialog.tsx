/**
 * An accessible confirmation in a modal dialog (src/components/dialog/Modal.tsx: the rest of the
 * page inert, Tab stays inside, Escape cancels, focus returns to the opener). Focus starts on the
 * safe choice (cancel).
 */
import { useRef } from "react";
import { Modal } from "../../components/dialog/Modal";

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal title={title} description={text} onClose={onCancel} initialFocus={cancelRef}>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onConfirm} aria-disabled={busy || undefined}>
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Modal>
  );
}

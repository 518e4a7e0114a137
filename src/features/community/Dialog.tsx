/**
 * A modal dialog for confirmations and reports: rendered at the end of <body>, the rest of the page
 * is made inert (no focus, no clicks, hidden from screen readers) while it is open, focus moves to
 * `initialFocus` (or the first field, or the safe choice), Tab stays inside, Escape cancels, and
 * focus returns to the element that opened it.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";

export interface DialogProps {
  title: string;
  /** Text under the title (aria-describedby). */
  description?: string;
  children?: ReactNode;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({ title, description, children, onClose, initialFocus }: DialogProps) {
  const id = useId().replace(/:/g, "");
  const dialogRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement | null>(null);
  if (hostRef.current === null && typeof document !== "undefined") {
    hostRef.current = document.createElement("div");
    hostRef.current.className = "dialog-host";
  }

  useEffect(() => {
    const host = hostRef.current!;
    document.body.appendChild(host);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Everything else on the page becomes inert while the dialog is open.
    const madeInert: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === host || element.hasAttribute("inert") || element.tagName === "SCRIPT") continue;
      element.setAttribute("inert", "");
      madeInert.push(element);
    }
    document.body.classList.add("has-modal");
    const target = initialFocus?.current ?? dialogRef.current?.querySelector<HTMLElement>("textarea, input, select") ?? dialogRef.current?.querySelector<HTMLElement>("[data-safe-choice]");
    (target ?? dialogRef.current)?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute("inert");
      document.body.classList.remove("has-modal");
      host.remove();
      if (opener?.isConnected) opener.focus();
    };
    // Opening is a one-time effect; initialFocus is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  if (!hostRef.current) return null;
  return createPortal(
    <div className="dialog__backdrop">
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-text` : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="dialog__title">
          {title}
        </h2>
        {description ? <p id={`${id}-text`}>{description}</p> : null}
        {children}
      </div>
    </div>,
    hostRef.current,
  );
}

export interface ConfirmProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Weet je het zeker?": focus starts on the safe choice (cancel). */
export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, busy, error, onConfirm, onCancel }: ConfirmProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} description={text} onClose={onCancel} initialFocus={cancelRef}>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="button button--secondary" data-safe-choice onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}

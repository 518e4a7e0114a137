/**
 * A modal dialog, rendered at the end of <body>: while it is open everything else on the page is
 * `inert` (no focus, no clicks, hidden from screen readers) and the page does not scroll; focus
 * moves to `initialFocus` (or the dialog's first link or button), Tab cycles inside, Escape and
 * the backdrop close it, and focus returns to the element that opened it. Used by the account
 * shell's confirmations, the bookmark login dialog, ConfirmDialog and the conversation reports.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import "./modal.css";

export const MODAL_OPEN_CLASS = "has-modal";
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  /** Text under the title, read with it (aria-describedby). */
  description?: string;
  children?: ReactNode;
  onClose: () => void;
  /** Where focus goes when the dialog opens (the safe choice of a confirmation). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** False for dialogs holding typed text: a stray click beside it must not throw the text away. */
  closeOnBackdrop?: boolean;
}

export function Modal({ title, description, children, onClose, initialFocus, closeOnBackdrop = true }: ModalProps) {
  const id = useId().replace(/:/g, "");
  const dialogRef = useRef<HTMLDivElement>(null);
  const [host] = useState(() => (typeof document === "undefined" ? null : document.createElement("div")));

  useEffect(() => {
    if (!host) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(host);
    const madeInert: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === host || element.hasAttribute("inert") || element.tagName === "SCRIPT") continue;
      element.setAttribute("inert", "");
      madeInert.push(element);
    }
    document.body.classList.add(MODAL_OPEN_CLASS);
    (initialFocus?.current ?? dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialogRef.current)?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute("inert");
      document.body.classList.remove(MODAL_OPEN_CLASS);
      host.remove();
      if (opener?.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opening is a one-time effect: initialFocus is read once
  }, [host]);

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

  if (!host) return null;
  return createPortal(
    <div className="modal" onKeyDown={onKeyDown}>
      <div className="modal__backdrop" aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={dialogRef}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-text` : undefined}
        tabIndex={-1}
      >
        <h2 id={`${id}-title`} className="modal__title">
          {title}
        </h2>
        {description ? <p id={`${id}-text`}>{description}</p> : null}
        {children}
      </div>
    </div>,
    host,
  );
}

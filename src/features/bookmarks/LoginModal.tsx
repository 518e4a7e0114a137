/**
 * The login/register dialog for visitors who try to bookmark (spec 001 §2.5, §6). A modal dialog:
 * focus moves in and stays in (Tab cycles), Escape or the close button closes it and focus returns
 * to the button that opened it; the body gets a class while it is open (spec 001 §4).
 */
import { Link } from "gatsby";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { loginPath } from "../auth/return-url";

export const MODAL_OPEN_CLASS = "has-modal";

export function LoginModal({ onClose, returnTo }: { onClose: () => void; returnTo: string }) {
  const { t } = useTranslation("reader");
  const titleId = `${useId().replace(/:/g, "")}-login-modal`;
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    document.body.classList.add(MODAL_OPEN_CLASS);
    dialogRef.current?.querySelector<HTMLElement>("a[href]")?.focus();
    return () => {
      document.body.classList.remove(MODAL_OPEN_CLASS);
      opener?.focus?.();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>("a[href], button") ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="modal" onKeyDown={onKeyDown}>
      <div className="modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div className="modal__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef}>
        <h2 className="modal__title" id={titleId}>
          {t("bookmarks.modal.title")}
        </h2>
        <p>{t("bookmarks.modal.text")}</p>
        <div className="modal__actions">
          <Link to={loginPath(returnTo)} className="button button--primary">
            {t("bookmarks.modal.login")}
          </Link>
          <Link to="/registreren" className="button button--secondary">
            {t("bookmarks.modal.register")}
          </Link>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("bookmarks.modal.close")}
          </button>
        </div>
      </div>
    </div>
  );
}

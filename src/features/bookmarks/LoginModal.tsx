/**
 * The login/register dialog for visitors who try to bookmark (spec 001 §2.5, §6): a modal dialog
 * (src/components/dialog/Modal.tsx) whose first link, "Inloggen", gets focus; Escape or the close
 * button closes it and focus returns to the button that opened it. Its own chunk (BookmarkButton).
 */
import { Link } from "gatsby";
import { Modal } from "../../components/dialog/Modal";
import { loginPath } from "../../domain/return-url";
import reader from "../../i18n/locales/nl/reader.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ reader });

export function LoginModal({ onClose, returnTo }: { onClose: () => void; returnTo: string }) {
  return (
    <Modal title={t("bookmarks.modal.title")} description={t("bookmarks.modal.text")} onClose={onClose}>
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
    </Modal>
  );
}

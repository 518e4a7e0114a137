/**
 * /bevestiging-account-verwijderd?token=…: the link of the deletion mail. Confirms at once
 * (POST /delete-user/confirm); on success the address becomes ?verwijderd=true (the token leaves
 * the history) and the page loads again, so the navbar no longer shows the deleted account, and
 * says the account is deleted and nothing is kept. A used or expired link goes to
 * /account-verwijderd-fout.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SITE_NAME } from "../../domain/site";
import { pageNavigation } from "../browser";
import { confirmAccountDeletion } from "../profile/api";

export const DELETION_FAILED_PATH = "/account-verwijderd-fout";
export const DELETED_PARAM = "verwijderd";

export function ConfirmDeletion() {
  const { t } = useTranslation("profile");
  const [state, setState] = useState<"busy" | "done">("busy");

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (query.get(DELETED_PARAM) === "true") {
      setState("done");
      return undefined;
    }
    let live = true;
    confirmAccountDeletion({ Token: query.get("token") ?? "" }).then(
      () => {
        if (!live) return;
        window.history.replaceState(null, "", `${window.location.pathname}?${DELETED_PARAM}=true`);
        pageNavigation.reload();
      },
      () => live && pageNavigation.assign(DELETION_FAILED_PATH),
    );
    return () => {
      live = false;
    };
  }, []);

  if (state === "busy") {
    return (
      <>
        <h1>{t("deleted.confirmTitle")}</h1>
        <p role="status">{t("deleted.confirming")}</p>
      </>
    );
  }
  return (
    <>
      <h1>{t("deleted.doneTitle")}</h1>
      <div role="status">
        <p>{t("deleted.doneText", { siteName: SITE_NAME })}</p>
      </div>
      <p>{t("deleted.doneThanks")}</p>
      <p>
        <a className="button button--primary" href="/">
          {t("deleted.toHome")}
        </a>
      </p>
    </>
  );
}

/**
 * /bevestiging-account-verwijderd?token=…: the link of the deletion mail. Opening the link deletes
 * nothing (mail scanners open links): the page asks once more, and only the button confirms
 * (POST /delete-user/confirm). On success the address becomes ?verwijderd=true (the token leaves
 * the history) and the page loads again, so the navbar no longer shows the deleted account, and
 * says the account is deleted and nothing is kept. A used or expired link goes to
 * /account-verwijderd-fout.
 */
import { useEffect, useState } from "react";
import { SITE_NAME } from "../../domain/site";
import { pageNavigation } from "../../platform/browser";
import { confirmAccountDeletion } from "./api";
import profile from "../../i18n/locales/nl/profile.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ profile });

export const DELETION_FAILED_PATH = "/account-verwijderd-fout";
export const DELETED_PARAM = "verwijderd";

export function ConfirmDeletion() {
  const [state, setState] = useState<"ask" | "busy" | "done">("ask");

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get(DELETED_PARAM) === "true") setState("done");
  }, []);

  const confirm = () => {
    setState("busy");
    const token = new URLSearchParams(window.location.search).get("token") ?? "";
    confirmAccountDeletion({ Token: token }).then(
      () => {
        window.history.replaceState(null, "", `${window.location.pathname}?${DELETED_PARAM}=true`);
        pageNavigation.reload();
      },
      () => pageNavigation.assign(DELETION_FAILED_PATH),
    );
  };

  if (state !== "done") {
    return (
      <>
        <h1>{t("deleted.confirmTitle")}</h1>
        <p>{t("deleted.confirmAsk")}</p>
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={confirm}
            disabled={state === "busy"}
            aria-describedby="deletion-status"
          >
            {t("deleted.confirmButton")}
          </button>
        </p>
        <p id="deletion-status" role="status">
          {state === "busy" ? t("deleted.confirming") : ""}
        </p>
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

/**
 * /email-gewijzigd?email=…&token=…: the link mailed to the new address. Confirms the change and
 * says so; a link that does not work (used, expired, incomplete) goes to /email-gewijzigd-fout.
 */
import { useEffect, useState } from "react";
import { confirmEmailChangeBodySchema } from "../../domain/account";
import { pageNavigation, queryParam } from "../../platform/browser";
import { ApiError } from "../../platform/http";
import { confirmEmailChange } from "./api";
import account from "../../i18n/locales/nl/account.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ account });

export const EMAIL_CHANGE_FAILED_PATH = "/email-gewijzigd-fout";

export function ConfirmEmailChange() {
  const [state, setState] = useState<"busy" | "done" | "error">("busy");
  const [message, setMessage] = useState("");

  useEffect(() => {
    const parsed = confirmEmailChangeBodySchema.safeParse({ Email: queryParam("email"), Token: queryParam("token") });
    if (!parsed.success) {
      pageNavigation.assign(EMAIL_CHANGE_FAILED_PATH);
      return;
    }
    confirmEmailChange(parsed.data).then(
      () => setState("done"),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === "EmailChangeFailed") {
          pageNavigation.assign(EMAIL_CHANGE_FAILED_PATH);
          return;
        }
        setMessage(error instanceof ApiError ? error.message : "");
        setState("error");
      },
    );
  }, []);

  if (state === "busy") return <p className="notice">{t("emailChanged.busy")}</p>;
  if (state === "error") {
    return (
      <p className="alert alert--error" role="alert">
        {message}
      </p>
    );
  }
  return (
    <div className="form-done">
      <p className="notice notice--success" role="status">
        {t("emailChanged.text")}
      </p>
      <p>
        <a className="more-link" href="/account/instellingen">
          {t("emailChanged.toSettings")}
        </a>
      </p>
    </div>
  );
}

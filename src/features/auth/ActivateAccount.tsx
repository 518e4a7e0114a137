/**
 * Completes e-mail verification from the mailed link /account/activate?email=...&token=... (spec
 * 000 §4): reads the query on mount, calls activate once, then goes to /verificatie-mail-succes (with
 * next=volunteer when the link came from the volunteer sign-up: that page then leads on to the
 * sign-up steps at /ervaringsdeskundigen-registreren, spec 001 §2.1), or
 * to /verificatie-mail-fout when the link does not work (refused, used, expired, incomplete). The
 * link's address leaves the history, so Back does not use the token again. When the server could
 * not be reached or failed, the link may still work: the text says so here, with a way to a new mail.
 */
import { useEffect, useRef, useState } from "react";
import { VOLUNTEER_NEXT } from "../../domain/return-url";
import { pageNavigation } from "../../platform/browser";
import { ApiError } from "../../platform/http";
import { activate } from "./api";
import account from "../../i18n/locales/nl/account.json";
import errors from "../../i18n/locales/nl/errors.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ account, errors });

export const VERIFIED_PATH = "/verificatie-mail-succes";
export const VERIFY_FAILED_PATH = "/verificatie-mail-fout";

/** The server looked at the link and refused it (not: it could not answer). */
function linkRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

export function ActivateAccount() {
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per page, also under StrictMode's double effect: a token works only once.
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    const email = query.get("email")?.trim();
    const token = query.get("token")?.trim();
    if (!email || !token) {
      pageNavigation.replace(VERIFY_FAILED_PATH);
      return;
    }
    const next = query.get("next") === VOLUNTEER_NEXT ? `?next=${VOLUNTEER_NEXT}` : "";
    activate({ Email: email, ActivationToken: token }).then(
      () => pageNavigation.replace(`${VERIFIED_PATH}${next}`),
      (error: unknown) => {
        if (linkRefused(error)) pageNavigation.replace(VERIFY_FAILED_PATH);
        else setFailure(error instanceof ApiError ? error.message : t("errors:generic"));
      },
    );
  }, []);

  return (
    <div className="activate" aria-live="polite">
      {failure === null ? (
        <p className="notice">{t("activate.busy")}</p>
      ) : (
        <>
          <p className="alert alert--error">{failure}</p>
          <p>
            <a href="/verificatie-mail-opnieuw-versturen" className="button button--secondary">
              {t("activate.resend")}
            </a>
          </p>
        </>
      )}
    </div>
  );
}

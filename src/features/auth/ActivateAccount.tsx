/**
 * Completes e-mail verification from the mailed link /account/activate?email=...&token=...
 * Reads the query on mount, calls activate once, then shows success (with a way to log in) or the
 * failure text with a way to ask for a new mail. Missing parameters count as a failed link.
 */
import { Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../http";
import { translate } from "../../i18n/translate";
import { activate } from "./api";

type State = { status: "busy" } | { status: "done" } | { status: "failed"; message: string };

export function ActivateAccount() {
  const { t } = useTranslation("account");
  const [state, setState] = useState<State>({ status: "busy" });
  const started = useRef(false);

  useEffect(() => {
    // Once per page, also under StrictMode's double effect: a token works only once.
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    const email = query.get("email")?.trim();
    const token = query.get("token")?.trim();
    if (!email || !token) {
      setState({ status: "failed", message: translate("auth", "activation.failed") });
      return;
    }
    activate({ Email: email, ActivationToken: token }).then(
      () => setState({ status: "done" }),
      (error: unknown) =>
        setState({
          status: "failed",
          message: error instanceof ApiError ? error.message : translate("auth", "activation.failed"),
        }),
    );
  }, []);

  return (
    <div className="activate" aria-live="polite">
      {state.status === "busy" ? <p className="notice">{t("activate.busy")}</p> : null}
      {state.status === "done" ? (
        <>
          <p className="notice notice--success">{t("activate.success")}</p>
          <p>
            <Link to="/inloggen" className="button button--primary">
              {t("activate.toLogin")}
            </Link>
          </p>
        </>
      ) : null}
      {state.status === "failed" ? (
        <>
          <p className="alert alert--error">{state.message}</p>
          <p>
            <a href="/verificatie-mail-opnieuw-versturen" className="button button--secondary">
              {t("activate.resend")}
            </a>
          </p>
        </>
      ) : null}
    </div>
  );
}

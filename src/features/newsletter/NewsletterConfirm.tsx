/**
 * /nieuwsbrief/bevestigen/?token=…: the link of the confirmation mail. Sends the token once and
 * says what happened; a link that does not work (changed, incomplete, expired) says so in Dutch,
 * with the way to ask for a new one.
 */
import { useEffect, useState } from "react";
import { newsletterConfirmBodySchema } from "../../domain/newsletter";
import { queryParam } from "../../platform/browser";
import { ApiError } from "../../platform/http";
import { confirmNewsletter } from "./api";
import newsletter from "../../i18n/locales/nl/newsletter.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ newsletter });

type State = { status: "busy" } | { status: "done" } | { status: "error"; message: string };

export function NewsletterConfirm() {
  const [state, setState] = useState<State>({ status: "busy" });

  useEffect(() => {
    const parsed = newsletterConfirmBodySchema.safeParse({ Token: queryParam("token") });
    if (!parsed.success) {
      setState({ status: "error", message: t("confirm.invalid") });
      return;
    }
    confirmNewsletter(parsed.data).then(
      () => setState({ status: "done" }),
      (error: unknown) =>
        setState({
          status: "error",
          message: error instanceof ApiError && error.message ? error.message : t("confirm.invalid"),
        }),
    );
  }, []);

  if (state.status === "busy") return <p className="notice">{t("confirm.busy")}</p>;
  if (state.status === "error") {
    return (
      <div className="form-done">
        <p className="alert alert--error" role="alert">
          {state.message}
        </p>
        <p>
          <a className="more-link" href="/nieuwsbrief/">
            {t("confirm.again")}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="form-done">
      <p className="notice notice--success" role="status">
        {t("confirm.done")}
      </p>
      <p>
        <a className="more-link" href="/">
          {t("confirm.home")}
        </a>
      </p>
    </div>
  );
}

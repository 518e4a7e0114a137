/** What a volunteer-area page shows while loading, to visitors (403 page), to non-volunteers and on failure (the shared notice, with retry). */
import { Link } from "gatsby";
import { Forbidden } from "../../components/errors/Forbidden";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import type { LoadState } from "./useVolunteerLoad";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

export function AreaState({ state, returnUrl }: { state: LoadState<unknown>; returnUrl: string }) {
  switch (state.status) {
    case "loading":
      return <p role="status">{t("ui.loading")}</p>;
    case "anonymous":
      return <Forbidden returnUrl={returnUrl} title={t("ui.forbidden.title")} text={t("ui.forbidden.text")} />;
    case "notVolunteer":
      return (
        <div className="volunteer-notice">
          <h1>{t("ui.notVolunteer.title")}</h1>
          <p className="lead">{t("ui.notVolunteer.text")}</p>
          <Link to="/account/ervaringsdeskundigen" className="button button--primary">
            {t("ui.notVolunteer.register")}
          </Link>
        </div>
      );
    case "notFound":
      return (
        <p className="alert alert--error" role="alert">
          {t("errors.opportunityNotFound")}
        </p>
      );
    case "connection-error":
    case "failed":
      return <LoadNotice state={state.load} retry={state.retry} failedText={t("errors.opportunitiesFailed")} />;
    default:
      return null;
  }
}

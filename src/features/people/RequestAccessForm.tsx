/** /account/toegang-aanvragen (spec 001 §2.1, §6): ask a moderator for community access. */
import { useState, type FormEvent } from "react";
import { ApiError } from "../../platform/http";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { TextAreaField } from "../../platform/forms/TextAreaField";
import { getMyAccess, requestAccess } from "./api";
import people from "../../i18n/locales/nl/people.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ people });

export function RequestAccessForm() {
  const { state, retry, setData: setAccess } = useLoad(getMyAccess);
  const access = state.status === "loaded" ? state.data : null;
  const [motivation, setMotivation] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const loadFailure =
    state.status === "unauthorized"
      ? state.statusCode === 401
        ? t("requestAccess.loginNeeded")
        : t("errors.generic")
      : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      setAccess(await requestAccess(motivation));
    } catch (problem) {
      const field = problem instanceof ApiError ? problem.fieldError("Motivation") : undefined;
      if (field) setError(field);
      else setFailure(problem instanceof ApiError ? problem.message : t("errors.generic"));
    }
  }

  const status = access?.Community === "Approved" ? "approved" : access?.Request?.Status;
  return (
    <>
      <h1>{t("requestAccess.title")}</h1>
      <p className="lead">{t("requestAccess.intro")}</p>
      <LoadNotice state={state} retry={retry} failedText={t("errors.generic")} />
      {(failure ?? loadFailure) ? (
        <p className="alert alert--error" role="alert">
          {failure ?? loadFailure}
        </p>
      ) : null}
      {status === "approved" || status === "pending" ? (
        <p className="alert" role="status">
          {t(`requestAccess.${status}`)}
        </p>
      ) : null}
      {access && status !== "approved" && status !== "pending" ? (
        <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          {status === "denied" ? <p className="alert">{t("requestAccess.denied")}</p> : null}
          <TextAreaField
            id="access-motivation"
            name="Motivation"
            label={t("requestAccess.motivation")}
            value={motivation}
            onValueChange={setMotivation}
            error={error}
            rows={4}
          />
          <button type="submit" className="button button--primary">
            {t("requestAccess.submit")}
          </button>
        </form>
      ) : null}
    </>
  );
}

/** /account/toegang-aanvragen (spec 001 §2.1, §6): ask a moderator for community access. */
import { useEffect, useState, type FormEvent } from "react";
import { ApiError } from "../http";
import { TextAreaField } from "../share/TextAreaField";
import { getMyAccess, requestAccess, type MyAccessView } from "./api";
import { pt } from "./text";

export function RequestAccessForm() {
  const [access, setAccess] = useState<MyAccessView | null>(null);
  const [motivation, setMotivation] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    getMyAccess().then(setAccess, (problem: unknown) => setFailure(problem instanceof ApiError && problem.status === 401 ? pt("requestAccess.loginNeeded") : pt("errors.generic")));
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      setAccess(await requestAccess(motivation));
    } catch (problem) {
      const field = problem instanceof ApiError ? problem.fieldError("Motivation") : undefined;
      if (field) setError(field);
      else setFailure(problem instanceof ApiError ? problem.message : pt("errors.generic"));
    }
  }

  const status = access?.Community === "Approved" ? "approved" : access?.Request?.Status;
  return (
    <>
      <h1>{pt("requestAccess.title")}</h1>
      <p className="lead">{pt("requestAccess.intro")}</p>
      {failure ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      {status === "approved" || status === "pending" ? (
        <p className="alert" role="status">
          {pt(`requestAccess.${status}`)}
        </p>
      ) : null}
      {access && status !== "approved" && status !== "pending" ? (
        <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          {status === "denied" ? <p className="alert">{pt("requestAccess.denied")}</p> : null}
          <TextAreaField id="access-motivation" name="Motivation" label={pt("requestAccess.motivation")} value={motivation} onValueChange={setMotivation} error={error} rows={4} />
          <button type="submit" className="button button--primary">
            {pt("requestAccess.submit")}
          </button>
        </form>
      ) : null}
    </>
  );
}

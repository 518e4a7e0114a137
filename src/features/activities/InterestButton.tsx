/**
 * "Ik heb interesse" on an online activity's page (spec 001 §3.4 ShowInterestForm, interested users):
 * a logged-in participant says they are interested or takes it back (aria-pressed). An organiser of
 * the activity also sees who is interested (the list comes only when the server says they organise
 * it; a 403 means they do not, and nothing is shown). Visitors see a short line to log in.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../http";
import { useCurrentUser } from "../session/useCurrentUser";
import { getInterest, getInterestedUsers, setInterest } from "./api";

export function InterestButton({ activityId }: { activityId: string }) {
  const { t } = useTranslation("activities");
  const session = useCurrentUser();
  const userId = session.status === "user" ? session.user.Id : null;
  const [interested, setInterested] = useState<boolean | null>(null);
  const [organiserList, setOrganiserList] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    getInterest(activityId).then(
      (answer) => live && setInterested(answer.Interested),
      () => undefined,
    );
    getInterestedUsers(activityId).then(
      (users) => live && setOrganiserList(users.map((user) => user.Username)),
      // 403: not an organiser of this activity; the list is simply not shown.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId, activityId]);

  if (session.status !== "user") {
    return session.status === "anonymous" ? <p className="activity-interest">{t("detail.interestLogin")}</p> : null;
  }

  async function toggle() {
    if (busy || interested === null) return;
    setBusy(true);
    setError(null);
    try {
      setInterested((await setInterest(activityId, !interested)).Interested);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t("detail.likeFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="activity-interest">
      {interested !== null ? (
        <>
          <button type="button" className="button button--secondary" aria-pressed={interested} aria-disabled={busy || undefined} onClick={() => void toggle()}>
            {t("detail.interest")}
          </button>
          <p aria-live="polite">{interested ? t("detail.interestSaid") : t("detail.interestHint")}</p>
        </>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {organiserList ? (
        <section aria-labelledby="activity-interested">
          <h2 id="activity-interested">{t("detail.interestedTitle")}</h2>
          {organiserList.length ? (
            <ul>
              {organiserList.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : (
            <p>{t("detail.interestedNone")}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}

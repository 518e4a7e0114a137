/**
 * "Ik heb interesse" on an online activity's page (spec 001 §3.4 ShowInterestForm, interested users):
 * a logged-in participant says they are interested or takes it back (aria-pressed). An organiser of
 * the activity also sees who is interested (the list comes only when the server says they organise
 * it; a 403 means they do not, and nothing is shown). Visitors see a short line to log in.
 */
import { useState } from "react";
import { ApiError } from "../../platform/http";
import { useLoad } from "../../platform/loading/useLoad";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { getInterest, getInterestedUsers, setInterest } from "./api";
import activities from "../../i18n/locales/nl/activities.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ activities });

export function InterestButton({ activityId }: { activityId: string }) {
  const session = useCurrentUser();
  const userId = session.status === "user" ? session.user.Id : null;
  const key = `${userId}/${activityId}`;
  const interest = useLoad(async () => (await getInterest(activityId)).Interested, { key, enabled: userId !== null });
  // 403: not an organiser of this activity; the list is simply not shown.
  const organisers = useLoad(() => interestedNames(activityId), {
    key,
    enabled: userId !== null,
  });
  const interested = interest.state.status === "loaded" ? interest.state.data : null;
  const organiserList = organisers.state.status === "loaded" ? organisers.state.data : null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (session.status !== "user") {
    return session.status === "anonymous" ? <p className="activity-interest">{t("detail.interestLogin")}</p> : null;
  }

  async function toggle() {
    if (busy || interested === null) return;
    setBusy(true);
    setError(null);
    try {
      interest.setData((await setInterest(activityId, !interested)).Interested);
      // The organiser's list shows the change at once (their own name comes or goes).
      if (organiserList !== null) organisers.setData(await interestedNames(activityId));
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
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={interested}
            aria-disabled={busy || undefined}
            onClick={() => void toggle()}
          >
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
            <>
              <p>{t("detail.interestedCount", { count: organiserList.length })}</p>
              <ul>
                {organiserList.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t("detail.interestedNone")}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}

async function interestedNames(activityId: string): Promise<string[]> {
  return (await getInterestedUsers(activityId)).map((user) => user.Username);
}

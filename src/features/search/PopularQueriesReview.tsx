/**
 * A platform moderator's list of common queries waiting for a decision, on /ontmoet-elkaar/moderatie/
 * (issue 35 row 7, decision 161): queries that 5 different people typed on one day become type-ahead
 * suggestions only when a moderator allows them; a refused one never does. Nothing is shown to
 * anyone else (the API answers 401/403).
 */
import { useState } from "react";
import { formatDay } from "../../components/dates";
import { ApiError } from "../../platform/http";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { decidePopularQuery, getPendingPopularQueries } from "./api";
import search from "../../i18n/locales/nl/search.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ search });

export function PopularQueriesReview() {
  const session = useCurrentUser();
  const { state: load, retry, update } = useLoad(getPendingPopularQueries, { enabled: session.status === "user" });
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState<string | null>(null);

  // Nothing while loading either: only platform moderators get an answer, and others should not see the section flash.
  if (
    session.status !== "user" ||
    load.status === "unauthorized" ||
    load.status === "unloaded" ||
    load.status === "loading"
  )
    return null;

  async function decide(query: string, allowed: boolean) {
    setBusy(query);
    setError("");
    try {
      await decidePopularQuery({ Query: query, Allowed: allowed });
      update((data) => ({ ...data, Items: data.Items.filter((item) => item.Query !== query) }));
      setMessage(t(allowed ? "popular.allowed" : "popular.refused", { query }));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t("popular.failed"));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="forum container container--reading moderation" aria-labelledby="popular-queries-title">
      <h2 id="popular-queries-title">{t("popular.title")}</h2>
      <p>{t("popular.intro")}</p>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {message}
      </p>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {load.status === "loaded" ? (
        load.data.Items.length === 0 ? (
          <p>{t("popular.empty")}</p>
        ) : (
          <ul className="queue-list">
            {load.data.Items.map((item) => (
              <li key={item.Query} className="queue-item">
                <p className="queue-item__title">
                  <strong lang="nl">{item.Query}</strong>
                </p>
                <p className="queue-item__meta">
                  {t("popular.people", { count: item.People, date: formatDay(item.LastSeen) })}
                </p>
                <div className="queue-item__actions">
                  <button
                    type="button"
                    className="button"
                    disabled={busy !== null}
                    aria-label={t("popular.allowLabel", { query: item.Query })}
                    onClick={() => void decide(item.Query, true)}
                  >
                    {t("popular.allow")}
                  </button>{" "}
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy !== null}
                    aria-label={t("popular.refuseLabel", { query: item.Query })}
                    onClick={() => void decide(item.Query, false)}
                  >
                    {t("popular.refuse")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : (
        <LoadNotice state={load} retry={retry} failedText={t("popular.failed")} />
      )}
    </section>
  );
}

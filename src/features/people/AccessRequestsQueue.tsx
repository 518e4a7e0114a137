/**
 * Community access requests in the moderators' queue (issue 13 item 4, docs/decisions/134): the open
 * requests of /account/toegang-aanvragen, oldest first, with the member's own words, each approved
 * ("Toegang geven") or denied by a platform moderator. Someone who may not decide them (403) sees
 * nothing of this section. The motivation is the member's plain text, never HTML.
 */
import { useState } from "react";
import { ApiError } from "../../platform/http";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { DateTime } from "../../components/community/Labels";
import { LiveRegion, useAnnouncer } from "../../components/useAnnouncer";
import { decideAccessRequest, pendingAccessRequests, type AccessRequestView } from "./api";
import people from "../../i18n/locales/nl/people.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ people });

export function AccessRequestsQueue() {
  // 401/403: not a moderator, so nothing is shown.
  const { state: load, retry: refresh, update } = useLoad(() => pendingAccessRequests());
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ id: number; text: string } | null>(null);
  const { message, announce } = useAnnouncer();

  async function decide(item: AccessRequestView, approve: boolean) {
    if (busy !== null) return;
    setBusy(item.Id);
    setFailure(null);
    try {
      await decideAccessRequest(item.Id, approve);
      update((items) => items.filter((other) => other.Id !== item.Id));
      announce(t(approve ? "accessQueue.approved" : "accessQueue.denied", { username: item.Username }));
      document.getElementById("access-queue-title")?.focus();
    } catch (error) {
      setFailure({ id: item.Id, text: error instanceof ApiError ? error.message : t("errors.generic") });
      // A request another moderator decided meanwhile leaves the list.
      if (error instanceof ApiError && error.status === 404) refresh();
    } finally {
      setBusy(null);
    }
  }

  if (load.status === "unauthorized") return null;
  return (
    <section className="container container--reading moderation access-queue" aria-labelledby="access-queue-title">
      <h2 id="access-queue-title" tabIndex={-1}>
        {t("accessQueue.title")}
        {load.status === "loaded" ? <span className="count"> ({load.data.length})</span> : null}
      </h2>
      <LiveRegion message={message} />
      {load.status === "loading" ? <p role="status">{t("accessQueue.loading")}</p> : null}
      <LoadNotice state={load} retry={refresh} failedText={t("accessQueue.failed")} />
      {load.status === "loaded" && load.data.length === 0 ? <p>{t("accessQueue.empty")}</p> : null}
      {load.status === "loaded" && load.data.length > 0 ? (
        <ol className="queue-list">
          {load.data.map((item) => {
            const titleId = `access-${item.Id}-title`;
            return (
              <li key={item.Id} className="queue-item">
                <article aria-labelledby={titleId}>
                  <h3 id={titleId} className="queue-item__title">
                    {item.Username}
                  </h3>
                  <p className="queue-item__meta">
                    {t("accessQueue.requestedOn")} <DateTime value={item.Created} />
                  </p>
                  <p className="queue-item__reason">
                    <strong>{t("accessQueue.motivation")}</strong>{" "}
                    {item.Motivation ? item.Motivation : <em>{t("accessQueue.noMotivation")}</em>}
                  </p>
                  {failure?.id === item.Id ? (
                    <p className="alert alert--error" role="alert">
                      {failure.text}
                    </p>
                  ) : null}
                  <div
                    className="action-bar"
                    role="group"
                    aria-label={t("accessQueue.actions", { username: item.Username })}
                  >
                    <button
                      type="button"
                      className="button button--primary"
                      aria-disabled={busy === item.Id || undefined}
                      aria-describedby={titleId}
                      onClick={() => void decide(item, true)}
                    >
                      {t("accessQueue.approve")}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-disabled={busy === item.Id || undefined}
                      aria-describedby={titleId}
                      onClick={() => void decide(item, false)}
                    >
                      {t("accessQueue.deny")}
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}

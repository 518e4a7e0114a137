/**
 * Community access requests in the moderators' queue (issue 13 item 4, docs/decisions/134): the open
 * requests of /account/toegang-aanvragen, oldest first, with the member's own words, each approved
 * ("Toegang geven") or denied by a platform moderator. Someone who may not decide them (403) sees
 * nothing of this section. The motivation is the member's plain text, never HTML.
 */
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../http";
import { DateTime } from "../community/Labels";
import { LiveRegion, useAnnouncer } from "../community/useAnnouncer";
import { decideAccessRequest, pendingAccessRequests, type AccessRequestView } from "./api";
import { pt } from "./text";

type Load = { status: "loading" } | { status: "hidden" } | { status: "failed" } | { status: "ok"; items: AccessRequestView[] };

export function AccessRequestsQueue() {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ id: number; text: string } | null>(null);
  const { message, announce } = useAnnouncer();

  const refresh = useCallback(async () => {
    try {
      setLoad({ status: "ok", items: await pendingAccessRequests() });
    } catch (error) {
      setLoad(error instanceof ApiError && (error.status === 401 || error.status === 403) ? { status: "hidden" } : { status: "failed" });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function decide(item: AccessRequestView, approve: boolean) {
    if (busy !== null) return;
    setBusy(item.Id);
    setFailure(null);
    try {
      await decideAccessRequest(item.Id, approve);
      setLoad((current) => (current.status === "ok" ? { status: "ok", items: current.items.filter((other) => other.Id !== item.Id) } : current));
      announce(pt(approve ? "accessQueue.approved" : "accessQueue.denied", { username: item.Username }));
      document.getElementById("access-queue-title")?.focus();
    } catch (error) {
      setFailure({ id: item.Id, text: error instanceof ApiError ? error.message : pt("errors.generic") });
      // A request another moderator decided meanwhile leaves the list.
      if (error instanceof ApiError && error.status === 404) void refresh();
    } finally {
      setBusy(null);
    }
  }

  if (load.status === "hidden") return null;
  return (
    <section className="container container--reading moderation access-queue" aria-labelledby="access-queue-title">
      <h2 id="access-queue-title" tabIndex={-1}>
        {pt("accessQueue.title")}
        {load.status === "ok" ? <span className="count"> ({load.items.length})</span> : null}
      </h2>
      <LiveRegion message={message} />
      {load.status === "loading" ? <p role="status">{pt("accessQueue.loading")}</p> : null}
      {load.status === "failed" ? (
        <p className="alert alert--error" role="alert">
          {pt("accessQueue.failed")}
        </p>
      ) : null}
      {load.status === "ok" && load.items.length === 0 ? <p>{pt("accessQueue.empty")}</p> : null}
      {load.status === "ok" && load.items.length > 0 ? (
        <ol className="queue-list">
          {load.items.map((item) => {
            const titleId = `access-${item.Id}-title`;
            return (
              <li key={item.Id} className="queue-item">
                <article aria-labelledby={titleId}>
                  <h3 id={titleId} className="queue-item__title">
                    {item.Username}
                  </h3>
                  <p className="queue-item__meta">{pt("accessQueue.requestedOn")} <DateTime value={item.Created} /></p>
                  <p className="queue-item__reason">
                    <strong>{pt("accessQueue.motivation")}</strong> {item.Motivation ? item.Motivation : <em>{pt("accessQueue.noMotivation")}</em>}
                  </p>
                  {failure?.id === item.Id ? (
                    <p className="alert alert--error" role="alert">
                      {failure.text}
                    </p>
                  ) : null}
                  <div className="action-bar" role="group" aria-label={pt("accessQueue.actions", { username: item.Username })}>
                    <button type="button" className="button button--primary" aria-disabled={busy === item.Id || undefined} aria-describedby={titleId} onClick={() => void decide(item, true)}>
                      {pt("accessQueue.approve")}
                    </button>
                    <button type="button" className="button button--secondary" aria-disabled={busy === item.Id || undefined} aria-describedby={titleId} onClick={() => void decide(item, false)}>
                      {pt("accessQueue.deny")}
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

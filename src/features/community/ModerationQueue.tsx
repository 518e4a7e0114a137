/**
 * The moderators' review queue (/ontmoet-elkaar/moderatie/): open reports, oldest first, with the
 * reporter's reason, how many participants reported the same item, and the reported reaction. A
 * moderator hides the reported item or dismisses the report (it stays, or becomes visible again
 * when reports had hidden it); either resolves every open report of the same item.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { forumPaths, type FlagQueueItem, type Page } from "../../domain/community";
import { RichText } from "../../components/RichText";
import { ApiError } from "../http";
import { useRequireSession } from "../session/useRequireSession";
import { getModerationQueue, resolveFlag } from "./api";
import { announceReportsChanged } from "./useOpenReportCount";
import { AuthorName, DateTime } from "./Labels";
import { pageCountOf, Paginator } from "./Paginator";
import { ct } from "./text";
import { LiveRegion, useAnnouncer } from "./useAnnouncer";

type Load = { status: "loading" } | { status: "forbidden" } | { status: "failed"; message: string } | { status: "ok"; page: Page<FlagQueueItem> };

export function ModerationQueue() {
  const session = useRequireSession();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [pageIndex, setPageIndex] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ flagId: number; text: string } | null>(null);
  const { message, announce } = useAnnouncer();
  const focusTitle = useRef(false);

  const refresh = useCallback(async (index: number) => {
    try {
      const page = await getModerationQueue(index);
      setLoad({ status: "ok", page });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 401)) setLoad({ status: "forbidden" });
      else setLoad({ status: "failed", message: error instanceof ApiError ? error.message : ct("errors.generic") });
    }
  }, []);

  useEffect(() => {
    if (session.status === "user") void refresh(pageIndex);
  }, [session.status, pageIndex, refresh]);

  useEffect(() => {
    if (focusTitle.current && load.status === "ok") {
      focusTitle.current = false;
      document.getElementById("queue-title")?.focus();
    }
  }, [load]);

  async function act(item: FlagQueueItem, action: "hide" | "dismiss") {
    if (busy !== null) return;
    setBusy(item.FlagId);
    setFailure(null);
    try {
      await resolveFlag(item.FlagId, action);
      announceReportsChanged();
      focusTitle.current = true;
      await refresh(pageIndex);
      announce(ct(action === "hide" ? (item.Reaction ? "queue.hiddenReaction" : "queue.hiddenConversation") : "queue.dismissed"));
    } catch (error) {
      setFailure({ flagId: item.FlagId, text: error instanceof ApiError ? error.message : ct("errors.generic") });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="forum container container--reading moderation">
      <h1>{ct("queue.title")}</h1>
      <LiveRegion message={message} />
      {load.status === "loading" ? <p role="status">{ct("loading")}</p> : null}
      {load.status === "forbidden" ? <p className="notice">{ct("queue.forbidden")}</p> : null}
      {load.status === "failed" ? (
        <p className="alert alert--error" role="alert">
          {load.message}
        </p>
      ) : null}
      {load.status === "ok" ? (
        <section aria-labelledby="queue-title">
          <h2 id="queue-title" tabIndex={-1}>
            {ct("queue.open")} <span className="count">({load.page.Total})</span>
          </h2>
          {load.page.Items.length === 0 ? (
            <p>{ct("queue.empty")}</p>
          ) : (
            <ol className="queue-list">
              {load.page.Items.map((item) => {
                const titleId = `flag-${item.FlagId}-title`;
                const subject = item.Reaction ? ct("queue.aboutReaction", { name: item.Reaction.Author.Username }) : ct("queue.aboutConversation", { title: item.Conversation.Title });
                return (
                  <li key={item.FlagId} className="queue-item">
                    <article aria-labelledby={titleId}>
                      <h3 id={titleId} className="queue-item__title">
                        {subject}
                      </h3>
                      <p className="queue-item__meta">
                        {ct("queue.in")}{" "}
                        <a href={`${forumPaths.conversation(item.Conversation.GroupSlug, item.Conversation.Slug)}${item.Reaction ? `#reactie-${item.Reaction.Id}` : ""}`}>{item.Conversation.Title}</a>
                      </p>
                      <p className="queue-item__meta">
                        {ct("queue.reportedBy")} <AuthorName author={item.Reporter} /> {ct("meta.on")} <DateTime value={item.Created} />
                        {item.ReportCount > 1 ? <> {ct("queue.reportCount", { count: item.ReportCount })}</> : null}
                      </p>
                      <p className="queue-item__reason">
                        <strong>{ct("queue.reason")}</strong> {item.Reason ? item.Reason : <em>{ct("queue.noReason")}</em>}
                      </p>
                      {item.Reaction ? (
                        <div className="queue-item__reaction">
                          <p className="queue-item__meta">
                            {ct("queue.reactionBy")} <AuthorName author={item.Reaction.Author} />
                            {item.Reaction.Hidden ? <> · {ct("queue.nowHidden")}</> : null}
                          </p>
                          {item.Reaction.Body ? <RichText doc={item.Reaction.Body} className="rich-text queue-item__body" /> : <p>{ct("reaction.hidden")}</p>}
                        </div>
                      ) : null}
                      {failure?.flagId === item.FlagId ? (
                        <p className="alert alert--error" role="alert">
                          {failure.text}
                        </p>
                      ) : null}
                      <div className="action-bar" role="group" aria-label={ct("queue.actions", { subject })}>
                        <button
                          type="button"
                          className="button button--primary"
                          aria-disabled={busy === item.FlagId || undefined}
                          aria-describedby={titleId}
                          onClick={() => void act(item, "hide")}
                        >
                          {ct(item.Reaction ? "queue.hideReaction" : "queue.hideConversation")}
                        </button>
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-disabled={busy === item.FlagId || undefined}
                          aria-describedby={titleId}
                          onClick={() => void act(item, "dismiss")}
                        >
                          {ct("queue.dismiss")}
                        </button>
                      </div>
                    </article>
                  </li>
                );
              })}
            </ol>
          )}
          <Paginator
            page={load.page.PageIndex + 1}
            pageCount={pageCountOf(load.page.Total, load.page.PageSize || 1)}
            label={ct("paging.queue")}
            onChange={(page) => {
              focusTitle.current = true;
              setPageIndex(page - 1);
            }}
          />
        </section>
      ) : null}
    </div>
  );
}

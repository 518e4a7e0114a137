/**
 * The moderators' review queue (/ontmoet-elkaar/moderatie/): open reports, oldest first, with the
 * reporter's reason, how many participants reported the same item, and the reported reaction. A
 * moderator hides the reported item or dismisses the report (it stays, or becomes visible again
 * when reports had hidden it); either resolves every open report of the same item.
 */
import { forumPaths, type FlagQueueItem } from "../../domain/community";
import { RichText } from "../../components/RichText";
import { useRequireSession } from "../session/useRequireSession";
import { getModerationQueue, resolveFlag } from "./api";
import { announceReportsChanged } from "./useOpenReportCount";
import { AuthorName, DateTime } from "./Labels";
import { ct } from "./text";
import { LiveRegion } from "./useAnnouncer";
import { FlagActions, FlagQueuePager, useFlagQueue } from "./useFlagQueue";

export function ModerationQueue() {
  const session = useRequireSession();
  const { load, queue, message, goToPage } = useFlagQueue<FlagQueueItem>({
    enabled: session.status === "user",
    titleId: "queue-title",
    fetchPage: getModerationQueue,
    resolve: resolveFlag,
    onResolved: announceReportsChanged,
    announcement: (item, action) => ct(action === "hide" ? (item.Reaction ? "queue.hiddenReaction" : "queue.hiddenConversation") : "queue.dismissed"),
    genericError: () => ct("errors.generic"),
  });

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
                      <FlagActions item={item} queue={queue} titleId={titleId} label={ct("queue.actions", { subject })} hideLabel={ct(item.Reaction ? "queue.hideReaction" : "queue.hideConversation")} dismissLabel={ct("queue.dismiss")} />
                    </article>
                  </li>
                );
              })}
            </ol>
          )}
          <FlagQueuePager page={load.page} label={ct("paging.queue")} onChange={goToPage} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * The moderators' review queue (/ontmoet-elkaar/moderatie/): open reports, oldest first, with the
 * reporter's reason, how many participants reported the same item, and the reported text as it was
 * when reported (decision 310). A
 * moderator hides the reported item or dismisses the report (it stays, or becomes visible again
 * when reports had hidden it); either resolves every open report of the same item.
 */
import { forumPaths, reactionHref, REACTIONS_PAGE_SIZE, type FlagQueueItem } from "../../domain/community";
import { RichText } from "../../components/RichText";
import { useRequireSession } from "../../platform/session/useRequireSession";
import { getModerationQueue, resolveFlag } from "./api";
import { announce, COUNT_CHANGED } from "../../platform/usePolledCount";
import { AuthorName, DateTime } from "../../components/community/Labels";
import { LiveRegion } from "../../components/useAnnouncer";
import { FlagActions, FlagQueuePager, ReportedText, useFlagQueue } from "../../components/community/useFlagQueue";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export function ModerationQueue() {
  const session = useRequireSession();
  const { load, queue, message, goToPage } = useFlagQueue<FlagQueueItem>({
    enabled: session.status === "user",
    titleId: "queue-title",
    fetchPage: getModerationQueue,
    resolve: resolveFlag,
    onResolved: () => announce(COUNT_CHANGED.reports),
    announcement: (item, action) =>
      t(action === "hide" ? (item.Reaction ? "queue.hiddenReaction" : "queue.hiddenConversation") : "queue.dismissed"),
    genericError: () => t("errors.generic"),
  });

  return (
    <div className="forum container container--reading moderation">
      <h1>{t("queue.title")}</h1>
      <LiveRegion message={message} />
      {load.status === "loading" ? <p role="status">{t("loading")}</p> : null}
      {load.status === "forbidden" ? <p className="notice">{t("queue.forbidden")}</p> : null}
      {load.status === "problem" ? load.notice : null}
      {load.status === "ok" ? (
        <section aria-labelledby="queue-title">
          <h2 id="queue-title" tabIndex={-1}>
            {t("queue.open")} <span className="count">({load.page.Total})</span>
          </h2>
          {load.page.Items.length === 0 ? (
            <p>{t("queue.empty")}</p>
          ) : (
            <ol className="queue-list">
              {load.page.Items.map((item) => {
                const titleId = `flag-${item.FlagId}-title`;
                const subject = item.Reaction
                  ? t("queue.aboutReaction", { name: item.Reaction.Author.Username })
                  : t("queue.aboutConversation", { title: item.Conversation.Title });
                return (
                  <li key={item.FlagId} className="queue-item">
                    <article aria-labelledby={titleId}>
                      <h3 id={titleId} className="queue-item__title">
                        {subject}
                      </h3>
                      <p className="queue-item__meta">
                        {t("queue.in")} <a href={queueItemHref(item)}>{item.Conversation.Title}</a>
                      </p>
                      <p className="queue-item__meta">
                        {t("queue.reportedBy")} <AuthorName author={item.Reporter} /> {t("meta.on")}{" "}
                        <DateTime value={item.Created} />
                        {item.ReportCount > 1 ? <> {t("queue.reportCount", { count: item.ReportCount })}</> : null}
                      </p>
                      <p className="queue-item__reason">
                        <strong>{t("queue.reason")}</strong>{" "}
                        {item.Reason ? item.Reason : <em>{t("queue.noReason")}</em>}
                      </p>
                      {item.Reaction ? (
                        <div className="queue-item__reaction">
                          <p className="queue-item__meta">
                            {t("queue.reactionBy")} <AuthorName author={item.Reaction.Author} />
                            {item.Reaction.Hidden ? <> · {t("queue.nowHidden")}</> : null}
                          </p>
                          <ReportedText
                            reported={item.Reported}
                            current={item.Reaction.Body}
                            noText={t("reaction.hidden")}
                            thenLabel={t("queue.reportedText")}
                            nowLabel={t("queue.currentText")}
                          />
                        </div>
                      ) : item.Reported.Body ? (
                        <div className="queue-item__reaction">
                          <RichText doc={item.Reported.Body} className="rich-text queue-item__body" />
                          {item.Reported.Changed ? (
                            <p className="queue-item__meta">{t("queue.conversationChanged")}</p>
                          ) : null}
                        </div>
                      ) : null}
                      <FlagActions
                        item={item}
                        queue={queue}
                        titleId={titleId}
                        label={t("queue.actions", { subject })}
                        hideLabel={t(item.Reaction ? "queue.hideReaction" : "queue.hideConversation")}
                        dismissLabel={t("queue.dismiss")}
                      />
                    </article>
                  </li>
                );
              })}
            </ol>
          )}
          <FlagQueuePager page={load.page} label={t("paging.queue")} onChange={goToPage} />
        </section>
      ) : null}
    </div>
  );
}

/** The reported conversation, or the page of it that holds the reported reaction, at that reaction. */
function queueItemHref(item: FlagQueueItem): string {
  const path = forumPaths.conversation(item.Conversation.GroupSlug, item.Conversation.Slug);
  return item.Reaction ? reactionHref(path, item.Reaction.Position, REACTIONS_PAGE_SIZE, item.Reaction.Id) : path;
}

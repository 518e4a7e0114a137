/**
 * The moderators' queue of reported story reactions, under the conversations' queue on
 * /ontmoet-elkaar/moderatie/ (docs/decisions/142): open reports, oldest first, with the story, the
 * reporter's reason, how many participants reported the same reaction, and the reaction. A platform
 * moderator hides the reaction or dismisses the report (a reaction hidden by reports comes back);
 * either resolves every open report of that reaction. Others (group moderators) see nothing here.
 */
import { storyPaths, type StoryFlagQueueItem } from "../../domain/stories";
import { RichText } from "../../components/RichText";
import { AuthorName, DateTime } from "../community/Labels";
import { LiveRegion } from "../community/useAnnouncer";
import { FlagActions, FlagQueuePager, useFlagQueue } from "../community/useFlagQueue";
import { useCurrentUser } from "../session/useCurrentUser";
import { getStoryModerationQueue, resolveStoryFlag } from "./api";
import { st } from "./text";

export function StoryModerationQueue() {
  const session = useCurrentUser();
  const { load, queue, message, goToPage } = useFlagQueue<StoryFlagQueueItem>({
    enabled: session.status === "user",
    titleId: "story-queue-title",
    fetchPage: getStoryModerationQueue,
    resolve: resolveStoryFlag,
    announcement: (_item, action) => st(action === "hide" ? "moderation.hidden" : "moderation.dismissed"),
    genericError: () => st("errors.generic"),
  });

  if (session.status !== "user" || load.status === "forbidden") return null;
  if (load.status === "loading") return <p role="status">{st("moderation.loading")}</p>;
  if (load.status === "failed") {
    return (
      <p className="alert alert--error" role="alert">
        {load.message}
      </p>
    );
  }

  return (
    <section className="forum container container--reading moderation" aria-labelledby="story-queue-title">
      <h2 id="story-queue-title" tabIndex={-1}>
        {st("moderation.queueTitle")} <span className="count">({load.page.Total})</span>
      </h2>
      <LiveRegion message={message} />
      {load.page.Items.length === 0 ? (
        <p>{st("moderation.queueEmpty")}</p>
      ) : (
        <ol className="queue-list">
          {load.page.Items.map((item) => {
            const titleId = `story-flag-${item.FlagId}-title`;
            const subject = st("moderation.about", { name: item.Reaction.Author.Username });
            return (
              <li key={item.FlagId} className="queue-item">
                <article aria-labelledby={titleId}>
                  <h3 id={titleId} className="queue-item__title">
                    {subject}
                  </h3>
                  <p className="queue-item__meta">
                    {st("moderation.in")} <a href={`${storyPaths.post(item.Story.BlogSlug, item.Story.Slug)}#reactie-${item.Reaction.Id}`}>{item.Story.Title}</a>
                    {item.Story.Hidden ? <> · {st("moderation.storyHidden")}</> : null}
                  </p>
                  <p className="queue-item__meta">
                    {st("moderation.reportedBy")} <AuthorName author={item.Reporter} /> {st("moderation.on")} <DateTime value={item.Created} />{" "}
                    {st("moderation.reportCount", { count: item.ReportCount })}
                  </p>
                  <p className="queue-item__reason">
                    <strong>{st("moderation.reason")}</strong> {item.Reason ? item.Reason : <em>{st("moderation.noReason")}</em>}
                  </p>
                  <div className="queue-item__reaction">
                    <p className="queue-item__meta">
                      <AuthorName author={item.Reaction.Author} />
                      {item.Reaction.Hidden ? <> · {st("moderation.nowHidden")}</> : null}
                    </p>
                    {item.Reaction.Body ? <RichText doc={item.Reaction.Body} className="rich-text queue-item__body" /> : null}
                  </div>
                  <FlagActions item={item} queue={queue} titleId={titleId} label={st("moderation.actions", { subject })} hideLabel={st("moderation.hideReaction")} dismissLabel={st("moderation.dismiss")} />
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <FlagQueuePager page={load.page} label={st("moderation.paging")} onChange={goToPage} />
    </section>
  );
}

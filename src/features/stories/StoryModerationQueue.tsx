/**
 * The moderators' queue of reported story reactions, under the conversations' queue on
 * /ontmoet-elkaar/moderatie/ (docs/decisions/142): open reports, oldest first, with the story (or
 * that its author deleted it), the reporter's reason, how many participants reported the same
 * reaction, and the reaction as it was when reported (decision 310). A platform
 * moderator hides the reaction or dismisses the report (a reaction hidden by reports comes back);
 * either resolves every open report of that reaction. Others (group moderators) see nothing here.
 */
import { reactionHref } from "../../domain/community";
import { STORY_REACTIONS_PAGE_SIZE, storyPaths, type StoryFlagQueueItem } from "../../domain/stories";
import { AuthorName, DateTime } from "../../components/community/Labels";
import { LiveRegion } from "../../components/useAnnouncer";
import { FlagActions, FlagQueuePager, ReportedText, useFlagQueue } from "../../components/community/useFlagQueue";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { getStoryModerationQueue, resolveStoryFlag } from "./api";
import stories from "../../i18n/locales/nl/stories.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ stories });

export function StoryModerationQueue() {
  const session = useCurrentUser();
  const { load, queue, message, goToPage } = useFlagQueue<StoryFlagQueueItem>({
    enabled: session.status === "user",
    titleId: "story-queue-title",
    fetchPage: getStoryModerationQueue,
    resolve: resolveStoryFlag,
    announcement: (_item, action) => t(action === "hide" ? "moderation.hidden" : "moderation.dismissed"),
    genericError: () => t("errors.generic"),
  });

  if (session.status !== "user" || load.status === "forbidden") return null;
  if (load.status === "loading") return <p role="status">{t("moderation.loading")}</p>;
  if (load.status === "problem") return <>{load.notice}</>;

  return (
    <section className="forum container container--reading moderation" aria-labelledby="story-queue-title">
      <h2 id="story-queue-title" tabIndex={-1}>
        {t("moderation.queueTitle")} <span className="count">({load.page.Total})</span>
      </h2>
      <LiveRegion message={message} />
      {load.page.Items.length === 0 ? (
        <p>{t("moderation.queueEmpty")}</p>
      ) : (
        <ol className="queue-list">
          {load.page.Items.map((item) => {
            const titleId = `story-flag-${item.FlagId}-title`;
            const subject = t("moderation.about", { name: item.Reaction.Author.Username });
            return (
              <li key={item.FlagId} className="queue-item">
                <article aria-labelledby={titleId}>
                  <h3 id={titleId} className="queue-item__title">
                    {subject}
                  </h3>
                  <p className="queue-item__meta">
                    {item.Story ? (
                      <>
                        {t("moderation.in")}{" "}
                        <a
                          href={reactionHref(
                            storyPaths.post(item.Story.BlogSlug, item.Story.Slug),
                            item.Reaction.Position,
                            STORY_REACTIONS_PAGE_SIZE,
                            item.Reaction.Id,
                          )}
                        >
                          {item.Story.Title}
                        </a>
                        {item.Story.Hidden ? <> · {t("moderation.storyHidden")}</> : null}
                      </>
                    ) : item.Reported.Title ? (
                      t("moderation.storyDeleted", { title: item.Reported.Title })
                    ) : (
                      t("moderation.storyDeletedUntitled")
                    )}
                  </p>
                  <p className="queue-item__meta">
                    {t("moderation.reportedBy")} <AuthorName author={item.Reporter} /> {t("moderation.on")}{" "}
                    <DateTime value={item.Created} /> {t("moderation.reportCount", { count: item.ReportCount })}
                  </p>
                  <p className="queue-item__reason">
                    <strong>{t("moderation.reason")}</strong>{" "}
                    {item.Reason ? item.Reason : <em>{t("moderation.noReason")}</em>}
                  </p>
                  <div className="queue-item__reaction">
                    <p className="queue-item__meta">
                      <AuthorName author={item.Reaction.Author} />
                      {item.Reaction.Hidden ? <> · {t("moderation.nowHidden")}</> : null}
                    </p>
                    <ReportedText
                      reported={item.Reported}
                      current={item.Reaction.Body}
                      noText=""
                      thenLabel={t("moderation.reportedText")}
                      nowLabel={t("moderation.currentText")}
                    />
                  </div>
                  <FlagActions
                    item={item}
                    queue={queue}
                    titleId={titleId}
                    label={t("moderation.actions", { subject })}
                    hideLabel={t("moderation.hideReaction")}
                    dismissLabel={t("moderation.dismiss")}
                  />
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <FlagQueuePager page={load.page} label={t("moderation.paging")} onChange={goToPage} />
    </section>
  );
}

/**
 * The moderators' queue of reported story reactions, under the conversations' queue on
 * /ontmoet-elkaar/moderatie/ (docs/decisions/142): open reports, oldest first, with the story, the
 * reporter's reason, how many participants reported the same reaction, and the reaction. A platform
 * moderator hides the reaction or dismisses the report (a reaction hidden by reports comes back);
 * either resolves every open report of that reaction. Others (group moderators) see nothing here.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { storyPaths, type Page, type StoryFlagQueueItem } from "../../domain/stories";
import { RichText } from "../../components/RichText";
import { AuthorName, DateTime } from "../community/Labels";
import { pageCountOf, Paginator } from "../community/Paginator";
import { LiveRegion, useAnnouncer } from "../community/useAnnouncer";
import { ApiError } from "../http";
import { useCurrentUser } from "../session/useCurrentUser";
import { getStoryModerationQueue, resolveStoryFlag } from "./api";
import { st } from "./text";

type Load = { status: "loading" } | { status: "none" } | { status: "failed"; message: string } | { status: "ok"; page: Page<StoryFlagQueueItem> };

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : st("errors.generic"));

export function StoryModerationQueue() {
  const session = useCurrentUser();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [pageIndex, setPageIndex] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ flagId: number; text: string } | null>(null);
  const { message, announce } = useAnnouncer();
  const focusTitle = useRef(false);

  const refresh = useCallback(async (index: number) => {
    try {
      setLoad({ status: "ok", page: await getStoryModerationQueue(index) });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) setLoad({ status: "none" });
      else setLoad({ status: "failed", message: errorText(error) });
    }
  }, []);

  useEffect(() => {
    if (session.status === "user") void refresh(pageIndex);
  }, [session.status, pageIndex, refresh]);

  useEffect(() => {
    if (focusTitle.current && load.status === "ok") {
      focusTitle.current = false;
      document.getElementById("story-queue-title")?.focus();
    }
  }, [load]);

  async function act(item: StoryFlagQueueItem, action: "hide" | "dismiss") {
    if (busy !== null) return;
    setBusy(item.FlagId);
    setFailure(null);
    try {
      await resolveStoryFlag(item.FlagId, action);
      focusTitle.current = true;
      await refresh(pageIndex);
      announce(st(action === "hide" ? "moderation.hidden" : "moderation.dismissed"));
    } catch (error) {
      setFailure({ flagId: item.FlagId, text: errorText(error) });
    } finally {
      setBusy(null);
    }
  }

  if (session.status !== "user" || load.status === "none") return null;
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
                  {failure?.flagId === item.FlagId ? (
                    <p className="alert alert--error" role="alert">
                      {failure.text}
                    </p>
                  ) : null}
                  <div className="action-bar" role="group" aria-label={st("moderation.actions", { subject })}>
                    <button type="button" className="button button--primary" aria-disabled={busy === item.FlagId || undefined} aria-describedby={titleId} onClick={() => void act(item, "hide")}>
                      {st("moderation.hideReaction")}
                    </button>
                    <button type="button" className="button button--secondary" aria-disabled={busy === item.FlagId || undefined} aria-describedby={titleId} onClick={() => void act(item, "dismiss")}>
                      {st("moderation.dismiss")}
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
        label={st("moderation.paging")}
        onChange={(page) => {
          focusTitle.current = true;
          setPageIndex(page - 1);
        }}
      />
    </section>
  );
}

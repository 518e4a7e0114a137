/**
 * A story as it reads, without the controls: breadcrumb, title, author and date, state notices,
 * the text with its photos (alt texts, srcset), the like count and (in the slot) the first reactions. functions/story-page renders
 * StorySlotContent on the server and the browser's first render is the same (no session-dependent
 * parts, no Gatsby or CSS imports); StoryPage then adds the controls through the slots.
 */
import type { ReactNode } from "react";
import { storyPaths, type BlogPostView } from "../../domain/stories";
import { RichText } from "../../components/RichText";
import { formatDay } from "../../components/dates";
import { ForumForbidden } from "../../components/community/ForumMessages";
import type { StoryPageState } from "./story-state";
import { StoryNotFound } from "./StoryNotFound";
import { StoryReactionList } from "./StoryReactionList";
import { StoriesBreadcrumb } from "./StoryFrame";
import stories from "../../i18n/locales/nl/stories.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ stories });

export interface StoryViewProps {
  story: BlogPostView;
  likes: number;
  /** Like, edit, delete, moderate: inside the action bar, after the like count. */
  actions?: ReactNode;
  /** The follow button, after the action bar. */
  follow?: ReactNode;
  /** Reactions, dialogs and the live region, after the story. */
  children?: ReactNode;
}

export function StoryView({ story, likes, actions, follow, children }: StoryViewProps) {
  return (
    <div className="stories container container--reading">
      <StoriesBreadcrumb />
      <article className="story" aria-labelledby="story-title">
        <header className="story__header">
          <h1 id="story-title">{story.Title}</h1>
          <p className="story__meta">
            {t("story.by")} <a href={storyPaths.blog(story.Blog.Slug)}>{story.Author.Username}</a>
            {" · "}
            {t("story.published", { date: formatDay(story.Created) ?? "" })}
            {story.Modified ? ` (${t("story.modified", { date: formatDay(story.Modified) ?? "" })})` : null}
          </p>
          {story.Visibility === "participants" ? <p className="state-label">{t("teaser.participantsOnly")}</p> : null}
          {!story.Published ? <p className="notice">{t("story.draftNotice")}</p> : null}
          {story.Hidden ? <p className="notice">{t("story.hiddenNotice")}</p> : null}
        </header>
        <RichText doc={story.Body} className="rich-text story__body" />
        <footer className="story__footer">
          <div className="action-bar" role="group" aria-label={t("story.actions")}>
            <span className="story__likes">{t("story.likeCount", { count: likes })}</span>
            {actions}
          </div>
          {follow}
        </footer>
      </article>
      {children}
    </div>
  );
}

/** What the story page's slot holds for a state: the story, the 403 offer or the 404 text. */
export function StorySlotContent({ state }: { state: StoryPageState }) {
  if (state.status === "forbidden") return <ForumForbidden returnUrl={state.path} />;
  if (state.status === "notFound") return <StoryNotFound />;
  return (
    <StoryView story={state.story} likes={state.story.TotalLikes}>
      {state.reactions ? <StoryReactionList story={state.story} reactions={state.reactions} /> : null}
    </StoryView>
  );
}

/**
 * One story in a list: its first photo (with its alt text), the title as the link, the author,
 * with their photo or coloured initials, the date, reactions and likes, and words (never colours alone) for "Alleen voor deelnemers",
 * "Concept" and "Verborgen door een moderator". Safe to render on the server.
 */
import { storyPaths, type BlogPostSummary } from "../../domain/stories";
import { formatDay } from "../../components/dates";
import { DefaultAvatar } from "../../components/DefaultAvatar";
import stories from "../../i18n/locales/nl/stories.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ stories });

export function StoryTeaser({ story, headingLevel = 2 }: { story: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const labels = [
    story.Visibility === "participants" ? t("teaser.participantsOnly") : null,
    story.Published ? null : t("teaser.draft"),
  ].filter((label): label is string => label !== null);
  return (
    <article className="story-teaser">
      {story.Image ? (
        <img
          className="story-teaser__image"
          src={story.Image.Src}
          srcSet={story.Image.Srcset}
          sizes="(min-width: 48rem) 12rem, 100vw"
          alt={story.Image.Alt}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="story-teaser__text">
        <Heading className="story-teaser__title">
          <a href={storyPaths.post(story.Blog.Slug, story.Slug)}>{story.Title}</a>
        </Heading>
        <p className="story-teaser__meta">
          {story.Author.PhotoUrl ? (
            <img
              className="story-teaser__avatar"
              src={story.Author.PhotoUrl}
              alt=""
              width={32}
              height={32}
              loading="lazy"
            />
          ) : (
            <DefaultAvatar
              name={story.Author.Id ? story.Author.Username : undefined}
              className="story-teaser__avatar"
              size={32}
            />
          )}
          {t("teaser.by", { name: story.Author.Username })}
          {" · "}
          <time dateTime={story.Created}>{formatDay(story.Created)}</time>
        </p>
        {story.Description ? <p className="story-teaser__description">{story.Description}</p> : null}
        <p className="story-teaser__counts">
          {t("teaser.reactions", { count: story.ReactionCount })}
          {" · "}
          {t("teaser.likes", { count: story.TotalLikes })}
        </p>
        {labels.length > 0 ? (
          <ul className="state-labels">
            {labels.map((label) => (
              <li key={label} className="state-label">
                {label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

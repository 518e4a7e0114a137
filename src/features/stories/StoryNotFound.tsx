/** The 404 view of a story or blog that does not exist (any more), with links onward. */
import { storyPaths } from "../../domain/stories";
import stories from "../../i18n/locales/nl/stories.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ stories });

export function StoryNotFound({ kind = "story" }: { kind?: "story" | "blog" }) {
  return (
    <div className="container container--reading not-found">
      <h1>{t(`${kind}.notFound`)}</h1>
      <ul className="link-list">
        <li>
          <a href={storyPaths.overview()}>{t("story.back")}</a>
        </li>
        <li>
          <a href="/">{t("story.home")}</a>
        </li>
      </ul>
    </div>
  );
}

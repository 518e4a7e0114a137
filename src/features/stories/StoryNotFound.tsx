/** The 404 view of a story or blog that does not exist (any more), with links onward. */
import { storyPaths } from "../../domain/stories";
import { st } from "./text";

export function StoryNotFound({ kind = "story" }: { kind?: "story" | "blog" }) {
  return (
    <div className="container container--reading not-found">
      <h1>{st(`${kind}.notFound`)}</h1>
      <ul className="link-list">
        <li>
          <a href={storyPaths.overview()}>{st("story.back")}</a>
        </li>
        <li>
          <a href="/">{st("story.home")}</a>
        </li>
      </ul>
    </div>
  );
}

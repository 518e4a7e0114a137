/**
 * What the stories pages share around their content: the breadcrumb back to the overview, and the
 * waiting state (a failure alert, or the loading text). No Gatsby or CSS imports: functions/story-page
 * renders StoryView, which uses the breadcrumb, on the server.
 */
import { BackLink } from "../../components/BackLink";
import { storyPaths } from "../../domain/stories";
import stories from "../../i18n/locales/nl/stories.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ stories });

export function StoriesBreadcrumb() {
  return <BackLink to={storyPaths.overview()}>{t("story.back")}</BackLink>;
}

/** A page that is still loading (its loading text), or whose loading failed (the failure, as an alert). */
export function StoryWaiting({ failure, loading }: { failure: string | null; loading: string }) {
  return (
    <div className="container container--reading">
      {failure !== null ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : (
        <p role="status">{loading}</p>
      )}
    </div>
  );
}

/**
 * Likes on the detail page (spec 001 §4, §7): only for community members (Community = Approved),
 * whose like state and the number of likes are then fetched. The button says whether you like it
 * (aria-pressed); the count follows the server's answer.
 */
import { useState } from "react";
import { ApiError } from "../../platform/http";
import { useLoad } from "../../platform/loading/useLoad";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { getCommunityAccess, getLiked, getNumberOfLikes, setLiked } from "./api";
import activities from "../../i18n/locales/nl/activities.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ activities });

/** null: not a community member, so no like button. */
type Likes = { liked: boolean; count: number } | null;

async function likesFor(userId: string, activityId: string): Promise<Likes> {
  if (!(await getCommunityAccess(userId))) return null;
  const [liked, count] = await Promise.all([getLiked(activityId), getNumberOfLikes(activityId)]);
  return { liked, count };
}

export function LikeButton({ activityId }: { activityId: string }) {
  const session = useCurrentUser();
  const userId = session.status === "user" ? session.user.Id : null;
  // Without the like state the page simply has no like button (spec 001 §8).
  const { state: load, setData } = useLoad(() => likesFor(userId ?? "", activityId), {
    key: `${userId}/${activityId}`,
    enabled: userId !== null,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const likes = load.status === "loaded" ? load.data : null;

  if (!likes) return null;

  async function toggle() {
    if (busy || !likes) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await setLiked(activityId, !likes.liked);
      setData({ liked: answer.Liked, count: answer.NumberOfLikes });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t("detail.likeFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="activity-like">
      <button
        type="button"
        className="button button--secondary activity-like__button"
        aria-pressed={likes.liked}
        aria-disabled={busy || undefined}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{likes.liked ? "♥" : "♡"}</span>&nbsp;{t("detail.like")}
      </button>
      <p className="activity-like__count" aria-live="polite">
        {t("detail.likes", { count: likes.count })}
      </p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Likes on the detail page (spec 001 §4, §7): only for community members (Community = Approved),
 * whose like state and the number of likes are then fetched. The button says whether you like it
 * (aria-pressed); the count follows the server's answer.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../http";
import { useCurrentUser } from "../session/useCurrentUser";
import { getCommunityAccess, getLiked, getNumberOfLikes, setLiked } from "./api";

type State = { status: "hidden" } | { status: "ready"; liked: boolean; count: number };

export function LikeButton({ activityId }: { activityId: string }) {
  const { t } = useTranslation("activities");
  const session = useCurrentUser();
  const userId = session.status === "user" ? session.user.Id : null;
  const [state, setState] = useState<State>({ status: "hidden" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void (async () => {
      try {
        if (!(await getCommunityAccess(userId))) return;
        const [liked, count] = await Promise.all([getLiked(activityId), getNumberOfLikes(activityId)]);
        if (live) setState({ status: "ready", liked, count });
      } catch {
        // Without the like state the page simply has no like button (spec 001 §8).
      }
    })();
    return () => {
      live = false;
    };
  }, [userId, activityId]);

  if (state.status !== "ready") return null;

  async function toggle() {
    if (busy || state.status !== "ready") return;
    setBusy(true);
    setError(null);
    try {
      const answer = await setLiked(activityId, !state.liked);
      setState({ status: "ready", liked: answer.Liked, count: answer.NumberOfLikes });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t("detail.likeFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="activity-like">
      <button type="button" className="button button--secondary activity-like__button" aria-pressed={state.liked} aria-disabled={busy || undefined} onClick={() => void toggle()}>
        <span aria-hidden="true">{state.liked ? "♥" : "♡"}</span>&nbsp;{t("detail.like")}
      </button>
      <p className="activity-like__count" aria-live="polite">
        {t("detail.likes", { count: state.count })}
      </p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

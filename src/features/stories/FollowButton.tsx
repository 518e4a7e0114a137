/**
 * Follow an author's blog (spec 000 §4: the answer is the new state), with the follower count.
 * Participants only, never on one's own blog; visitors get a link to log in.
 */
import { useState } from "react";
import { loginPath } from "../../domain/return-url";
import { ApiError } from "../../platform/http";
import { useLoad } from "../../platform/loading/useLoad";
import { getFollows, setFollow } from "./api";
import stories from "../../i18n/locales/nl/stories.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ stories });

export interface FollowButtonProps {
  blogId: number;
  name: string;
  /** Shown with the button when given (the author's page). */
  followers?: number;
  own: boolean;
  userId: string | null | undefined;
  here: string;
  announce: (text: string) => void;
}

export function FollowButton({ blogId, name, followers, own, userId, here, announce }: FollowButtonProps) {
  const follows = useLoad(() => getFollows(blogId).catch(() => false), {
    key: `${blogId}/${userId}`,
    enabled: Boolean(userId) && !own,
  });
  const following = follows.state.status === "loaded" ? follows.state.data : null;
  const [count, setCount] = useState(followers);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (busy || following === null) return;
    setBusy(true);
    try {
      const on = await setFollow(blogId, !following);
      if (on !== following)
        setCount((current) => (current === undefined ? current : Math.max(0, current + (on ? 1 : -1))));
      follows.setData(on);
      announce(on ? t("blog.following", { name }) : t("blog.unfollowed", { name }));
    } catch (error) {
      announce(error instanceof ApiError ? error.message : t("errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="follow">
      {count === undefined ? null : <span className="follow__count">{t("blog.followers", { count })}</span>}
      {userId === null ? (
        <a className="button button--secondary" href={loginPath(here)}>
          {t("blog.followLogin", { name })}
        </a>
      ) : userId && !own && following !== null ? (
        <button
          type="button"
          className="button button--secondary action-toggle"
          aria-pressed={following}
          aria-disabled={busy || undefined}
          onClick={() => void toggle()}
        >
          <span className="action-toggle__mark" aria-hidden="true">
            {following ? "✓" : "+"}
          </span>
          {t("blog.follow", { name })}
        </button>
      ) : null}
    </div>
  );
}

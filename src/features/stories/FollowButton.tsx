/**
 * Follow an author's blog (spec 000 §4: the answer is the new state), with the follower count.
 * Participants only, never on one's own blog; visitors get a link to log in.
 */
import { useEffect, useState } from "react";
import { loginPath } from "../../domain/return-url";
import { ApiError } from "../http";
import { getFollows, setFollow } from "./api";
import { st } from "./text";

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
  const [following, setFollowing] = useState<boolean | null>(null);
  const [count, setCount] = useState(followers);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!userId || own) return;
    let live = true;
    getFollows(blogId).then(
      (on) => live && setFollowing(on),
      () => live && setFollowing(false),
    );
    return () => {
      live = false;
    };
  }, [blogId, userId, own]);

  async function toggle() {
    if (busy || following === null) return;
    setBusy(true);
    try {
      const on = await setFollow(blogId, !following);
      if (on !== following) setCount((current) => (current === undefined ? current : Math.max(0, current + (on ? 1 : -1))));
      setFollowing(on);
      announce(on ? st("blog.following", { name }) : st("blog.unfollowed", { name }));
    } catch (error) {
      announce(error instanceof ApiError ? error.message : st("errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="follow">
      {count === undefined ? null : <span className="follow__count">{st("blog.followers", { count })}</span>}
      {userId === null ? (
        <a className="button button--secondary" href={loginPath(here)}>
          {st("blog.followLogin", { name })}
        </a>
      ) : userId && !own && following !== null ? (
        <button type="button" className="button button--secondary action-toggle" aria-pressed={following} aria-disabled={busy || undefined} onClick={() => void toggle()}>
          <span className="action-toggle__mark" aria-hidden="true">
            {following ? "✓" : "+"}
          </span>
          {st("blog.follow", { name })}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Whether the participant reading is a platform moderator (GET /profiles/ismod/{id}): only they hide
 * and show stories and story reactions (docs/decisions/140, 142). False for visitors, while unknown,
 * and when the answer cannot be had; the server checks again on every moderation call.
 */
import { useEffect, useState } from "react";
import { isModerator } from "../community/api";

export function useStoryModerator(userId: string | null | undefined): boolean {
  const [moderator, setModerator] = useState(false);
  useEffect(() => {
    setModerator(false);
    if (typeof userId !== "string") return;
    let live = true;
    isModerator(userId).then(
      (answer) => live && setModerator(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId]);
  return moderator;
}

/** For moderators only: a link to the reports waiting for them. */
import { Link } from "gatsby";
import { useEffect, useState } from "react";
import { getModerationQueue, isModerator } from "./api";
import { ct } from "./text";

export const MODERATION_PATH = "/ontmoet-elkaar/moderatie/";

export function ModerationLink({ userId }: { userId: string }) {
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    isModerator(userId)
      .then((moderator) => (moderator ? getModerationQueue(0) : null))
      .then(
        (page) => live && page && setOpen(page.Total),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [userId]);
  if (open === null) return null;
  return (
    <p className="notice moderation-link">
      <Link to={MODERATION_PATH}>{ct("moderation.queueLink", { count: open })}</Link>
    </p>
  );
}

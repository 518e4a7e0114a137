/** For moderators only: a link to the reports waiting for them. */
import { Link } from "gatsby";
import { useLoad } from "../../platform/loading/useLoad";
import { isModerator } from "../../platform/session/api";
import { getModerationQueue } from "./api";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export const MODERATION_PATH = "/ontmoet-elkaar/moderatie/";

export function ModerationLink({ userId }: { userId: string }) {
  // Nothing for others, and nothing while it cannot be read.
  const { state } = useLoad(async () => ((await isModerator(userId)) ? (await getModerationQueue(0)).Total : null), {
    key: userId,
  });
  const open = state.status === "loaded" ? state.data : null;
  if (open === null) return null;
  return (
    <p className="notice moderation-link">
      <Link to={MODERATION_PATH}>{t("moderation.queueLink", { count: open })}</Link>
    </p>
  );
}

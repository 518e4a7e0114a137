import type { HeadProps } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { ModerationQueue } from "../../features/community/ModerationQueue";
import { AccessRequestsQueue } from "../../features/people/AccessRequestsQueue";
import { StoryModerationQueue } from "../../features/stories/StoryModerationQueue";
import { PopularQueriesReview } from "../../features/search/PopularQueriesReview";
import "../../styles/community.css";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

/** /ontmoet-elkaar/moderatie: the moderators' review queues (conversations, story reactions), the community access requests and the common queries waiting to become search suggestions (needs a session; 403 text for others). */
export default function ModerationPage() {
  return (
    <Layout>
      <ModerationQueue />
      <StoryModerationQueue />
      <AccessRequestsQueue />
      <PopularQueriesReview />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("queue.title")} path={location.pathname} noIndex />;
}

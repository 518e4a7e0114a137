import type { HeadProps } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { ModerationQueue } from "../../features/community/ModerationQueue";
import { AccessRequestsQueue } from "../../features/people/AccessRequestsQueue";
import { ct } from "../../features/community/text";
import { StoryModerationQueue } from "../../features/stories/StoryModerationQueue";
import "../../features/community/community.css";

/** /ontmoet-elkaar/moderatie: the moderators' review queues (conversations, story reactions) and the community access requests (needs a session; 403 text for others). */
export default function ModerationPage() {
  return (
    <Layout>
      <ModerationQueue />
      <StoryModerationQueue />
      <AccessRequestsQueue />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={ct("queue.title")} path={location.pathname} noIndex />;
}

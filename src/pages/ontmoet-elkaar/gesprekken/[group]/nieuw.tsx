import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../../../../shell/Layout";
import { SeoHead } from "../../../../shell/SeoHead";
import { NewConversationPage } from "../../../../features/community/NewConversationPage";
import { ct } from "../../../../features/community/text";
import "../../../../features/community/community.css";

/** /ontmoet-elkaar/gesprekken/{group_slug}/nieuw/ (older links: {groupId}): start a conversation (spec 001 §2.2 "forum/{id}/nieuw"). */
export default function NewConversationRoute({ params }: PageProps & { params: { group?: string } }) {
  return (
    <Layout>
      <NewConversationPage key={params.group} group={params.group ?? ""} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={ct("newConversation.titlePlain")} path={location.pathname} noIndex />;
}

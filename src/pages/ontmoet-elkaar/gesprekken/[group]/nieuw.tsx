import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../../../../shell/Layout";
import { SeoHead } from "../../../../shell/SeoHead";
import { NewConversationPage } from "../../../../features/community/NewConversationPage";
import "../../../../styles/community.css";
import community from "../../../../i18n/locales/nl/community.json";
import { textsOf } from "../../../../i18n/texts";

const t = textsOf({ community });

/** /ontmoet-elkaar/gesprekken/{group_slug}/nieuw/ (older links: {groupId}): start a conversation (spec 001 §2.2 "forum/{id}/nieuw"). */
export default function NewConversationRoute({ params }: PageProps & { params: { group?: string } }) {
  return (
    <Layout>
      <NewConversationPage key={params.group} group={params.group ?? ""} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("newConversation.titlePlain")} path={location.pathname} noIndex />;
}

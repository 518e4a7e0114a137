/**
 * /ontmoet-elkaar/gesprekken/{group_slug}/{conversation_slug}/: a conversation. A client-only
 * route whose built HTML (the shell) has an empty slot; on a full page load the function
 * functions/forum-page renders the conversation into the slot with its title, text and reactions,
 * embeds the same data as JSON, and answers 403/404 where due
 * (docs/decisions/036-conversation-server-rendering.md). The first render here reads that JSON, so
 * hydration matches; after a client-side
 * navigation the page loads the conversation itself.
 */
import type { HeadProps, PageProps } from "gatsby";
import { useRef, useState } from "react";
import { Layout } from "../../../../shell/Layout";
import { SeoHead } from "../../../../shell/SeoHead";
import { samePath } from "../../../../platform/embedded-state";
import { readConversationState, SLOT_ID, takeEmbeddedState } from "../../../../features/community/conversation-state";
import { ConversationPage } from "../../../../features/community/ConversationPage";
import "../../../../styles/community.css";
import community from "../../../../i18n/locales/nl/community.json";
import library from "../../../../i18n/locales/nl/library.json";
import { textsOf } from "../../../../i18n/texts";

const t = textsOf({ community, library });

type Params = { group?: string; conversation?: string };

export default function ConversationRoute({ params, location }: PageProps & { params: Params }) {
  // The embedded state serves the first render of the page load only (later visits load afresh).
  const [initial] = useState(() => takeEmbeddedState(location.pathname));
  const key = `${params.group}/${params.conversation}`;
  // Once the reader moved to another conversation, coming back loads afresh.
  const firstKey = useRef<string | null>(key);
  if (firstKey.current !== key) firstKey.current = null;
  return (
    <Layout>
      <div id={SLOT_ID}>
        <ConversationPage
          key={key}
          groupSlug={params.group ?? ""}
          conversationSlug={params.conversation ?? ""}
          pathname={location.pathname}
          search={location.search}
          initial={firstKey.current && initial && samePath(initial.path, location.pathname) ? initial : null}
        />
      </div>
    </Layout>
  );
}

/** The same head as the function writes, from the same embedded state. */
export function Head({ location }: HeadProps) {
  const state = readConversationState(location.pathname);
  if (state?.status === "ok") {
    const { conversation } = state;
    return (
      <SeoHead
        title={conversation.Title}
        description={conversation.Description}
        path={state.path}
        noIndex={conversation.Visibility !== "public" || conversation.Hidden}
      />
    );
  }
  if (state?.status === "forbidden")
    return <SeoHead title={t("library:forbidden.title")} path={location.pathname} noIndex />;
  if (state?.status === "notFound")
    return <SeoHead title={t("notFound.conversation")} path={location.pathname} noIndex />;
  return <SeoHead title={t("conversation.titleFallback")} path={location.pathname} noIndex />;
}

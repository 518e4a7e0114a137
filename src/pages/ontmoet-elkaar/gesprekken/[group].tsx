import type { HeadProps, PageProps } from "gatsby";
import { useRef, useState } from "react";
import { Layout } from "../../../shell/Layout";
import { pageTitle } from "../../../domain/site";
import { readEmbeddedState, samePath } from "../../../platform/embedded-state";
import { GroupPage } from "../../../features/community/GroupPage";
import {
  GROUP_SLOT_ID,
  GROUP_STATE_ID,
  takeEmbeddedGroupState,
  type GroupPageState,
} from "../../../features/community/group-state";
import "../../../styles/community.css";
import community from "../../../i18n/locales/nl/community.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ community });

/**
 * /ontmoet-elkaar/gesprekken/{group_slug}/: a group (client-only route; the data is live). Its
 * built HTML (the shell) has an empty slot; on a full page load functions/forum-page renders the
 * group's first view into it and embeds the same value as JSON, which the first render here reads.
 */
export default function ForumGroupPage({
  params,
  location,
}: PageProps<object, object, unknown> & { params: { group?: string } }) {
  // The embedded state serves the first render of the page load only (later visits load afresh).
  const [initial] = useState(() => takeEmbeddedGroupState(location.pathname));
  // Once the reader moved to another group, coming back loads afresh.
  const firstKey = useRef<string | undefined | null>(params.group);
  if (firstKey.current !== params.group) firstKey.current = null;
  return (
    <Layout>
      <div id={GROUP_SLOT_ID}>
        <GroupPage
          key={params.group}
          slug={params.group ?? ""}
          search={location.search}
          initial={firstKey.current !== null && initial && samePath(initial.path, location.pathname) ? initial : null}
        />
      </div>
    </Layout>
  );
}

/**
 * No canonical link from the build: this HTML is the shell of every group (built at "/…/[group]/"),
 * so a canonical would name a wrong address; the function writes the group's head, and the page
 * sets its title once the group is loaded.
 */
export function Head({ location }: HeadProps) {
  const state = readEmbeddedState<GroupPageState>(location.pathname, GROUP_STATE_ID);
  return <title>{pageTitle(state ? state.group.Title : t("group.titleFallback"))}</title>;
}

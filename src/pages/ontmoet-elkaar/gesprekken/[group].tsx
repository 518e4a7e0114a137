import type { PageProps } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { pageTitle } from "../../../domain/site";
import { GroupPage } from "../../../features/community/GroupPage";
import { ct } from "../../../features/community/text";
import "../../../features/community/community.css";

/** /ontmoet-elkaar/gesprekken/{group_slug}/: a group (client-only route; the data is live). */
export default function ForumGroupPage({ params, location }: PageProps<object, object, unknown> & { params: { group?: string } }) {
  return (
    <Layout>
      <GroupPage key={params.group} slug={params.group ?? ""} search={location.search} />
    </Layout>
  );
}

/**
 * No canonical link: this HTML is the shell of every group (built at "/…/[group]/"), so a canonical
 * would name a wrong address; the page sets its title once the group is loaded.
 */
export function Head() {
  return <title>{pageTitle(ct("group.titleFallback"))}</title>;
}

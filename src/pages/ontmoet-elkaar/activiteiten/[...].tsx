/**
 * /ontmoet-elkaar/activiteiten/{slug} for activities published after the last build (a client-only
 * route: every activity the build knew has its own static page, which wins over this one). Loads
 * the activity through the API; an unknown or unpublished slug says so.
 */
import type { HeadFC, PageProps } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { ActivityDetail } from "../../../features/activities/ActivityDetail";
import { slugOfPath } from "../../../features/activities/paths";
import activities from "../../../i18n/locales/nl/activities.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ activities });

export default function ActivityFallbackPage({ location }: PageProps) {
  const slug = slugOfPath(location.pathname) ?? "";
  return (
    <Layout>
      <ActivityDetail key={slug} slug={slug} initial={null} builtAt={0} setTitle />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("page.title")} path={location.pathname} noIndex />;

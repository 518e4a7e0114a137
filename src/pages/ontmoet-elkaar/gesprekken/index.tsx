import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { GroupsOverview } from "../../../features/community/GroupsOverview";
import "../../../styles/community.css";
import community from "../../../i18n/locales/nl/community.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ community });

/** /ontmoet-elkaar/gesprekken/: the groups overview (spec 001 §2.2 "forum"). */
export default function ForumPage({ location }: PageProps) {
  return (
    <Layout>
      <div className="forum container late-page">
        <h1>{t("overview.title")}</h1>
        <p className="lead">{t("overview.intro")}</p>
        <GroupsOverview search={location.search} />
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("overview.title")} description={t("overview.intro")} path={location.pathname} />;
}

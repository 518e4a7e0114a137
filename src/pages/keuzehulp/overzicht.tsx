/** /keuzehulp/overzicht: every app of the guide with filters (spec 001 §2.1 app-overview). */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useMemo } from "react";
import { at } from "../../features/appguide/text";
import { lt } from "../../blocks/text";
import { Breadcrumb } from "../../components/content/Breadcrumb";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { fromAppNodes, type AppNode } from "../../features/appguide/app-data";
import { AppOverview } from "../../features/appguide/AppOverview";
import { WIZARD_PATH } from "../../features/appguide/paths";
import { translate } from "../../i18n/translate";

interface OverviewQuery {
  apps: { nodes: AppNode[] };
}

export default function AppOverviewPage({ data }: PageProps<OverviewQuery>) {
  const apps = useMemo(() => fromAppNodes(data.apps.nodes), [data.apps.nodes]);
  return (
    <Layout>
      <div className="appguide container container--reading">
        <Breadcrumb trail={[{ title: lt("breadcrumb.home"), href: "/" }, { title: at("page.breadcrumb"), href: WIZARD_PATH }, { title: at("overview.title") }]} />
        <h1>{at("overview.title")}</h1>
        <p className="lead">{at("overview.intro")}</p>
        <AppOverview apps={apps} />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("appguide", "overview.title")} description={translate("appguide", "overview.intro")} path={location.pathname} />
);

export const query = graphql`
  query AppOverviewPage {
    apps: allNodeApp(filter: { status: { eq: true } }, sort: { title: ASC }) {
      nodes {
        field_expire_date
        ...AppguideApp
      }
    }
  }
`;

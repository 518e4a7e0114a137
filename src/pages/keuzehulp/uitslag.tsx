/**
 * /keuzehulp/uitslag: the top 3 apps for the answers in the address, and the movement advice
 * (spec 001 §2.1 app-recommendations, §9). The apps come with the page (built from Drupal).
 */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useMemo } from "react";
import { at } from "../../features/appguide/text";
import { lt } from "../../blocks/text";
import { Breadcrumb } from "../../components/content/Breadcrumb";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { fromAppNodes, type AppNode } from "../../features/appguide/app-data";
import { AppResults } from "../../features/appguide/AppResults";
import { MovementAdvice } from "../../features/appguide/MovementAdvice";
import { WIZARD_PATH } from "../../features/appguide/paths";
import { translate } from "../../i18n/translate";

interface ResultQuery {
  apps: { nodes: AppNode[] };
}

export default function AppResultPage({ data }: PageProps<ResultQuery>) {
  const apps = useMemo(() => fromAppNodes(data.apps.nodes), [data.apps.nodes]);
  return (
    <Layout>
      <div className="appguide container container--reading">
        <Breadcrumb trail={[{ title: lt("breadcrumb.home"), href: "/" }, { title: at("page.breadcrumb"), href: WIZARD_PATH }, { title: at("result.title") }]} />
        <h1>{at("result.title")}</h1>
        <AppResults apps={apps} />
        <MovementAdvice />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={`${translate("appguide", "result.title")} · ${translate("appguide", "page.title")}`} description={translate("appguide", "advice.weekly")} path={location.pathname} />
);

export const query = graphql`
  query AppResultPage {
    apps: allNodeApp(filter: { status: { eq: true } }, sort: { title: ASC }) {
      nodes {
        field_expire_date
        ...AppguideApp
      }
    }
  }
`;

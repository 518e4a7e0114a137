/** /keuzehulp/overzicht: every app of the guide with filters (spec 001 §2.1 app-overview). */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useMemo } from "react";
import { Breadcrumb } from "../../components/content/Breadcrumb";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { fromAppNodes } from "../../features/appguide/app-data";
import { AppOverview } from "../../features/appguide/AppOverview";
import { WIZARD_PATH } from "../../features/appguide/paths";
import appguide from "../../i18n/locales/nl/appguide.json";
import article from "../../i18n/locales/nl/article.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ appguide, article });

export default function AppOverviewPage({ data }: PageProps<Queries.AppOverviewPageQuery>) {
  const apps = useMemo(() => fromAppNodes(data.apps.nodes), [data.apps.nodes]);
  return (
    <Layout>
      <div className="appguide container container--reading">
        <Breadcrumb
          trail={[
            { title: t("article:breadcrumb.home"), href: "/" },
            { title: t("page.breadcrumb"), href: WIZARD_PATH },
            { title: t("overview.title") },
          ]}
        />
        <h1>{t("overview.title")}</h1>
        <p className="lead">{t("overview.intro")}</p>
        <AppOverview apps={apps} />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("overview.title")} description={t("overview.intro")} path={location.pathname} />
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

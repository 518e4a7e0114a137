/**
 * /keuzehulp/uitslag: the top 3 apps for the answers in the address, and the movement advice
 * (spec 001 §2.1 app-recommendations, §9). The apps come with the page (built from Drupal).
 */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useMemo } from "react";
import { Breadcrumb } from "../../components/content/Breadcrumb";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { fromAppNodes } from "../../features/appguide/app-data";
import { AppResults } from "../../features/appguide/AppResults";
import { MovementAdvice } from "../../features/appguide/MovementAdvice";
import { WIZARD_PATH } from "../../features/appguide/paths";
import appguide from "../../i18n/locales/nl/appguide.json";
import article from "../../i18n/locales/nl/article.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ appguide, article });

export default function AppResultPage({ data }: PageProps<Queries.AppResultPageQuery>) {
  const apps = useMemo(() => fromAppNodes(data.apps.nodes), [data.apps.nodes]);
  return (
    <Layout>
      <div className="appguide container container--reading">
        <Breadcrumb
          trail={[
            { title: t("article:breadcrumb.home"), href: "/" },
            { title: t("page.breadcrumb"), href: WIZARD_PATH },
            { title: t("result.title") },
          ]}
        />
        <h1>{t("result.title")}</h1>
        <AppResults apps={apps} />
        <MovementAdvice />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    title={`${t("result.title")} · ${t("page.title")}`}
    description={t("advice.weekly")}
    path={location.pathname}
  />
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

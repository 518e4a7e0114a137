/**
 * /keuzehulp: the app guide's wizard (spec 001 §2.1 app-wizard, §2.8, §5). The header and the first
 * question are in the build's HTML; the island reads the address and takes over.
 */
import type { HeadFC } from "gatsby";
import { Breadcrumb } from "../../components/content/Breadcrumb";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { AppWizard } from "../../features/appguide/AppWizard";
import appguide from "../../i18n/locales/nl/appguide.json";
import article from "../../i18n/locales/nl/article.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ appguide, article });

export default function AppWizardPage() {
  return (
    <Layout>
      <div className="appguide container container--reading">
        <Breadcrumb trail={[{ title: t("article:breadcrumb.home"), href: "/" }, { title: t("page.breadcrumb") }]} />
        <h1>{t("page.title")}</h1>
        <p className="lead">{t("page.description")}</p>
        <AppWizard />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("page.title")} description={t("page.description")} path={location.pathname} />
);

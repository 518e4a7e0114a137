/**
 * /keuzehulp: the app guide's wizard (spec 001 §2.1 app-wizard, §2.8, §5). The header and the first
 * question are in the build's HTML; the island reads the address and takes over.
 */
import type { HeadFC } from "gatsby";
import { at } from "../../features/appguide/text";
import { Breadcrumb } from "../../components/content/Breadcrumb";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { lt } from "../../blocks/text";
import { AppWizard } from "../../features/appguide/AppWizard";
import { translate } from "../../i18n/translate";

export default function AppWizardPage() {
  return (
    <Layout>
      <div className="appguide container container--reading">
        <Breadcrumb trail={[{ title: lt("breadcrumb.home"), href: "/" }, { title: at("page.breadcrumb") }]} />
        <h1>{at("page.title")}</h1>
        <p className="lead">{at("page.description")}</p>
        <AppWizard />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={translate("appguide", "page.title")} description={translate("appguide", "page.description")} path={location.pathname} />
);

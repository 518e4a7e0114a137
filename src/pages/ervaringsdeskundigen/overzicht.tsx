/** /ervaringsdeskundigen/overzicht (all-opportunities): every opportunity, filterable; volunteers only. */
import type { HeadFC } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { AllOpportunities } from "../../features/volunteers/AllOpportunities";
import { translate } from "../../i18n/translate";

export default function AllOpportunitiesPage() {
  return (
    <Layout>
      <div className="container">
        <AllOpportunities />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("volunteers", "ui.all.title")} path={location.pathname} noIndex />;

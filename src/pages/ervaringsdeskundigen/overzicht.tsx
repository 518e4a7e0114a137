/** /ervaringsdeskundigen/overzicht (all-opportunities): every opportunity, filterable; volunteers only. */
import type { HeadFC } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { AllOpportunities } from "../../features/volunteers/AllOpportunities";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

export default function AllOpportunitiesPage() {
  return (
    <Layout>
      <div className="container">
        <AllOpportunities />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("ui.all.title")} path={location.pathname} noIndex />;

/** /ervaringsdeskundigen (volunteer): the volunteer's overview; volunteers only, checked by the API. */
import type { HeadFC } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { VolunteerOverview } from "../../features/volunteers/VolunteerOverview";
import { translate } from "../../i18n/translate";

export default function VolunteerPage() {
  return (
    <Layout>
      <div className="container">
        <VolunteerOverview />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("volunteers", "ui.overview.title")} path={location.pathname} noIndex />;

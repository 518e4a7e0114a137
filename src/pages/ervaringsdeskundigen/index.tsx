/** /ervaringsdeskundigen (volunteer): the volunteer's overview; volunteers only, checked by the API. */
import type { HeadFC } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { VolunteerOverview } from "../../features/volunteers/VolunteerOverview";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

export default function VolunteerPage() {
  return (
    <Layout>
      <div className="container">
        <VolunteerOverview />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("ui.overview.title")} path={location.pathname} noIndex />
);

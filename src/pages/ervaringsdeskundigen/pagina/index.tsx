/** /ervaringsdeskundigen/pagina: volunteer-only pages from GET /api/v1/drupal/content (never in the build). */
import type { HeadFC } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { VolunteerContentList } from "../../../features/volunteers/VolunteerContent";
import volunteers from "../../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ volunteers });

export default function VolunteerPagesPage() {
  return (
    <Layout>
      <div className="container container--reading">
        <VolunteerContentList kind="pages" />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("ui.pages.title")} path={location.pathname} noIndex />;

/** /ervaringsdeskundigen/nieuws: volunteer-only news from GET /api/v1/drupal/content (never in the build). */
import type { HeadFC } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { VolunteerContentList } from "../../../features/volunteers/VolunteerContent";
import volunteers from "../../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ volunteers });

export default function VolunteerNewsPage() {
  return (
    <Layout>
      <div className="container container--reading">
        <VolunteerContentList kind="news" />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("ui.news.title")} path={location.pathname} noIndex />;

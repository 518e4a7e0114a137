/** /nieuwsbrief/bevestigen/?token=…: the newsletter's confirmation link (decision 390). */
import type { HeadFC } from "gatsby";
import { NewsletterConfirm } from "../../features/newsletter/NewsletterConfirm";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import newsletter from "../../i18n/locales/nl/newsletter.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ newsletter });

export default function Page() {
  return (
    <Layout>
      <div className="form-page">
        <h1>{t("confirm.title")}</h1>
        <NewsletterConfirm />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("confirm.title")} path={location.pathname} noIndex />;

import type { HeadProps } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { SuggestedLinks } from "../components/SuggestedLinks";
import notFound from "../i18n/locales/nl/notFound.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ notFound });

export default function NotFoundPage() {
  return (
    <Layout>
      <div className="container container--reading not-found">
        <h1>{t("title")}</h1>
        <p className="lead">{t("text")}</p>
        <SuggestedLinks />
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("title")} path={location.pathname} noIndex />;
}

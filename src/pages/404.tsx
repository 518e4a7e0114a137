import type { HeadProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { SuggestedLinks } from "../components/SuggestedLinks";
import { translate } from "../i18n/translate";

export default function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <Layout>
      <div className="container container--reading not-found">
        <h1>{t("notFound.title")}</h1>
        <p className="lead">{t("notFound.text")}</p>
        <SuggestedLinks />
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={translate("common", "notFound.title")} path={location.pathname} noIndex />;
}

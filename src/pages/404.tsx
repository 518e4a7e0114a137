import { Link, type HeadProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../components/shell/Layout";
import { SeoHead } from "../components/shell/SeoHead";
import { translate } from "../i18n/translate";

const SUGGESTIONS = [
  { to: "/", key: "notFound.home" },
  { to: "/over-reuma", key: "notFound.aboutRheumatism" },
  { to: "/leven-met-reuma", key: "notFound.livingWithRheumatism" },
  { to: "/ontmoet-elkaar", key: "notFound.community" },
] as const;

export default function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <Layout>
      <div className="container container--reading not-found">
        <h1>{t("notFound.title")}</h1>
        <p className="lead">{t("notFound.text")}</p>
        <ul className="link-list">
          {SUGGESTIONS.map((suggestion) => (
            <li key={suggestion.to}>
              <Link to={suggestion.to}>{t(suggestion.key)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={translate("common", "notFound.title")} path={location.pathname} noIndex />;
}

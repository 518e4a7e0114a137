import type { HeadProps, PageProps } from "gatsby";
import { Forbidden } from "../components/errors/Forbidden";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library });

/** The 403 page: participant-only content; offers logging in or registering. */
export default function ForbiddenPage({ location }: PageProps) {
  const from = new URLSearchParams(location.search).get("returnUrl") ?? undefined;
  return (
    <Layout>
      <Forbidden returnUrl={from} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("forbidden.title")} path={location.pathname} noIndex />;
}

import type { HeadProps, PageProps } from "gatsby";
import { useHydrated } from "../components/islands/useHydrated";
import { Forbidden } from "../components/errors/Forbidden";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library });

/** The 403 page: participant-only content; offers logging in or registering. */
export default function ForbiddenPage({ location }: PageProps) {
  // The build's HTML has no query: the links name ?returnUrl= from the render after hydration.
  const hydrated = useHydrated();
  const from = new URLSearchParams(hydrated ? location.search : "").get("returnUrl") ?? undefined;
  return (
    <Layout>
      <Forbidden returnUrl={from} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("forbidden.title")} path={location.pathname} noIndex />;
}

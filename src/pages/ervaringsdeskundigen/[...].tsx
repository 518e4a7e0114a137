/**
 * Client-only routes of the volunteer area: /ervaringsdeskundigen/{opportunity slug},
 * /ervaringsdeskundigen/nieuws/{slug} and /ervaringsdeskundigen/pagina/{slug} (volunteer-news and
 * volunteer-page, spec 001 §2.1). Everything is loaded from the API after its volunteer check.
 */
import type { HeadFC, PageProps } from "gatsby";
import { useEffect, useState } from "react";
import { Blocks } from "../../blocks/registry";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { OpportunityDetail } from "../../features/volunteers/OpportunityDetail";
import { VolunteerContentPage } from "../../features/volunteers/VolunteerContent";
import { routeOf } from "../../features/volunteers/routes";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

export default function VolunteerRoutes({ location }: PageProps) {
  // The built HTML is one shell for every path: the path is read after hydration (no mismatch).
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(location.pathname), [location.pathname]);
  if (pathname === null)
    return (
      <Layout>
        <div className="container container--reading" aria-busy="true" />
      </Layout>
    );
  const route = routeOf(pathname);
  return (
    <Layout>
      <div className="container container--reading">
        {route.kind === "opportunity" ? <OpportunityDetail key={route.slug} slug={route.slug} /> : null}
        {route.kind === "news" || route.kind === "pages" ? (
          <VolunteerContentPage key={route.slug} kind={route.kind} slug={route.slug} Blocks={Blocks} />
        ) : null}
        {route.kind === "unknown" ? <p role="alert">{t("errors.opportunityNotFound")}</p> : null}
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("ui.overview.title")} path={location.pathname} noIndex />
);

/**
 * /ervaringsdeskundigen: the volunteer's open opportunities (matched to their abilities and region
 * first), the ones they showed interest in, and links to all opportunities, news and pages.
 */
import { Link } from "gatsby";
import type { OpportunityListItem } from "../../domain/volunteers";
import { getInterestedOpportunities, getOpportunities } from "./api";
import { AreaState } from "./AreaState";
import { OpportunityList } from "./OpportunityCard";
import { useVolunteerLoad } from "./useVolunteerLoad";
import "./volunteers.css";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

type Overview = { open: OpportunityListItem[]; interested: OpportunityListItem[] };

export function VolunteerOverview() {
  const [state] = useVolunteerLoad<Overview>(async () => {
    const [open, interested] = await Promise.all([getOpportunities(), getInterestedOpportunities()]);
    return { open: open.slice(0, 6), interested };
  }, []);
  if (state.status !== "ready") return <AreaState state={state} returnUrl="/ervaringsdeskundigen" />;
  return (
    <div className="volunteer-area">
      <h1>{t("ui.overview.title")}</h1>
      <p className="lead">{t("ui.overview.intro")}</p>
      <nav aria-label={t("ui.overview.navLabel")} className="volunteer-links">
        <Link to="/ervaringsdeskundigen/overzicht" className="button button--secondary">
          {t("ui.overview.all")}
        </Link>
        <Link to="/ervaringsdeskundigen/nieuws" className="button button--secondary">
          {t("ui.news.title")}
        </Link>
        <Link to="/ervaringsdeskundigen/pagina" className="button button--secondary">
          {t("ui.pages.title")}
        </Link>
      </nav>
      <section aria-labelledby="interested-heading">
        <h2 id="interested-heading">{t("ui.overview.interested")}</h2>
        <OpportunityList items={state.data.interested} empty={t("ui.overview.interestedEmpty")} />
      </section>
      <section aria-labelledby="open-heading">
        <h2 id="open-heading">{t("ui.overview.open")}</h2>
        <OpportunityList items={state.data.open} empty={t("ui.overview.openEmpty")} />
      </section>
    </div>
  );
}

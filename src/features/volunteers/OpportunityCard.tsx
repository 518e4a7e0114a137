/** One opportunity in a list: title (link to its page), summary, place, dates, abilities and status. */
import { Link } from "gatsby";
import { formatDay } from "../../components/dates";
import type { OpportunityListItem } from "../../domain/volunteers";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

export function opportunityPath(slug: string): string {
  return `/ervaringsdeskundigen/${slug}`;
}

export function OpportunityDates({ item }: { item: Pick<OpportunityListItem, "StartDate" | "EndDate"> }) {
  const start = formatDay(item.StartDate);
  const end = formatDay(item.EndDate);
  if (!start) return null;
  return <>{end && end !== start ? t("ui.dates.range", { start, end }) : t("ui.dates.single", { date: start })}</>;
}

/**
 * The facts of an opportunity: place (with its region), dates and abilities; the detail page adds
 * the organisation (after the dates) and the status (last).
 */
export function OpportunityFacts({ item, detailed = false }: { item: OpportunityListItem; detailed?: boolean }) {
  return (
    <dl className="opportunity-card__facts">
      <div>
        <dt>{t("ui.facts.location")}</dt>
        <dd>
          {item.RegionName
            ? t("ui.facts.locationRegion", { location: item.Location, region: item.RegionName })
            : item.Location}
        </dd>
      </div>
      {item.StartDate ? (
        <div>
          <dt>{t("ui.facts.when")}</dt>
          <dd>
            <OpportunityDates item={item} />
          </dd>
        </div>
      ) : null}
      {detailed && item.Organisation ? (
        <div>
          <dt>{t("ui.facts.organisation")}</dt>
          <dd>{item.Organisation}</dd>
        </div>
      ) : null}
      {item.Abilities.length > 0 ? (
        <div>
          <dt>{t("ui.facts.abilities")}</dt>
          <dd>{item.Abilities.map((ability) => ability.Name).join(", ")}</dd>
        </div>
      ) : null}
      {detailed ? (
        <div>
          <dt>{t("ui.facts.status")}</dt>
          <dd>{t(`ui.status.${item.Status}`)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function OpportunityCard({ item, headingLevel = 3 }: { item: OpportunityListItem; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <article className="opportunity-card">
      <Heading className="opportunity-card__title">
        <Link to={opportunityPath(item.Slug)}>{item.Title}</Link>
      </Heading>
      <p>{item.Summary}</p>
      <OpportunityFacts item={item} />
      <p className="opportunity-card__status">
        <span className={`status-label status-label--${item.Status}`}>{t(`ui.status.${item.Status}`)}</span>
        {item.IsInterested ? (
          <span className="status-label status-label--interested">{t("ui.interested.badge")}</span>
        ) : null}
      </p>
    </article>
  );
}

export function OpportunityList({
  items,
  empty,
  headingLevel,
}: {
  items: OpportunityListItem[];
  empty: string;
  headingLevel?: 2 | 3;
}) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="opportunity-list">
      {items.map((item) => (
        <li key={item.Id}>
          <OpportunityCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** /ervaringsdeskundigen/overzicht: every opportunity (open first), filterable by ability and region. */
import { useState } from "react";
import { PROVINCES, type AbilityCategory, type OpportunityListItem } from "../../domain/volunteers";
import { getAbilityCategories, getAllOpportunities } from "./api";
import { AreaState } from "./AreaState";
import { OpportunityList } from "./OpportunityCard";
import { useVolunteerLoad } from "./useVolunteerLoad";
import "./volunteers.css";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

export function AllOpportunities() {
  const [abilityId, setAbilityId] = useState<number | null>(null);
  const [region, setRegion] = useState<number | null>(null);
  const [categories] = useVolunteerLoad<AbilityCategory[]>(getAbilityCategories, []);
  const [state] = useVolunteerLoad<OpportunityListItem[]>(
    () => getAllOpportunities({ abilityId, region }),
    [abilityId, region],
  );
  const number = (value: string) => (value ? Number(value) : null);
  if (state.status !== "ready" && state.status !== "loading")
    return <AreaState state={state} returnUrl="/ervaringsdeskundigen/overzicht" />;
  return (
    <div className="volunteer-area">
      <h1>{t("ui.all.title")}</h1>
      <form className="volunteer-filters" aria-label={t("ui.all.filters")} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="filter-ability">{t("ui.all.ability")}</label>
          <select
            id="filter-ability"
            value={abilityId ?? ""}
            onChange={(event) => setAbilityId(number(event.target.value))}
          >
            <option value="">{t("ui.all.anyAbility")}</option>
            {categories.status === "ready"
              ? categories.data.map((category) => (
                  <optgroup key={category.Id} label={category.Name}>
                    {category.Abilities.map((ability) => (
                      <option key={ability.Id} value={ability.Id}>
                        {ability.Name}
                      </option>
                    ))}
                  </optgroup>
                ))
              : null}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-region">{t("ui.all.region")}</label>
          <select id="filter-region" value={region ?? ""} onChange={(event) => setRegion(number(event.target.value))}>
            <option value="">{t("ui.all.anyRegion")}</option>
            {PROVINCES.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div aria-live="polite">
        {state.status === "loading" ? (
          <p role="status">{t("ui.loading")}</p>
        ) : (
          <>
            <p>{t("ui.all.count", { count: state.data.length })}</p>
            <OpportunityList items={state.data} empty={t("ui.all.empty")} headingLevel={2} />
          </>
        )}
      </div>
    </div>
  );
}

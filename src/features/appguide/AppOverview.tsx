/**
 * The overview (/keuzehulp/overzicht): every app, filtered by platform, price and goal. The build's
 * HTML lists them all; the filters live in the address (src/domain/appguide/overview.ts), so a
 * filtered list can be shared and survives a reload.
 */
import { useEffect, useState } from "react";
import type { GuideApp } from "../../domain/appguide/apps";
import { GOALS, PLATFORMS, PRICES } from "../../domain/appguide/options";
import {
  filterApps,
  hasOverviewFilters,
  NO_FILTERS,
  parseOverviewFilters,
  serializeOverviewFilters,
  type OverviewFilters,
} from "../../domain/appguide/overview";
import { trackAppSelector } from "./analytics";
import { AppCard } from "./AppCard";
import { WIZARD_PATH } from "./paths";
import "./appguide.css";
import appguide from "../../i18n/locales/nl/appguide.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ appguide });

const FILTERS = [
  { name: "platform", values: PLATFORMS, labels: "platforms" },
  { name: "price", values: PRICES, labels: "prices" },
  { name: "goal", values: GOALS, labels: "goalsShort" },
] as const;

export function AppOverview({ apps }: { apps: readonly GuideApp[] }) {
  const [filters, setFilters] = useState<OverviewFilters>(NO_FILTERS);

  useEffect(() => {
    const read = () => setFilters(parseOverviewFilters(window.location.search));
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);

  const update = (next: OverviewFilters) => {
    setFilters(next);
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${serializeOverviewFilters(next)}`,
    );
  };

  const shown = filterApps(apps, filters);
  return (
    <>
      <form className="app-filters" aria-label={t("overview.filters")} onSubmit={(event) => event.preventDefault()}>
        {FILTERS.map((filter) => {
          const id = `filter-${filter.name}`;
          return (
            <div className="field" key={filter.name}>
              <label className="field__label" htmlFor={id}>
                {t(`overview.${filter.name}`)}
              </label>
              <select
                id={id}
                name={filter.name}
                className="field__input"
                value={filters[filter.name] ?? ""}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  trackAppSelector(`overview:filter:${filter.name}:${value || "all"}`);
                  update(
                    parseOverviewFilters(
                      serializeOverviewFilters({ ...filters, [filter.name]: value || null } as OverviewFilters),
                    ),
                  );
                }}
              >
                <option value="">{t("overview.all")}</option>
                {(filter.values as readonly string[]).map((value) => (
                  <option key={value} value={value}>
                    {t(`${filter.labels}.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        {hasOverviewFilters(filters) ? (
          <button type="button" className="button button--secondary" onClick={() => update(NO_FILTERS)}>
            {t("overview.clear")}
          </button>
        ) : null}
      </form>
      <h2 aria-live="polite">{t("overview.count", { count: shown.length })}</h2>
      {shown.length ? (
        <ul className="app-list">
          {shown.map((app) => (
            <li key={app.slug}>
              <AppCard app={app} headingLevel={3} onOpen={() => trackAppSelector(`overview:app:${app.slug}`)} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("overview.empty")}</p>
      )}
      <p>
        <a className="button button--primary" href={WIZARD_PATH} onClick={() => trackAppSelector("overview:wizard")}>
          {t("overview.wizard")}
        </a>
      </p>
    </>
  );
}

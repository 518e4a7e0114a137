/**
 * The collapsible filter sidebar (spec 001 §2.3): type, location, when and term, each collapsible,
 * plus (beyond the spec) accessibility of the venue and effort; "remove all" when any filter is
 * active. Every change goes into the address at once (and back to the first page).
 */
import { useCallback, useMemo, useRef, useState } from "react";
import { TOPIC_TERM_BASE } from "../../domain/activities/topics";
import { hasActiveFilters, withoutFilters, type GuideQuery } from "../../domain/activities/query";
import {
  ACCESS_FILTERS,
  TYPE_FILTERS,
  type AccessFilter,
  type Exertion,
  type TypeFilter,
} from "../../domain/activities/types";
import { CheckboxGroup, FilterSection } from "./FilterSection";
import { LocationFilter } from "./LocationFilter";
import type { UpdateQuery } from "./useGuideQuery";
import activities from "../../i18n/locales/nl/activities.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ activities });

const isTopic = (termNumber: number) => termNumber >= TOPIC_TERM_BASE && termNumber < TOPIC_TERM_BASE + 1000;
const WIDE = "(min-width: 64em)";

export function FilterSidebar({
  query,
  onChange,
  terms,
  resultCount,
  onShowResults,
}: {
  query: GuideQuery;
  onChange: UpdateQuery;
  terms: ReadonlyArray<{ termNumber: number; name: string }>;
  /** How many activities the filters find (null while they load). */
  resultCount: number | null;
  /** Brings the list into view and gives its title the focus. */
  onShowResults: () => void;
}) {
  // Open beside the list on wide screens, closed above it on phones. The sidebar first renders in
  // the browser (the build's HTML holds GuideSkeleton), so the screen is known from the start and
  // the panel does not fold away after it was painted (issue 24).
  const [open, setOpen] = useState(
    () => typeof window === "undefined" || typeof window.matchMedia !== "function" || window.matchMedia(WIDE).matches,
  );

  // Stable handlers and option lists, so a change re-renders only the group that changed.
  const current = useRef(query);
  current.current = query;
  // A "Tot en met" before "Vanaf" (typed, or from the address) finds nothing: say why at the field.
  const reversed = Boolean(query.fromDate && query.toDate && query.toDate < query.fromDate);
  const set = useCallback(
    (patch: Partial<GuideQuery>) => onChange({ ...current.current, ...patch, page: null }),
    [onChange],
  );
  const onTypes = useCallback((types: TypeFilter[]) => set({ types }), [set]);
  const onTerms = useCallback((next: number[]) => set({ terms: next }), [set]);
  const onAccess = useCallback((access: AccessFilter[]) => set({ access }), [set]);
  const typeOptions = useMemo(() => TYPE_FILTERS.map((type) => ({ value: type, label: t(`types.${type}`) })), []);
  const accessOptions = useMemo(() => ACCESS_FILTERS.map((fact) => ({ value: fact, label: t(`access.${fact}`) })), []);
  const topics = useMemo(
    () =>
      terms.filter((term) => isTopic(term.termNumber)).map((term) => ({ value: term.termNumber, label: term.name })),
    [terms],
  );
  const forms = useMemo(
    () =>
      terms.filter((term) => !isTopic(term.termNumber)).map((term) => ({ value: term.termNumber, label: term.name })),
    [terms],
  );

  return (
    <aside className="guide__sidebar" aria-labelledby="guide-filters-title">
      <div className="guide-filters__top">
        <h2 id="guide-filters-title" className="guide-filters__title">
          {t("filter.title")}
        </h2>
        <button
          type="button"
          className="button button--secondary guide-filters__toggle"
          aria-expanded={open}
          aria-controls="guide-filters"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t("filter.hide") : t("filter.show")}
        </button>
      </div>
      <div id="guide-filters" className="guide-filters" hidden={!open}>
        {hasActiveFilters(query) ? (
          <button
            type="button"
            className="button button--secondary guide-filters__clear"
            onClick={() => onChange(withoutFilters(query))}
          >
            {t("filter.removeAll")}
          </button>
        ) : null}

        <FilterSection title={t("filter.sections.type")}>
          <CheckboxGroup<TypeFilter>
            legend={t("filter.sections.type")}
            name="type"
            options={typeOptions}
            selected={query.types}
            onChange={onTypes}
          />
        </FilterSection>

        <FilterSection title={t("filter.sections.location")}>
          <LocationFilter query={query} onChange={onChange} />
        </FilterSection>

        <FilterSection title={t("filter.sections.when")}>
          <p className="field__hint" id="guide-dates-hint">
            {t("filter.datesHint")}
          </p>
          {reversed ? (
            <p className="field__error" id="guide-dates-error" role="alert">
              {t("filter.datesReversed")}
            </p>
          ) : null}
          <div className="guide-dates">
            <div className="field">
              <label className="field__label" htmlFor="guide-from-date">
                {t("filter.fromDate")}
              </label>
              <input
                id="guide-from-date"
                type="date"
                className="field__input"
                aria-describedby="guide-dates-hint"
                value={query.fromDate ?? ""}
                max={query.toDate ?? undefined}
                onChange={(event) => set({ fromDate: event.target.value || null })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="guide-to-date">
                {t("filter.toDate")}
              </label>
              <input
                id="guide-to-date"
                type="date"
                className="field__input"
                aria-describedby={reversed ? "guide-dates-hint guide-dates-error" : "guide-dates-hint"}
                aria-invalid={reversed || undefined}
                value={query.toDate ?? ""}
                min={query.fromDate ?? undefined}
                onChange={(event) => set({ toDate: event.target.value || null })}
              />
            </div>
          </div>
        </FilterSection>

        <FilterSection title={t("filter.sections.term")}>
          {terms.length === 0 ? <p>{t("filter.noTerms")}</p> : null}
          {topics.length ? (
            <CheckboxGroup<number>
              legend={t("filter.topics")}
              legendHidden={false}
              name="term"
              options={topics}
              selected={query.terms}
              onChange={onTerms}
            />
          ) : null}
          {forms.length ? (
            <CheckboxGroup<number>
              legend={t("filter.forms")}
              legendHidden={false}
              name="term"
              options={forms}
              selected={query.terms}
              onChange={onTerms}
            />
          ) : null}
        </FilterSection>

        <FilterSection title={t("filter.sections.access")}>
          <CheckboxGroup<AccessFilter>
            legend={t("filter.sections.access")}
            name="access"
            options={accessOptions}
            selected={query.access}
            onChange={onAccess}
          />
        </FilterSection>

        <FilterSection title={t("filter.sections.effort")}>
          <fieldset className="guide-choices">
            <legend className="visually-hidden">{t("filter.effortLegend")}</legend>
            <ul className="guide-choices__list">
              {([null, 1, 2] as Array<Exertion | null>).map((level) => {
                const id = `effort-${level ?? "any"}`;
                return (
                  <li key={id} className="guide-choice">
                    <input
                      id={id}
                      type="radio"
                      className="guide-choice__input"
                      name="effort"
                      checked={query.effort === level}
                      onChange={() => set({ effort: level })}
                    />
                    <label htmlFor={id} className="guide-choice__label">
                      {t(level === null ? "effort.any" : `effort.upTo${level}`)}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        </FilterSection>
        {/* On a phone the list is screens below the filters: a button that stays in view folds them
            away and leads to the results (issue 41); wide screens show both side by side. */}
        {resultCount !== null ? (
          <div className="guide-filters__apply">
            <button
              type="button"
              className="button guide-filters__apply-button"
              onClick={() => {
                setOpen(false);
                onShowResults();
              }}
            >
              {t("filter.showResults", { count: resultCount })}
            </button>
          </div>
        ) : null}
      </div>
    </aside>
  );
}

/**
 * The members directory (spec 000 §2 "Members overview with filters", §9): filters in the address
 * (back and forward work), 12 members a page, the count. Visitors see public profiles only.
 */
import { navigate } from "gatsby";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad, type LoadState } from "../../platform/loading/useLoad";
import type { Page } from "../../domain/community";
import { DIAGNOSES, GENDERS, INTERESTS, RELATIONS, RELATION_NOT_SHARED } from "../../domain/lookups";
import type { MemberCard } from "../../domain/people";
import { AGE_RANGES, DISTANCES_KM, PEOPLE_PAGE_SIZE, type DistanceKm } from "../../domain/people-options";
import { Paginator } from "../../components/Paginator";
import { TextField } from "../../platform/forms/TextField";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { countMembers, filterMembers } from "./api";
import {
  directorySearch,
  EMPTY_STATE,
  filterBodyOf,
  hasFilters,
  parseDirectoryState,
  type DirectoryState,
} from "./filters";
import { MemberCardItem } from "./MemberCardItem";
import { loginPath } from "../../domain/return-url";
import { Skeleton } from "../../components/Skeleton";
import people from "../../i18n/locales/nl/people.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ people });

export const PEOPLE_PATH = "/ontmoet-elkaar/personen/";

type Result = { page: Page<MemberCard>; total: number };

function toggle<T>(list: T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

function ChoiceGroup<T extends string | number>({
  legend,
  name,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <ul className="choice-list">
        {options.map((option) => (
          <li key={option.value}>
            <label>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => onChange(toggle(chosen, option.value, event.target.checked))}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function MembersDirectory({ search }: { search: string }) {
  const applied = parseDirectoryState(search);
  const appliedKey = directorySearch(applied);
  const [draft, setDraft] = useState<DirectoryState>(applied);
  // The page and the count of the filters in the address (shared load hook: retries a failed
  // connection, spec 001 §4); a rejected filter (400) is "failed" with the server's field errors.
  const { state: result, retry } = useLoad<Result>(
    async () => {
      const body = filterBodyOf(applied);
      const [page, total] = await Promise.all([filterMembers(body, applied.page - 1), countMembers(body)]);
      return { page, total };
    },
    { key: appliedKey },
  );
  const session = useCurrentUser();
  // On a phone the results are screens below the filters: once the reader applied filters or chose
  // a page, the results' count takes the focus and comes into view when they are in (issue 41).
  const leadToResults = useRef(false);
  useEffect(() => {
    if (!leadToResults.current || result.status === "loading" || result.status === "unloaded") return;
    leadToResults.current = false;
    const count = document.getElementById("people-count");
    count?.focus({ preventScroll: true });
    count?.scrollIntoView?.({ block: "start" });
  }, [result]);

  useEffect(() => {
    setDraft(parseDirectoryState(search));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form is reset when the applied filters change, not on other address changes
  }, [appliedKey]);

  const go = (state: DirectoryState) => {
    leadToResults.current = true;
    void navigate(`${PEOPLE_PATH}${directorySearch(state)}`);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, page: 1 });
  };
  const set = (patch: Partial<DirectoryState>) => setDraft((current) => ({ ...current, ...patch }));
  const fieldError = (name: string) => (result.status === "failed" ? result.error?.fieldError(name) : undefined);

  // The visitor's note above the filters depends on the session: until it is known the filters'
  // place is held, so the note does not push them down when it comes (issue 24).
  if (session.status === "loading") return <PeopleSkeleton />;

  return (
    <>
      {session.status === "anonymous" ? (
        <p className="alert" role="note">
          {t("directory.visitorNote")} <a href={loginPath(PEOPLE_PATH)}>{t("directory.login")}</a>
        </p>
      ) : null}
      <form className="people-filters form" aria-labelledby="people-filters-title" onSubmit={onSubmit} noValidate>
        <h2 id="people-filters-title">{t("directory.filtersTitle")}</h2>
        <div className="field">
          <label className="field__label" htmlFor="people-form">
            {t("directory.forms")}
          </label>
          <select
            id="people-form"
            name="vorm"
            className="field__input"
            value={draft.forms[0] ?? ""}
            onChange={(event) => set({ forms: event.target.value ? [Number(event.target.value)] : [] })}
          >
            <option value="">{t("directory.formsAll")}</option>
            {DIAGNOSES.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <ChoiceGroup
          legend={t("directory.ageRanges")}
          name="leeftijd"
          options={AGE_RANGES.map((r) => ({ value: r.id as number, label: t(`directory.ageRange.${r.id}`) }))}
          chosen={draft.ageRanges}
          onChange={(ageRanges) => set({ ageRanges })}
        />
        <ChoiceGroup
          legend={t("directory.genders")}
          name="geslacht"
          options={GENDERS.filter((g) => g.code !== 0).map((g) => ({ value: g.code as number, label: g.label }))}
          chosen={draft.genders}
          onChange={(genders) => set({ genders })}
        />
        <details open={draft.roles.length > 0 || draft.interests.length > 0 || undefined}>
          <summary className="people-filters__more">{`${t("directory.roles")}, ${t("directory.interests").toLowerCase()}`}</summary>
          <ChoiceGroup
            legend={t("directory.roles")}
            name="rol"
            options={RELATIONS.filter((r) => r.id !== RELATION_NOT_SHARED).map((r) => ({
              value: r.id,
              label: r.short,
            }))}
            chosen={draft.roles}
            onChange={(roles) => set({ roles })}
          />
          <ChoiceGroup
            legend={t("directory.interests")}
            name="interesse"
            options={INTERESTS.map((i) => ({ value: i.id, label: i.label }))}
            chosen={draft.interests}
            onChange={(interests) => set({ interests })}
          />
        </details>
        <div className="field">
          <label className="field__label" htmlFor="people-distance">
            {t("directory.distance")}
          </label>
          <p className="field__hint" id="people-distance-hint">
            {t("directory.distanceHint")} {t("directory.distancePrivacy")}
          </p>
          <select
            id="people-distance"
            name="afstand"
            className="field__input"
            aria-describedby="people-distance-hint"
            value={draft.distance}
            onChange={(event) => set({ distance: Number(event.target.value) as DistanceKm })}
          >
            {DISTANCES_KM.map((km) => (
              <option key={km} value={km}>
                {km === 0 ? t("directory.distanceAll") : t("directory.distanceKm", { km })}
              </option>
            ))}
          </select>
        </div>
        {draft.distance > 0 ? (
          <div className="field-row">
            <TextField
              id="people-postcode"
              name="postcode"
              label={t("directory.postcode")}
              value={draft.postcode}
              onValueChange={(postcode) => set({ postcode })}
              autoComplete="postal-code"
              size={8}
              error={fieldError("Distance.Postcode")}
            />
            <TextField
              id="people-house-number"
              name="huisnummer"
              label={t("directory.houseNumber")}
              value={draft.houseNumber}
              onValueChange={(houseNumber) => set({ houseNumber: houseNumber.replace(/[^0-9]/g, "") })}
              inputMode="numeric"
              size={6}
              error={fieldError("Distance.HouseNumber")}
            />
          </div>
        ) : null}
        <div className="people-filters__actions">
          <button type="submit" className="button button--primary">
            {t("directory.apply")}
          </button>
          {hasFilters(applied) ? (
            <button type="button" className="button button--secondary" onClick={() => go(EMPTY_STATE)}>
              {t("directory.clear")}
            </button>
          ) : null}
        </div>
      </form>
      <Results result={result} retry={retry} state={applied} onPage={(page) => go({ ...applied, page })} />
    </>
  );
}

/** The directory's reserved space (the page's, too, until it has read the address). */
export function PeopleSkeleton() {
  return <Skeleton label={t("directory.loading")} count={1} itemClassName="people-skeleton__filters" />;
}

function Results({
  result: load,
  retry,
  state,
  onPage,
}: {
  result: LoadState<Result>;
  retry: () => void;
  state: DirectoryState;
  onPage: (page: number) => void;
}) {
  if (load.status === "failed" && load.error) {
    // A filter the server refused: its first field text (shown at the field too), or its message.
    return (
      <p className="alert alert--error" role="alert">
        {Object.values(load.error.fieldErrors)[0]?.[0] ?? (load.error.message || t("errors.generic"))}
      </p>
    );
  }
  if (load.status === "connection-error" || load.status === "failed") return <LoadNotice state={load} retry={retry} />;
  if (load.status === "unauthorized")
    return (
      <p className="alert alert--error" role="alert">
        {t("errors.generic")}
      </p>
    );
  if (load.status !== "loaded") return <p role="status">{t("directory.loading")}</p>;
  const result = load.data;
  const pageCount = Math.max(1, Math.ceil(result.total / PEOPLE_PAGE_SIZE));
  return (
    <section aria-labelledby="people-count">
      <h2 id="people-count" aria-live="polite" tabIndex={-1}>
        {t("directory.count", { count: result.total })}
      </h2>
      {result.page.Items.length === 0 ? (
        <p>{t("directory.empty")}</p>
      ) : (
        <ul className="member-list">
          {result.page.Items.map((member) => (
            <MemberCardItem key={member.Id} member={member} />
          ))}
        </ul>
      )}
      <Paginator
        page={state.page}
        pageCount={pageCount}
        label={t("directory.pagination")}
        hrefFor={(page) => `${PEOPLE_PATH}${directorySearch({ ...state, page })}`}
        onChange={onPage}
      />
    </section>
  );
}

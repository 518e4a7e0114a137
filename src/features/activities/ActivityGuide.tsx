/**
 * The activity guide overview island (/ontmoet-elkaar/activiteiten, spec 001 §2.3, §4–6): filters
 * in the sidebar and in the address, the overview/recommended toggle, the title with the count,
 * 12 cards per page and the paginator. The activities come from the API when the page opens.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { guideList, nearestDistanceKm, resolveFilters } from "../../domain/activities/filters";
import { guidePageWindow, ITEMS_PER_PAGE, pageCount, pageItems, validPage } from "../../domain/activities/paginator";
import { Paginator } from "../../components/Paginator";
import { serializeGuideQuery, type GuideMode, type GuideQuery } from "../../domain/activities/query";
import { listTitleKey } from "../../domain/activities/titles";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { ActivityCard, cardLabels } from "./ActivityCard";
import { FilterSidebar } from "./FilterSidebar";
import { GuideListSkeleton, GuideSkeleton } from "./GuideSkeleton";
import { ModePrompt, ModeToggle } from "./ModeToggle";
import { PROFILE_PATH } from "./paths";
import { useActivities, type ActivitiesState } from "./useActivities";
import { useGuideQuery } from "./useGuideQuery";
import { useProfileTerms } from "./useProfileTerms";
import "./activities.css";
import activities from "../../i18n/locales/nl/activities.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ activities });

export function ActivityGuide() {
  const [query, update] = useGuideQuery();
  const { state, retry } = useActivities();
  return <GuideView query={query} update={update} state={state} retry={retry} />;
}

export interface GuideViewProps {
  query: GuideQuery | null;
  update: ReturnType<typeof useGuideQuery>[1];
  state: ActivitiesState;
  retry: () => void;
}

/** The guide for a given query and data (separate from loading, so the benchmark and tests can drive it). */
export function GuideView({ query, update, state, retry }: GuideViewProps) {
  const session = useCurrentUser();
  const userId = session.status === "user" ? session.user.Id : null;
  const wantsRecommended = query?.mode === "suggestedActivities";
  const recommended = wantsRecommended && userId !== null;
  const profileTerms = useProfileTerms(userId, recommended);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const labels = useMemo(() => cardLabels(t as (key: string, options?: Record<string, unknown>) => string), []);
  const [paged, setPaged] = useState(0);

  // A visitor with mode=suggestedActivities in the address sees the overview and the prompt.
  const effective = useMemo<GuideQuery | null>(
    () => (query && wantsRecommended && !recommended ? { ...query, mode: "overview" } : query),
    [query, wantsRecommended, recommended],
  );
  const userTerms = profileTerms.status === "loaded" ? profileTerms.data : null;

  const list = useMemo(
    () => (state.status === "loaded" && effective ? guideList(state.data.index, effective, userTerms) : []),
    [state, effective, userTerms],
  );
  const total = pageCount(list.length, ITEMS_PER_PAGE);
  const page = validPage(effective?.page ?? null, total);
  const dates = useMemo(() => (effective ? resolveFilters(effective).dates : null), [effective]);
  const items = useMemo(() => pageItems(list, page, ITEMS_PER_PAGE), [list, page]);
  const point =
    effective && effective.lat !== null && effective.long !== null && effective.postcode
      ? { lat: effective.lat, long: effective.long }
      : null;

  useEffect(() => {
    if (!paged) return;
    const title = titleRef.current;
    if (!title) return;
    const reduce =
      typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    title.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    title.focus({ preventScroll: true });
  }, [paged]);

  const onMode = useCallback((mode: GuideMode) => query && update({ ...query, mode, page: null }), [query, update]);
  const onPage = useCallback(
    (next: number) => {
      if (!query) return;
      update({ ...query, page: next });
      setPaged((n) => n + 1);
    },
    [query, update],
  );
  const hrefOf = useCallback(
    (n: number) =>
      query
        ? `${typeof window === "undefined" ? "" : window.location.pathname}${serializeGuideQuery({ ...query, page: n })}`
        : "#",
    [query],
  );

  // Until the address and the session are known the guide holds its place; the mode line above the
  // list depends on the session and would push the list down when it came (issue 24).
  if (!query || !effective || session.status === "loading") return <GuideSkeleton />;

  const loadingRecommendations =
    recommended && (profileTerms.status === "loading" || profileTerms.status === "unloaded");
  const ready = state.status === "loaded" && !loadingRecommendations;
  const noticeShown = state.status === "connection-error" || state.status === "failed";
  const titleText = ready ? t(listTitleKey(effective.mode, list.length), { count: list.length }) : t("page.loading");
  const returnUrl =
    typeof window === "undefined"
      ? "/ontmoet-elkaar/activiteiten/"
      : `${window.location.pathname}${window.location.search}`;

  return (
    <div className="guide__body">
      <FilterSidebar
        query={query}
        onChange={update}
        terms={state.status === "loaded" ? state.data.terms : []}
        resultCount={ready ? list.length : null}
        onShowResults={() => setPaged((n) => n + 1)}
      />
      <section className="guide__results" aria-labelledby="guide-list-title">
        {session.status === "user" ? <ModeToggle mode={effective.mode} onMode={onMode} /> : null}
        {session.status === "anonymous" ? <ModePrompt returnUrl={returnUrl} /> : null}
        {recommended &&
        (profileTerms.status === "connection-error" ||
          profileTerms.status === "failed" ||
          profileTerms.status === "unauthorized") ? (
          <p className="alert alert--error" role="alert">
            {t("mode.error")}
          </p>
        ) : null}

        <h2 id="guide-list-title" className="guide__title" ref={titleRef} tabIndex={-1}>
          {titleText}
        </h2>
        <p className="visually-hidden" role="status">
          {ready ? titleText : ""}
        </p>

        <LoadNotice state={state} retry={retry} failedText={t("page.loadFailed")} />

        {ready && recommended && list.length === 0 ? (
          <p className="notice guide__tip">
            {t("list.profileTip")} <a href={PROFILE_PATH}>{t("list.profileTipLink")}</a>
          </p>
        ) : null}

        {ready && list.length === 0 ? (
          <div className="guide__empty">
            <p className="guide__empty-title">{t("list.empty")}</p>
            {!recommended ? <p>{t("list.emptyHint")}</p> : null}
          </div>
        ) : null}

        {ready && items.length > 0 && state.status === "loaded" ? (
          <ul className="guide__list" aria-labelledby="guide-list-title">
            {items.map((item) => (
              <li key={item.activity.id}>
                <ActivityCard
                  activity={item.activity}
                  now={state.data.now}
                  dates={dates}
                  distanceKm={point ? nearestDistanceKm(item, point) : null}
                  showMatch={effective.mode === "suggestedActivities"}
                  labels={labels}
                />
              </li>
            ))}
          </ul>
        ) : null}

        {!ready && !noticeShown ? <GuideListSkeleton /> : null}
        {ready ? (
          <Paginator page={page} pageCount={total} hrefFor={hrefOf} onChange={onPage} pageWindow={guidePageWindow} />
        ) : null}
      </section>
    </div>
  );
}

/**
 * The guide's reserved space while the query and the activities are not there yet (the build's
 * HTML, and the moments after hydration): the filter panel, the mode line, the title line and a
 * first page of card blocks of the cards' size (issue 24), so nothing moves when they arrive.
 */
import { ITEMS_PER_PAGE } from "../../domain/activities/paginator";
import { Skeleton } from "../../components/Skeleton";
import activities from "../../i18n/locales/nl/activities.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ activities });

/** Card blocks only: the list's place while the activities load (the title says it is loading). */
export function GuideListSkeleton() {
  return <Skeleton count={ITEMS_PER_PAGE} className="guide-skeleton" itemClassName="guide-skeleton__card" />;
}

export function GuideSkeleton() {
  return (
    <div className="guide__body">
      <div className="guide__sidebar guide-skeleton__sidebar" aria-hidden="true" />
      <div className="guide__results">
        <div className="guide-skeleton__mode" aria-hidden="true" />
        <p className="guide__title guide-skeleton__title" role="status">
          {t("page.loading")}
        </p>
        <GuideListSkeleton />
      </div>
    </div>
  );
}

/**
 * The static reading aids of articles and dossiers (issue 41): reading time, "In het kort",
 * "Gecontroleerd door …" ("Op deze pagina" is PageContents.tsx). All of it is built HTML; nothing
 * here needs the browser's JavaScript.
 */
import { formatDay } from "../dates";
import reading from "../../i18n/locales/nl/reading.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ reading });

/** "5 minuten lezen". */
export function ReadingTime({ minutes }: { minutes: number }) {
  return <span className="reading-time">{t("minutes", { count: minutes })}</span>;
}

/** The content's key points, shown before the body; nothing when the content has none. */
export function InShort({ points }: { points: ReadonlyArray<string | null> | null | undefined }) {
  const items = (points ?? []).filter((point): point is string => Boolean(point && point.trim()));
  if (items.length === 0) return null;
  return (
    <section className="in-short" aria-labelledby="in-het-kort">
      <h2 id="in-het-kort" className="in-short__title">
        {t("inShort")}
      </h2>
      <ul className="in-short__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export interface Review {
  field_reviewer_name?: string | null;
  field_reviewer_role?: string | null;
  field_review_date?: string | null;
}

/** "Gecontroleerd door dr. Anouk Verbeek, reumatoloog op 12 september 2026"; nothing without a name and date. */
export function ReviewedBy({ review }: { review: Review }) {
  const name = review.field_reviewer_name?.trim();
  const date = formatDay(review.field_review_date);
  if (!name || !date) return null;
  const role = review.field_reviewer_role?.trim();
  return (
    <p className="reviewed-by">
      {role ? t("reviewedBy", { name, role, date }) : t("reviewedByNoRole", { name, date })}
    </p>
  );
}

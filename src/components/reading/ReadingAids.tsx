/**
 * The static reading aids of articles and dossiers (issue 41): reading time, "In het kort",
 * "Gecontroleerd door …" and "Op deze pagina". All of it is built HTML; nothing here needs the
 * browser's JavaScript (the contents list on a phone is a <details>, on a wide screen a plain list in
 * the right-hand column, styles/reading.css shows the one that fits).
 */
import { formatDay } from "../dates";
import articleTexts from "../../i18n/locales/nl/article.json";
import { textsOf } from "../../i18n/texts";
import type { Section } from "./reading-aids";

const t = textsOf({ article: articleTexts });

/** "5 minuten lezen". */
export function ReadingTime({ minutes }: { minutes: number }) {
  return <span className="reading-time">{t("readingAids.minutes", { count: minutes })}</span>;
}

/** The content's key points, shown before the body; nothing when the content has none. */
export function InShort({ points }: { points: ReadonlyArray<string | null> | null | undefined }) {
  const items = (points ?? []).filter((point): point is string => Boolean(point && point.trim()));
  if (items.length === 0) return null;
  return (
    <section className="in-short" aria-labelledby="in-het-kort">
      <h2 id="in-het-kort" className="in-short__title">
        {t("readingAids.inShort")}
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
      {role ? t("readingAids.reviewedBy", { name, role, date }) : t("readingAids.reviewedByNoRole", { name, date })}
    </p>
  );
}

function ContentsList({ sections }: { sections: Section[] }) {
  return (
    <ol className="page-contents__list">
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.title}</a>
        </li>
      ))}
    </ol>
  );
}

/**
 * "Op deze pagina": `top` is the collapsible block at the top (phones and narrow windows), `side` the
 * list in the right-hand column (wide windows). A page renders both; the style shows one.
 */
export function PageContents({ sections, variant }: { sections: Section[]; variant: "top" | "side" }) {
  if (sections.length === 0) return null;
  const title = t("readingAids.contents");
  if (variant === "top")
    return (
      <details className="page-contents page-contents--top">
        <summary className="page-contents__summary">{title}</summary>
        <nav aria-label={title}>
          <ContentsList sections={sections} />
        </nav>
      </details>
    );
  return (
    <aside className="page-contents page-contents--side">
      <nav aria-labelledby="op-deze-pagina" className="page-contents__sticky">
        <h2 id="op-deze-pagina" className="page-contents__title">
          {title}
        </h2>
        <ContentsList sections={sections} />
      </nav>
    </aside>
  );
}

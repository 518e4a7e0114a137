/**
 * "Op deze pagina" (issue 41): `top` is the collapsible block at the top (phones and narrow windows,
 * a <details> that opens without JavaScript), `side` the list in the right-hand column (wide
 * windows). A page renders both; styles/reading.css shows one. It is hydrated with the page (not a
 * static part): a click in a static part's server HTML made React drop that HTML.
 */
import reading from "../../i18n/locales/nl/reading.json";
import { textsOf } from "../../i18n/texts";
import type { Section } from "./reading-aids";

const t = textsOf({ reading });

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

export function PageContents({ sections, variant }: { sections: Section[]; variant: "top" | "side" }) {
  if (sections.length === 0) return null;
  const title = t("contents");
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

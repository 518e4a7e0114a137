/**
 * The guide's paginator (spec 001 §2.3): previous and next, first and last page buttons and a
 * window of page numbers (src/domain/activities/paginator.ts). Each is a link to its page's
 * address (so it can be opened in a new tab); a click changes the page in place.
 */
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { paginatorModel } from "../../domain/activities/paginator";

export function Paginator({ current, total, hrefOf, onPage }: { current: number; total: number; hrefOf: (page: number) => string; onPage: (page: number) => void }) {
  const { t } = useTranslation("activities");
  if (total <= 1) return null;
  const model = paginatorModel(current, total);
  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(page);
  };
  const link = (page: number, label: string, text: string, className = "") => (
    <a href={hrefOf(page)} className={`paginator__link ${className}`} aria-label={label} onClick={go(page)}>
      {text}
    </a>
  );
  return (
    <nav className="paginator" aria-label={t("paginator.label")}>
      <ul className="paginator__list">
        {model.showFirst ? <li>{link(1, t("paginator.first"), "«", "paginator__link--edge")}</li> : null}
        {model.previous ? <li>{link(model.previous, t("paginator.previousLabel"), t("paginator.previous"), "paginator__link--step")}</li> : null}
        {model.pages.map((page) => (
          <li key={page}>
            {page === model.current ? (
              <a href={hrefOf(page)} className="paginator__link" aria-current="page" aria-label={t("paginator.page", { page })} onClick={go(page)}>
                {page}
              </a>
            ) : (
              link(page, t("paginator.page", { page }), String(page))
            )}
          </li>
        ))}
        {model.next ? <li>{link(model.next, t("paginator.nextLabel"), t("paginator.next"), "paginator__link--step")}</li> : null}
        {model.showLast ? <li>{link(total, t("paginator.last"), "»", "paginator__link--edge")}</li> : null}
      </ul>
      <p className="visually-hidden">{t("paginator.status", { page: model.current, total })}</p>
    </nav>
  );
}

/**
 * Page links for a list: "Vorige", a window of page numbers, "Volgende". Real links (?pagina=N), so
 * they work without JavaScript and search engines follow them; with a handler the page changes in
 * place. Renders nothing for a single page. Safe to render on the server.
 */
import type { MouseEvent } from "react";
import { ct } from "./text";

export interface PaginatorProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Names the list ("Paginering reacties"). */
  label: string;
  /** The address of a page; ?pagina=N on the current path by default. */
  hrefFor?: (page: number) => string;
  onChange?: (page: number) => void;
}

export function pageWindow(page: number, pageCount: number, around = 2): Array<number | "gap"> {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  for (const [index, p] of sorted.entries()) {
    if (index > 0 && p - sorted[index - 1]! > 1) out.push("gap");
    out.push(p);
  }
  return out;
}

export const pageHref = (page: number) => (page <= 1 ? "?" : `?pagina=${page}`);

export function Paginator({ page, pageCount, label, hrefFor = pageHref, onChange }: PaginatorProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onChange || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onChange(target);
  };
  return (
    <nav className="paginator" aria-label={label}>
      <ul className="paginator__list">
        {page > 1 ? (
          <li>
            <a className="paginator__link" href={hrefFor(page - 1)} onClick={go(page - 1)} rel="prev">
              <span aria-hidden="true">← </span>
              {ct("paging.previous")}
            </a>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap${index}`} className="paginator__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className="paginator__link"
                href={hrefFor(item)}
                onClick={go(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={ct("paging.page", { page: item })}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a className="paginator__link" href={hrefFor(page + 1)} onClick={go(page + 1)} rel="next">
              {ct("paging.next")}
              <span aria-hidden="true"> →</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function pageCountOf(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

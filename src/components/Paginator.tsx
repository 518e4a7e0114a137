/**
 * The one paginator of the site's lists: "Vorige", a window of page numbers, "Volgende", and, when
 * the window says so, first- and last-page links; a hidden line says "Pagina 2 van 9" to screen
 * readers. Real links (?pagina=N by default), so they work without JavaScript and search engines
 * follow them; with `onChange` the page changes in place. Renders nothing for a single page. Safe
 * to render on the server (functions/forum-page): its look is src/styles/paginator.css, which the
 * sheets of the pages that show it @import.
 *
 * Which numbers show is the list's `pageWindow`: by default two pages either side of the current one
 * with the first and the last page and gaps between (`aroundWindow`, the community's lists); the
 * activity guide passes spec 001 §2.3's consecutive windows with first and last buttons
 * (src/domain/activities/paginator.ts). On a phone (paginator.css) the row stays one row at 375 px
 * (issue 38): of the window only its first and last number and the current page show, with one
 * ellipsis for what lies between; "Vorige" and "Volgende" become arrows (their names stay), and the
 * first- and last-page buttons step aside. `narrowRow` says which items a phone shows.
 */
import type { MouseEvent } from "react";
import paging from "../i18n/locales/nl/paging.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ paging });

/** The page numbers to show ("gap" for an ellipsis), and whether first- and last-page links come with them. */
export type PageWindow = { pages: ReadonlyArray<number | "gap">; first: boolean; last: boolean };

export interface PaginatorProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Names the list ("Pagina's met reacties"); "Paginering" by default. */
  label?: string;
  /** The address of a page; ?pagina=N on the current path by default. */
  hrefFor?: (page: number) => string;
  onChange?: (page: number) => void;
  pageWindow?: (page: number, pageCount: number) => PageWindow;
}

/** The first and the last page and two pages around the current one, with gaps between. */
export function aroundWindow(page: number, pageCount: number, around = 2): PageWindow {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  for (const [index, p] of sorted.entries()) {
    if (index > 0 && p - sorted[index - 1]! > 1) out.push("gap");
    out.push(p);
  }
  return { pages: out, first: false, last: false };
}

export type RowItem = { kind: "page"; page: number; narrow: boolean } | { kind: "gap"; narrow: boolean; wide: boolean };

/**
 * The window's items with what a phone shows: the first and last number and the current page, and
 * between two of those one ellipsis when anything lies between (a gap of the window where there is
 * one, else an ellipsis of its own, hidden on wide screens).
 */
export function narrowRow(pages: ReadonlyArray<number | "gap">, page: number): RowItem[] {
  const numbers = pages.filter((item): item is number => item !== "gap");
  const kept = (item: number) => item === page || item === numbers[0] || item === numbers[numbers.length - 1];
  const row: RowItem[] = [];
  let span: RowItem[] = [];
  const closeSpan = () => {
    if (span.length === 0) return;
    const gap = span.find((item) => item.kind === "gap");
    if (gap) gap.narrow = true;
    else row.push({ kind: "gap", narrow: true, wide: false });
    row.push(...span);
    span = [];
  };
  for (const item of pages) {
    if (item === "gap") span.push({ kind: "gap", narrow: false, wide: true });
    else if (!kept(item)) span.push({ kind: "page", page: item, narrow: false });
    else {
      closeSpan();
      row.push({ kind: "page", page: item, narrow: true });
    }
  }
  closeSpan();
  return row;
}

export const pageHref = (page: number) => (page <= 1 ? "?" : `?pagina=${page}`);

export function Paginator({
  page,
  pageCount,
  label = t("label"),
  hrefFor = pageHref,
  onChange,
  pageWindow = aroundWindow,
}: PaginatorProps) {
  if (pageCount <= 1) return null;
  const shown = pageWindow(page, pageCount);
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onChange || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onChange(target);
  };
  const link = (
    target: number,
    text: string,
    ariaLabel: string,
    extra: { rel?: string; current?: boolean; arrow?: string } = {},
  ) => (
    <a
      className="paginator__link"
      href={hrefFor(target)}
      onClick={go(target)}
      rel={extra.rel}
      aria-current={extra.current ? "page" : undefined}
      aria-label={ariaLabel}
    >
      {extra.arrow ? (
        <>
          <span className="paginator__word">{text}</span>
          <span className="paginator__arrow" aria-hidden="true">
            {extra.arrow}
          </span>
        </>
      ) : (
        text
      )}
    </a>
  );
  return (
    <nav className="paginator" aria-label={label}>
      <ul className="paginator__list">
        {shown.first ? <li className="paginator__wide-only">{link(1, "«", t("first"))}</li> : null}
        {page > 1 ? <li>{link(page - 1, t("previous"), t("previousLabel"), { rel: "prev", arrow: "‹" })}</li> : null}
        {narrowRow(shown.pages, page).map((item, index) =>
          item.kind === "gap" ? (
            <li
              key={`gap${index}`}
              className={`paginator__gap${item.narrow ? "" : " paginator__wide-only"}${item.wide ? "" : " paginator__narrow-only"}`}
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={item.page} className={item.narrow ? undefined : "paginator__wide-only"}>
              {link(item.page, String(item.page), t("page", { page: item.page }), { current: item.page === page })}
            </li>
          ),
        )}
        {page < pageCount ? <li>{link(page + 1, t("next"), t("nextLabel"), { rel: "next", arrow: "›" })}</li> : null}
        {shown.last ? <li className="paginator__wide-only">{link(pageCount, "»", t("last"))}</li> : null}
      </ul>
      <p className="visually-hidden">{t("status", { page, total: pageCount })}</p>
    </nav>
  );
}

export function pageCountOf(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/**
 * Paging of the guide (spec 001 §2.3, §4, §5, §9): 12 activities per page; previous and next, first
 * and last page buttons and a window of page numbers whose length follows the items per page.
 * Windows are consecutive blocks (pages 1–12, 13–24, ...). The first-page button shows when there
 * are at least 5 more pages than the window and the active page lies beyond the first window; the
 * last-page button, likewise, when the last page lies beyond the active window.
 */
export const ITEMS_PER_PAGE = 12;
export const PAGINATOR_WINDOW = ITEMS_PER_PAGE;
/** How many more pages than the window there must be before first/last buttons appear. */
export const FIRST_LAST_MARGIN = 5;

export function pageCount(items: number, perPage: number = ITEMS_PER_PAGE): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** The page of the address when it is a number within 1..total, otherwise 1 (spec 001 §5). */
export function validPage(page: number | null | undefined, total: number): number {
  return typeof page === "number" && Number.isInteger(page) && page >= 1 && page <= total ? page : 1;
}

export interface PaginatorModel {
  current: number;
  total: number;
  pages: number[];
  previous: number | null;
  next: number | null;
  showFirst: boolean;
  showLast: boolean;
}

export function paginatorModel(
  current: number,
  total: number,
  windowLength: number = PAGINATOR_WINDOW,
): PaginatorModel {
  const page = validPage(current, total);
  const start = Math.floor((page - 1) / windowLength) * windowLength + 1;
  const end = Math.min(total, start + windowLength - 1);
  const pages: number[] = [];
  for (let n = start; n <= end; n += 1) pages.push(n);
  const enough = total - windowLength >= FIRST_LAST_MARGIN;
  return {
    current: page,
    total,
    pages,
    previous: page > 1 ? page - 1 : null,
    next: page < total ? page + 1 : null,
    showFirst: enough && page > windowLength,
    showLast: enough && end < total,
  };
}

/** The numbers the guide's paginator shows (src/components/Paginator.tsx `pageWindow`). */
export function guidePageWindow(current: number, total: number): { pages: number[]; first: boolean; last: boolean } {
  const model = paginatorModel(current, total);
  return { pages: model.pages, first: model.showFirst, last: model.showLast };
}

/** The items of one page. */
export function pageItems<T>(items: readonly T[], page: number, perPage: number = ITEMS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

import { ITEMS_PER_PAGE, pageCount, pageItems, paginatorModel, PAGINATOR_WINDOW, validPage } from "./paginator";

describe("the guide's paginator (spec 001 §2.3, §5, §9)", () => {
  it("shows 12 activities per page, and the window follows the items per page", () => {
    expect(ITEMS_PER_PAGE).toBe(12);
    expect(PAGINATOR_WINDOW).toBe(ITEMS_PER_PAGE);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(
      pageItems(
        Array.from({ length: 30 }, (_, i) => i),
        3,
      ),
    ).toEqual([24, 25, 26, 27, 28, 29]);
  });

  it("takes the page of the address only when it is a number within 1..total", () => {
    expect(validPage(3, 5)).toBe(3);
    expect(validPage(6, 5)).toBe(1);
    expect(validPage(0, 5)).toBe(1);
    expect(validPage(2.5, 5)).toBe(1);
    expect(validPage(null, 5)).toBe(1);
  });

  it("has previous and next only where there is such a page", () => {
    expect(paginatorModel(1, 3)).toMatchObject({ previous: null, next: 2, pages: [1, 2, 3] });
    expect(paginatorModel(3, 3)).toMatchObject({ previous: 2, next: null });
    expect(paginatorModel(1, 1)).toMatchObject({ previous: null, next: null, pages: [1] });
  });

  it("shows windows of consecutive pages: 1–12, then 13–24", () => {
    expect(paginatorModel(12, 30).pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(paginatorModel(13, 30).pages).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(paginatorModel(25, 30).pages).toEqual([25, 26, 27, 28, 29, 30]);
  });

  it("shows the first-page button only with at least 5 more pages than the window and the active page beyond it", () => {
    expect(paginatorModel(13, 17).showFirst).toBe(true); // 17 = 12 + 5
    expect(paginatorModel(13, 16).showFirst).toBe(false); // only 4 more
    expect(paginatorModel(12, 30).showFirst).toBe(false); // active page inside the first window
    expect(paginatorModel(30, 30).showFirst).toBe(true);
  });

  it("shows the last-page button with at least 5 more pages than the window while the last page is beyond the window", () => {
    expect(paginatorModel(1, 17).showLast).toBe(true);
    expect(paginatorModel(1, 16).showLast).toBe(false);
    expect(paginatorModel(13, 17).showLast).toBe(false); // window 13–17 holds the last page
    expect(paginatorModel(13, 30).showLast).toBe(true);
  });

  it("follows a different window length", () => {
    const model = paginatorModel(7, 20, 5);
    expect(model.pages).toEqual([6, 7, 8, 9, 10]);
    expect(model.showFirst).toBe(true);
    expect(model.showLast).toBe(true);
  });
});

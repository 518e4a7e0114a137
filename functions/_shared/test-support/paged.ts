/**
 * The shape of every paged answer (spec 001 §3.1: PageIndex, NumPages, Items; Total and PageSize
 * beside them). Each paged endpoint family's integration test runs its answers through this.
 */

export function expectSpecPage(answer: unknown, expected: { pageIndex?: number; numPages?: number } = {}): void {
  const page = answer as Record<string, unknown>;
  expect(Array.isArray(page.Items)).toBe(true);
  expect(Number.isInteger(page.Total)).toBe(true);
  expect(Number.isInteger(page.PageIndex)).toBe(true);
  expect(Number.isInteger(page.PageSize)).toBe(true);
  const total = page.Total as number;
  const size = page.PageSize as number;
  expect(page.NumPages).toBe(total === 0 ? 0 : Math.ceil(total / size));
  if (expected.pageIndex !== undefined) expect(page.PageIndex).toBe(expected.pageIndex);
  if (expected.numPages !== undefined) expect(page.NumPages).toBe(expected.numPages);
}

/** The build's activity pages, from the real test database through the GetQuery query module. */
import type { Actions, Reporter } from "gatsby";
import type postgres from "postgres";
import { testSql } from "../../functions/_shared/test-support/database";
import { arrangeActivity } from "../../functions/_shared/test-support/activities";
import { createActivityPages } from "./activity-pages";

let sql: postgres.Sql;

beforeAll(() => {
  sql = testSql();
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
});

describe("createActivityPages", () => {
  it("creates one page per published activity from DATABASE_URL, with the activity and the build's moment", async () => {
    const shown = await arrangeActivity(sql, { editions: [{}, { published: false }] });
    const hidden = await arrangeActivity(sql, { published: false });
    const pages: Array<{
      path: string;
      component: string;
      context: { activity: { Id: string; PhysicalActivityEditions: unknown[] }; builtAt: number };
    }> = [];
    const actions = { createPage: (page: (typeof pages)[number]) => pages.push(page) } as unknown as Actions;
    const reporter = { info: () => undefined, warn: () => undefined } as unknown as Reporter;
    const before = Date.now();

    await createActivityPages({ actions, reporter });

    const page = pages.find((p) => p.context.activity.Id === shown.id);
    expect(page?.path).toBe(`/ontmoet-elkaar/activiteiten/${shown.slug}/`);
    expect(page?.component).toMatch(/src\/templates\/activity\.tsx$/);
    expect(page?.context.activity.PhysicalActivityEditions).toHaveLength(1);
    expect(page!.context.builtAt).toBeGreaterThanOrEqual(before);
    expect(pages.some((p) => p.context.activity.Id === hidden.id)).toBe(false);
  });
});

/** GET /api/v1/OData/GetQuery through the real handler and the real test database. */
import type postgres from "postgres";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { anonymous, createDb, withTransaction } from "../_shared/db";
import { testSql } from "../_shared/test-support/database";
import { arrangeActivity } from "../_shared/test-support/activities";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require
registerFunctions(require("./odata.mts"));

let sql: postgres.Sql;

beforeAll(() => {
  sql = testSql();
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
});

type Answer = {
  value: Array<
    Record<string, unknown> & { Id: string; Slug: string; PhysicalActivityEditions: Array<Record<string, unknown>> }
  >;
};

async function getQuery(query = "query=PhysicalActivity"): Promise<{ status: number; json: Answer; text: string }> {
  const answer = await new Browser().get(`/api/v1/OData/GetQuery?${query}`);
  return { status: answer.status, json: answer.json as Answer, text: answer.text };
}

describe("GET /api/v1/OData/GetQuery?query=PhysicalActivity", () => {
  it("answers published activities with the spec's selection, published editions, dates, terms and organisations", async () => {
    const published = await arrangeActivity(sql, {
      terms: [72003, 71001],
      organization: "Wandelclub Test",
      editions: [
        { location: "Park", days: 3, stepFree: true },
        { location: "Verborgen", published: false },
        { location: "Zonder datum", days: null },
      ],
    });
    const hidden = await arrangeActivity(sql, { published: false });

    const answer = await getQuery();
    expect(answer.status).toBe(200);
    const ids = answer.json.value.map((a) => a.Id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(hidden.id);

    const activity = answer.json.value.find((a) => a.Id === published.id)!;
    expect(Object.keys(activity).sort()).toEqual(
      [
        "Description",
        "Exertion",
        "Id",
        "Images",
        "Modified",
        "OnlineAlternative",
        "Organizations",
        "PhysicalActivityEditions",
        "PhysicalActivityType",
        "Picture",
        "PracticalInformation",
        "SignupText",
        "Slug",
        "Terms",
        "Title",
      ].sort(),
    );
    expect(activity.Slug).toBe(published.slug);
    expect(activity.PhysicalActivityType).toBe("Move");
    expect(JSON.parse(activity.SignupText as string)).toEqual({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Doe mee met deze activiteit." }] }],
    });
    expect(activity.Terms).toEqual([
      { TermNumber: 72003, Name: "Bewegen" },
      { TermNumber: 71001, Name: "Reumatoïde artritis" },
    ]);
    expect(activity.Organizations).toEqual([{ Id: published.organizationId, Name: "Wandelclub Test" }]);

    const editions = activity.PhysicalActivityEditions;
    expect(editions.map((e) => e.LocationLabel)).toEqual(["Park", "Zonder datum"]);
    expect(editions.every((e) => e.IsPublished === true)).toBe(true);
    const [dated, undated] = editions as Array<
      { ApproximateDates: Array<{ Id: string; Modified: string; FromDate: string; ToDate: string }> } & Record<
        string,
        unknown
      >
    >;
    expect(Object.keys(dated!).sort()).toEqual(
      [
        "AccessibleToilet",
        "AddressLabel",
        "ApproximateDates",
        "Id",
        "IsPublished",
        "Lat",
        "LocationLabel",
        "Long",
        "Modified",
        "Parking",
        "Seating",
        "SignupURL",
        "StepFreeAccess",
      ].sort(),
    );
    expect(dated!.StepFreeAccess).toBe(true);
    expect(dated!.Seating).toBeNull();
    expect(dated!.Lat).toBeCloseTo(52.09);
    expect(dated!.SignupURL).toBe("www.example.org/aanmelden");
    expect(dated!.ApproximateDates).toHaveLength(1);
    const date = dated!.ApproximateDates[0]!;
    expect(Date.parse(date.ToDate) - Date.parse(date.FromDate)).toBe(2 * 3600 * 1000);
    expect(date.FromDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(undated!.ApproximateDates).toEqual([]);
  });

  it("never sends editors' notes, contact details or who submitted it", async () => {
    await arrangeActivity(sql, { comments: "GEHEIM-NOTITIE" });
    const answer = await getQuery();
    expect(answer.text).not.toContain("GEHEIM-NOTITIE");
    expect(answer.text).not.toContain("geheim@example.org");
    expect(answer.text).not.toContain("0301234567");
    expect(answer.text).not.toMatch(/submitted|Comments|Email/i);
  });

  it("keeps unpublished activities out even when asked by slug, and narrows to one activity by slug", async () => {
    const shown = await arrangeActivity(sql);
    const hidden = await arrangeActivity(sql, { published: false });
    const one = await getQuery(`query=PhysicalActivity&slug=${shown.slug}`);
    expect(one.json.value.map((a) => a.Id)).toEqual([shown.id]);
    expect((await getQuery(`query=PhysicalActivity&slug=${hidden.slug}`)).json.value).toEqual([]);
    expect((await getQuery("query=PhysicalActivity&slug=../../etc")).json.value).toEqual([]);
  });

  it("accepts OData options after the entity set and any letter case of the path", async () => {
    const shown = await arrangeActivity(sql);
    const answer = await new Browser().get(
      `/api/v1/odata/getquery?query=${encodeURIComponent("PhysicalActivity?$filter=IsPublished eq false")}`,
    );
    expect(answer.status).toBe(200);
    const ids = (answer.json as Answer).value.map((a) => a.Id);
    expect(ids).toContain(shown.id);
    const unpublished = await sql<{ id: string }[]>`select id from public.physical_activities where not is_published`;
    for (const row of unpublished) expect(ids).not.toContain(row.id);
  });

  it("refuses another entity set with 400", async () => {
    const answer = await getQuery("query=Trainer");
    expect(answer.status).toBe(400);
    expect((answer.json as unknown as { code: string; message: string }).code).toBe("UnknownEntitySet");
    expect((answer.json as unknown as { message: string }).message).toBe("Deze gegevens zijn niet op te vragen.");
    expect((await getQuery("")).status).toBe(400);
  });
});

describe("row-level security of the activity tables", () => {
  it("lets anon read only published activities and editions, and no private columns", async () => {
    const published = await arrangeActivity(sql, { editions: [{}, { published: false }] });
    const hidden = await arrangeActivity(sql, { published: false });
    const rows = await sql.begin(async (tx) => {
      await tx`select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`;
      const activities = await tx<
        { id: string }[]
      >`select id from public.physical_activities where id in (${published.id}, ${hidden.id})`;
      const editions = await tx<
        { id: string }[]
      >`select id from public.physical_activity_editions where activity_id in (${published.id}, ${hidden.id})`;
      const orgs = await tx<
        { id: string }[]
      >`select id from public.organizations where id in (${published.organizationId}, ${hidden.organizationId})`;
      return { activities, editions, orgs };
    });
    expect(rows.activities.map((r) => r.id)).toEqual([published.id]);
    expect(rows.editions.map((r) => r.id)).toEqual([published.editionIds[0]]);
    expect(rows.orgs.map((r) => r.id)).toEqual([published.organizationId]);
    await expect(
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'anon', true)`;
        await tx`select comments from public.physical_activities limit 1`;
      }),
    ).rejects.toThrow(/permission denied/);
    await expect(
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'anon', true)`;
        await tx`insert into public.physical_activities (physical_activity_type, title, slug) values ('Move', 'x', 'x')`;
      }),
    ).rejects.toThrow(/permission denied/);
  });

  it("answers a physical activity's images in order with their alt texts (spec 001 §3.4), and only of published activities", async () => {
    const shown = await arrangeActivity(sql);
    const hidden = await arrangeActivity(sql, { published: false });
    await sql`
      insert into public.physical_activity_images (activity_id, url, alt, position) values
        (${shown.id}, '/images/activiteiten/tweede.jpg', 'Wandelaars bij de vijver', 2),
        (${shown.id}, '/images/activiteiten/eerste.jpg', 'De groep bij de start', 1),
        (${hidden.id}, '/images/activiteiten/verborgen.jpg', 'Verborgen', 1)`;
    const activity = (await getQuery()).json.value.find((a) => a.Id === shown.id)!;
    expect(activity.Images).toEqual([
      { Url: "/images/activiteiten/eerste.jpg", Alt: "De groep bij de start" },
      { Url: "/images/activiteiten/tweede.jpg", Alt: "Wandelaars bij de vijver" },
    ]);
    const db = createDb(process.env.DATABASE_URL);
    try {
      const rows = await withTransaction(
        db,
        anonymous,
        (tx) =>
          tx`select activity_id from public.physical_activity_images where activity_id in (${shown.id}, ${hidden.id})`,
      );
      expect(rows.map((row) => row.activityId)).toEqual([shown.id, shown.id]);
    } finally {
      await db.end({ timeout: 5 });
    }
  });
});

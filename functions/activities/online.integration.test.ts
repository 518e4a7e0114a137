/**
 * Online activities (issue 22 item 5): GET /api/v1/OData/GetQuery?query=OnlineActivity and the
 * interest calls of /api/v1/gids, through the real handlers and the real test database.
 */
import type postgres from "postgres";
import { asUser, withTransaction } from "../_shared/db";
import type { MailSink } from "../_shared/mail/sink";
import { loggedInParticipant } from "../_shared/test-support/participants";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";
import { arrangeActivity, arrangeOnlineActivity } from "../_shared/test-support/activities";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("./activities.mts"), require("../odata/odata.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

const TEXT = {
  unauthorized: "Je bent niet ingelogd. Log in om verder te gaan.",
  notFound: "Deze activiteit bestaat niet of is niet gepubliceerd.",
  noForm: "Bij deze activiteit kun je geen interesse doorgeven.",
  notOrganiser: "Alleen de organisator van deze activiteit ziet wie interesse heeft.",
};

type OnlineAnswer = {
  value: Array<Record<string, unknown> & { Id: string; OnlineActivityEditions: Array<Record<string, unknown>> }>;
};

describe("GET /api/v1/OData/GetQuery?query=OnlineActivity", () => {
  it("answers published online activities with editions (status, plain and exact dates), subjects, terms, organisations and images; no editors' notes", async () => {
    const online = await arrangeOnlineActivity(sql, {
      subjects: [72005],
      terms: [71001],
      editions: [{ exactDays: 3 }, { plainDays: 10, status: "Full" }, { exactDays: 5, published: false }],
    });
    const hidden = await arrangeOnlineActivity(sql, { published: false });

    const answer = await new Browser().get("/api/v1/OData/GetQuery?query=OnlineActivity");
    expect(answer.status).toBe(200);
    const value = (answer.json as OnlineAnswer).value;
    expect(value.map((a) => a.Id)).toContain(online.id);
    expect(value.map((a) => a.Id)).not.toContain(hidden.id);
    const activity = value.find((a) => a.Id === online.id)!;
    expect(activity).toMatchObject({
      OnlineActivityType: "Webinar",
      StartDirectly: false,
      HyperLink: "https://example.org/webinar",
      ShowInterestForm: true,
      Subjects: [{ TermNumber: 72005, Name: "Leefstijl" }],
      Terms: [{ TermNumber: 71001, Name: "Reumatoïde artritis" }],
      Organizations: [{ Id: online.organizationId, Name: "Online organisatie" }],
      Images: [{ Url: "/images/activiteiten/wandelen.svg", Alt: "Iemand die beweegt" }],
    });
    expect(answer.text).not.toContain("Notitie van de redactie");
    expect(answer.text).not.toContain("CODE-1");
    expect(answer.text).not.toContain("geheim@example.org");

    const editions = activity.OnlineActivityEditions;
    expect(editions).toHaveLength(2);
    expect(editions[0]).toMatchObject({ Status: "Open", PlainDate: null, LocationLabel: "Zoom", IsPublished: true });
    expect(editions[0]!.ExactDate).toEqual({
      FromDate: expect.stringMatching(/Z$/),
      ToDate: expect.stringMatching(/Z$/),
    });
    expect(editions[1]).toMatchObject({
      Status: "Full",
      ExactDate: null,
      PlainDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("narrows to one online activity by slug; the physical entity set does not include it", async () => {
    const online = await arrangeOnlineActivity(sql);
    const bySlug = await new Browser().get(`/api/v1/OData/GetQuery?query=OnlineActivity&slug=${online.slug}`);
    expect((bySlug.json as OnlineAnswer).value.map((a) => a.Id)).toEqual([online.id]);
    const physical = await new Browser().get(`/api/v1/OData/GetQuery?query=PhysicalActivity&slug=${online.slug}`);
    expect((physical.json as OnlineAnswer).value).toEqual([]);
  });

  it("refuses a slug that a physical activity already has (they share the guide's addresses)", async () => {
    const physical = await arrangeActivity(sql);
    await expect(
      sql`insert into public.online_activities (online_activity_type, title, slug) values ('Webinar', 'Dubbel', ${physical.slug})`,
    ).rejects.toThrow(/is taken/);
  });
});

describe("interest in online activities (ShowInterestForm)", () => {
  it("lets a participant say they are interested and take it back; visitors get 401", async () => {
    const online = await arrangeOnlineActivity(sql);
    const visitor = new Browser();
    const asked = await visitor.get(`/api/v1/gids/online-activity/${online.id}/interest`);
    expect(asked.status).toBe(401);
    expect(asked.json.message).toBe(TEXT.unauthorized);
    expect((await visitor.post(`/api/v1/gids/online-activity/${online.id}/interest`)).status).toBe(401);

    const anna = await loggedInParticipant(sink);
    expect((await anna.browser.get(`/api/v1/gids/online-activity/${online.id}/interest`)).json).toEqual({
      Interested: false,
    });
    const said = await anna.browser.post(`/api/v1/gids/online-activity/${online.id}/interest`);
    expect(said.status).toBe(200);
    expect(said.json).toEqual({ Interested: true });
    expect((await anna.browser.post(`/api/v1/gids/online-activity/${online.id}/interest`)).json).toEqual({
      Interested: true,
    });
    expect((await anna.browser.get(`/api/v1/gids/online-activity/${online.id}/interest`)).json).toEqual({
      Interested: true,
    });
    expect((await anna.browser.post(`/api/v1/gids/online-activity/${online.id}/no-interest`)).json).toEqual({
      Interested: false,
    });
    const [row] =
      await sql`select count(*)::int as n from public.online_activity_interests where activity_id = ${online.id}`;
    expect(row!.n).toBe(0);
  });

  it("shows who is interested to the activity's organiser only", async () => {
    const [organiser, anna, bram] = [
      await loggedInParticipant(sink),
      await loggedInParticipant(sink),
      await loggedInParticipant(sink),
    ];
    const online = await arrangeOnlineActivity(sql, { organisers: [organiser.id] });
    await anna.browser.post(`/api/v1/gids/online-activity/${online.id}/interest`);
    await bram.browser.post(`/api/v1/gids/online-activity/${online.id}/interest`);

    const list = await organiser.browser.get(`/api/v1/gids/online-activity/${online.id}/interested`);
    expect(list.status).toBe(200);
    expect((list.json as Array<{ Username: string }>).map((user) => user.Username)).toEqual([
      anna.username,
      bram.username,
    ]);

    const refused = await anna.browser.get(`/api/v1/gids/online-activity/${online.id}/interested`);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(TEXT.notOrganiser);
    // Nor through the database as a participant: RLS shows only one's own interest.
    const seen = await withTransaction(
      sql,
      asUser(anna.id),
      (tx) => tx`select user_id from public.online_activity_interests where activity_id = ${online.id}`,
    );
    expect(seen.map((r) => r.user_id)).toEqual([anna.id]);
  }, 30_000);

  it("refuses interest where the form is off, and answers 404 for unpublished, unknown and malformed ids", async () => {
    const anna = await loggedInParticipant(sink);
    const noForm = await arrangeOnlineActivity(sql, { showInterestForm: false });
    const refused = await anna.browser.post(`/api/v1/gids/online-activity/${noForm.id}/interest`);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(TEXT.noForm);
    const hidden = await arrangeOnlineActivity(sql, { published: false });
    for (const id of [hidden.id, "00000000-0000-4000-8000-00000000dead", "niet-een-id", "%27%3B--"]) {
      const answer = await anna.browser.post(`/api/v1/gids/online-activity/${id}/interest`);
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe(TEXT.notFound);
    }
  });
});

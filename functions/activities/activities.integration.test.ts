/** /api/v1/gids (likes and submissions) through the real handler and the real test database. */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { loggedInParticipant } from "../_shared/test-support/participants";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { mailTo, startTestMailSink } from "../_shared/test-support/mail";
import { arrangeActivity } from "../_shared/test-support/activities";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("./activities.mts"), require("../odata/odata.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;

const previousEditors = process.env.EDITORS_EMAIL;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  process.env.EDITORS_EMAIL = "redactie@reumanl.test, gids@reumanl.test";
});

afterAll(async () => {
  if (previousEditors === undefined) delete process.env.EDITORS_EMAIL;
  else process.env.EDITORS_EMAIL = previousEditors;
  await sql.end({ timeout: 5 });
  await sink.stop();
});

const TEXT = {
  unauthorized: "Je bent niet ingelogd. Log in om verder te gaan.",
  notFound: "Deze activiteit bestaat niet of is niet gepubliceerd.",
  noAccess: "Je hebt (nog) geen toegang tot de community.",
  antiforgery: "Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.",
};

describe("likes of activities", () => {
  it("counts likes for anyone and tells a participant whether they like it; 401 without a session", async () => {
    const activity = await arrangeActivity(sql);
    const visitor = new Browser();
    const count = await visitor.get(`/api/v1/gids/activity/${activity.id}/number_of_likes`);
    expect(count.status).toBe(200);
    expect(count.json).toBe(0);
    const likes = await visitor.get(`/api/v1/gids/activity/${activity.id}/likes`);
    expect(likes.status).toBe(401);
    expect(likes.json.message).toBe(TEXT.unauthorized);
    expect((await visitor.post(`/api/v1/gids/activity/${activity.id}/like`)).status).toBe(401);
  });

  it("likes and takes the like back; the number follows; liking twice counts once", async () => {
    const activity = await arrangeActivity(sql);
    const anna = await loggedInParticipant(sink);
    const bram = await loggedInParticipant(sink);
    expect((await anna.browser.get(`/api/v1/gids/activity/${activity.id}/likes`)).json).toBe(false);

    const liked = await anna.browser.post(`/api/v1/gids/activity/${activity.id}/like`);
    expect(liked.status).toBe(200);
    expect(liked.json).toEqual({ Liked: true, NumberOfLikes: 1 });
    expect((await anna.browser.post(`/api/v1/gids/activity/${activity.id}/like`)).json).toEqual({
      Liked: true,
      NumberOfLikes: 1,
    });
    expect((await bram.browser.post(`/api/v1/gids/activity/${activity.id}/like`)).json).toEqual({
      Liked: true,
      NumberOfLikes: 2,
    });
    expect((await anna.browser.get(`/api/v1/gids/activity/${activity.id}/likes`)).json).toBe(true);
    expect((await new Browser().get(`/api/v1/gids/activity/${activity.id}/number_of_likes`)).json).toBe(2);

    expect((await anna.browser.post(`/api/v1/gids/activity/${activity.id}/dislike`)).json).toEqual({
      Liked: false,
      NumberOfLikes: 1,
    });
    expect((await anna.browser.get(`/api/v1/gids/activity/${activity.id}/likes`)).json).toBe(false);
  });

  it("answers 404 for an unpublished or unknown activity", async () => {
    const hidden = await arrangeActivity(sql, { published: false });
    const anna = await loggedInParticipant(sink);
    for (const id of [hidden.id, "00000000-0000-4000-a000-999999999999", "niet-een-id"]) {
      const like = await anna.browser.post(`/api/v1/gids/activity/${id}/like`);
      expect(like.status).toBe(404);
      expect(like.json.message).toBe(TEXT.notFound);
      expect((await new Browser().get(`/api/v1/gids/activity/${id}/number_of_likes`)).status).toBe(404);
    }
    const [row] = await sql<
      { count: number }[]
    >`select count(*)::int as count from public.activity_likes where activity_id = ${hidden.id}`;
    expect(row!.count).toBe(0);
  });

  it("refuses liking without community access (terms not accepted)", async () => {
    const activity = await arrangeActivity(sql);
    const anna = await loggedInParticipant(sink);
    await sql`update public.profiles set accepted_terms_at = null where id = ${anna.id}`;
    const like = await anna.browser.post(`/api/v1/gids/activity/${activity.id}/like`);
    expect(like.status).toBe(403);
    expect(like.json.message).toBe(TEXT.noAccess);
  });

  it("needs the anti-forgery token to like", async () => {
    const activity = await arrangeActivity(sql);
    const anna = await loggedInParticipant(sink);
    const like = await anna.browser.post(`/api/v1/gids/activity/${activity.id}/like`, undefined, {
      antiforgery: false,
    });
    expect(like.status).toBe(403);
    expect(like.json.message).toBe(TEXT.antiforgery);
  });
});

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86400000);
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

function submission(overrides: Record<string, unknown> = {}) {
  return {
    OrganizationName: "Reumavereniging Testdorp",
    OrganizationUrl: "www.example.org",
    ContactName: "Petra de Vries",
    ContactEmail: "Petra@Example.org",
    Title: `Wandelen in het park ${Math.random().toString(36).slice(2, 7)}`,
    PhysicalActivityType: "Move",
    Description: "Een rustige wandeling.",
    SignupText: "We wandelen een uur.\nAanmelden via de website.",
    PracticalInformation: "Neem water mee.",
    Terms: [72003, 72007],
    OnlineAlternative: false,
    Exertion: 1,
    Editions: [
      {
        Date: inDays(10),
        StartTime: "10:00",
        EndTime: "11:30",
        LocationLabel: "Stadspark",
        Street: "Oudegracht",
        HouseNumber: "12",
        Postcode: "3511 lx",
        City: "Utrecht",
        SignupURL: "www.example.org/aanmelden",
        StepFreeAccess: true,
        Seating: true,
        AccessibleToilet: false,
        Parking: false,
      },
    ],
    ...overrides,
  };
}

describe("POST /api/v1/gids/activities (submitting an activity)", () => {
  it("stores the activity unpublished with its editions, dates, topics, organisation and contact; GetQuery does not show it", async () => {
    const browser = new Browser();
    const body = submission();
    const answer = await browser.post("/api/v1/gids/activities", body);
    expect(answer.status).toBe(201);
    expect(answer.json.IsPublished).toBe(false);
    expect(answer.json.Slug).toMatch(/^wandelen-in-het-park-/);
    const id = answer.json.Id as string;

    const [activity] = await sql<
      Array<{
        isPublished: boolean;
        title: string;
        signupText: unknown;
        practicalInformation: unknown;
        exertion: number;
      }>
    >`
      select is_published as "isPublished", title, signup_text as "signupText", practical_information as "practicalInformation", exertion
      from public.physical_activities where id = ${id}`;
    expect(activity!.isPublished).toBe(false);
    expect(activity!.title).toBe(body.Title);
    expect(activity!.exertion).toBe(1);
    expect(activity!.signupText).toEqual({
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "We wandelen een uur." }] },
        { type: "paragraph", content: [{ type: "text", text: "Aanmelden via de website." }] },
      ],
    });

    const editions = await sql<
      Array<{
        addressLabel: string;
        lat: number;
        long: number;
        stepFree: boolean | null;
        toilet: boolean | null;
        fromDate: Date;
        toDate: Date;
      }>
    >`
      select e.address_label as "addressLabel", e.lat, e.long, e.step_free_access as "stepFree", e.accessible_toilet as toilet, d.from_date as "fromDate", d.to_date as "toDate"
      from public.physical_activity_editions e join public.approximate_dates d on d.edition_id = e.id where e.activity_id = ${id}`;
    expect(editions).toHaveLength(1);
    const edition = editions[0]!;
    expect(edition.addressLabel).toBe("Oudegracht 12, 3511 LX Utrecht");
    expect(edition.lat).toBeCloseTo(52.0907);
    expect(edition.stepFree).toBe(true);
    expect(edition.toilet).toBeNull();
    const dutch = new Intl.DateTimeFormat("nl-NL", {
      timeZone: "Europe/Amsterdam",
      hour: "2-digit",
      minute: "2-digit",
    });
    expect(dutch.format(edition.fromDate)).toBe("10:00");
    expect(dutch.format(edition.toDate)).toBe("11:30");

    const terms = await sql<
      { termNumber: number }[]
    >`select term_number as "termNumber" from public.physical_activity_terms where activity_id = ${id} order by 1`;
    expect(terms.map((t) => t.termNumber)).toEqual([72003, 72007]);
    const [contact] = await sql<{ contactEmail: string; contactName: string }[]>`
      select contact_email as "contactEmail", contact_name as "contactName" from public.activity_submissions where activity_id = ${id}`;
    expect(contact).toEqual({ contactEmail: "petra@example.org", contactName: "Petra de Vries" });
    const [org] = await sql<{ name: string; url: string }[]>`
      select o.name, o.url from public.organizations o join public.physical_activity_organizations l on l.organization_id = o.id where l.activity_id = ${id}`;
    expect(org).toEqual({ name: "Reumavereniging Testdorp", url: "https://www.example.org" });

    // The editors (EDITORS_EMAIL) are told, with the contact and how to approve.
    for (const editor of ["redactie@reumanl.test", "gids@reumanl.test"]) {
      const mail = await mailTo(sink, editor);
      expect(mail.subject).toBe(`Nieuwe activiteit aangemeld: ${body.Title}`);
      expect(mail.text).toContain(
        `Titel: ${body.Title}. Organisatie: Reumavereniging Testdorp. Contactpersoon: Petra de Vries (petra@example.org). Aantal edities: 1.`,
      );
      expect(mail.text).toContain(`bij id ${id} is_published op true`);
      expect(mail.links).toContain(`http://localhost:8888/ontmoet-elkaar/activiteiten/${answer.json.Slug}/`);
    }

    const listed = await new Browser().get(`/api/v1/OData/GetQuery?query=PhysicalActivity&slug=${answer.json.Slug}`);
    expect(listed.json.value).toEqual([]);

    // An editor approves it: then it is in the guide.
    await sql`update public.physical_activities set is_published = true where id = ${id}`;
    const approved = await new Browser().get(`/api/v1/OData/GetQuery?query=PhysicalActivity&slug=${answer.json.Slug}`);
    expect(approved.json.value.map((a: { Id: string }) => a.Id)).toEqual([id]);
  });

  it("gives a second activity with the same title its own slug", async () => {
    const body = submission({ Title: "Dubbele titel voor de test" });
    await sql`delete from public.physical_activities where slug = 'dubbele-titel-voor-de-test'`;
    const first = await new Browser().post("/api/v1/gids/activities", body);
    const second = await new Browser().post("/api/v1/gids/activities", body);
    expect(first.json.Slug).toBe("dubbele-titel-voor-de-test");
    expect(second.json.Slug).toMatch(/^dubbele-titel-voor-de-test-[0-9a-f]{6}$/);
  });

  it("shows the Dutch texts at the fields, also inside an edition, and stores nothing", async () => {
    const before = await sql<{ count: number }[]>`select count(*)::int as count from public.physical_activities`;
    const answer = await new Browser().post(
      "/api/v1/gids/activities",
      submission({
        ContactEmail: "geen-adres",
        Terms: [],
        Editions: [{ ...submission().Editions[0], Date: inDays(-3), Postcode: "0123 AB", EndTime: "09:00" }],
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({
      ContactEmail: ["Vul een geldig e-mailadres in."],
      Terms: ["Kies minstens één onderwerp."],
      "Editions.0.Postcode": ["Vul een geldige postcode in, bijvoorbeeld 1234 AB."],
      "Editions.0.Date": ["Deze datum is al geweest. Kies een datum vanaf vandaag."],
      "Editions.0.EndTime": ["De eindtijd ligt voor de begintijd."],
    });
    const after = await sql<{ count: number }[]>`select count(*)::int as count from public.physical_activities`;
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it("refuses an address the geocoder does not know, at the edition's postcode", async () => {
    const answer = await new Browser().post(
      "/api/v1/gids/activities",
      submission({ Editions: [{ ...submission().Editions[0], Postcode: "9999 ZZ" }] }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({
      "Editions.0.Postcode": ["Deze combinatie van postcode en huisnummer wordt niet herkend."],
    });
  });

  it("needs the anti-forgery token", async () => {
    const answer = await new Browser().post("/api/v1/gids/activities", submission(), { antiforgery: false });
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe(TEXT.antiforgery);
  });

  it("allows 3 submissions an hour per browser, then answers 429 with Retry-After", async () => {
    const browser = new Browser();
    for (let i = 0; i < 3; i += 1)
      expect((await browser.post("/api/v1/gids/activities", submission())).status).toBe(201);
    const fourth = await browser.post("/api/v1/gids/activities", submission());
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

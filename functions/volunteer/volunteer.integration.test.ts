/**
 * /api/v1/Volunteer, /Opportunity, /AbilityCategory, /Interest and /FormOfreuma through the real
 * handlers and database: the sign-up steps and their Dutch errors, completing, who may see what,
 * interest yes/no (refused when closed or inactive), organisers seeing who is interested, the
 * spec's error texts.
 */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";
import {
  opportunity,
  organiser,
  person,
  volunteer,
  type Person,
  type TestOpportunity,
} from "../_shared/test-support/volunteers";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("./volunteer.mts"), require("../opportunity/opportunity.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let vera: Person;
let piet: Person;
let coordinator: Person;
let open: TestOpportunity;
let closed: TestOpportunity;
let inactive: TestOpportunity;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  vera = await volunteer(sink, sql, { abilityIds: [301], region: 10 });
  piet = await person(sink, "Piet");
  coordinator = await organiser(sink, sql);
  open = await opportunity(sql, { status: "open", region: 10 });
  closed = await opportunity(sql, { status: "closed" });
  inactive = await opportunity(sql, { status: "inactive" });
}, 60_000);

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

const INFO = {
  hasOwnTransport: true,
  isTravellingByPublicTransport: false,
  isAbleToTravelIndependently: true,
  birthYear: 1975,
};

describe("lookups", () => {
  it("GET /AbilityCategory answers the categories with their abilities, for anyone", async () => {
    const answer = await new Browser().get("/api/v1/AbilityCategory");
    expect(answer.status).toBe(200);
    expect(answer.json[0]).toEqual({
      Id: 1,
      Name: "Vertellen en voorlichten",
      Abilities: expect.arrayContaining([{ Id: 101, Name: "Je verhaal vertellen aan zorgverleners" }]),
    });
  });

  it("GET /Interest and /FormOfreuma answer Id and Name", async () => {
    const interests = await new Browser().get("/api/v1/Interest");
    expect(interests.json).toContainEqual({ Id: 1, Name: "Werk en reuma" });
    const forms = await new Browser().get("/api/v1/FormOfreuma");
    expect(forms.json).toContainEqual({ Id: 71001, Name: "Reumatoïde artritis" });
  });
});

describe("sign-up steps", () => {
  it("a visitor gets 401 on GET /Volunteer", async () => {
    expect((await new Browser().get("/api/v1/Volunteer")).status).toBe(401);
  });

  jest.setTimeout(30_000);

  it("a participant walks info, abilities, interests and forms, resumes where they stopped, and completes", async () => {
    const anna = await person(sink, "Anna");
    const start = await anna.browser.get("/api/v1/Volunteer");
    expect(start.json).toMatchObject({ IsVolunteer: false, Step: "info", AbilityIds: [] });

    const info = await anna.browser.post("/api/v1/Volunteer/SetVolunteerInfo", { ...INFO, region: 10 });
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({ Step: "abilities", BirthYear: 1975, Region: 10, HasOwnTransport: true });

    expect(
      (await anna.browser.post("/api/v1/Volunteer/SetAbilities", { abilityIds: [101, 201, 101] })).json,
    ).toMatchObject({ Step: "interests", AbilityIds: [101, 201] });
    // A closed tab: GET /Volunteer says where to go on.
    expect((await anna.browser.get("/api/v1/Volunteer")).json.Step).toBe("interests");
    expect((await anna.browser.post("/api/v1/Volunteer/SetInterests", { interestIds: [2] })).json.Step).toBe("forms");

    const early = await anna.browser.post("/api/v1/Volunteer/CompletedRegistration");
    expect(early.status).toBe(400);
    expect(early.json.errors).toEqual({ formsOfreumaIds: ["Kies minstens één vorm van reuma."] });

    expect((await anna.browser.post("/api/v1/Volunteer/SetFormsOfreuma", { formsOfreumaIds: [71003] })).status).toBe(
      200,
    );
    const done = await anna.browser.post("/api/v1/Volunteer/CompletedRegistration");
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ IsVolunteer: true, Step: "completed" });

    expect((await anna.browser.get("/api/v1/Volunteer/GetAbilities")).json).toEqual([
      { Id: 101, Name: "Je verhaal vertellen aan zorgverleners" },
      { Id: 201, Name: "Folders en websiteteksten meelezen" },
    ]);
    expect((await anna.browser.get("/api/v1/Volunteer/GetInterests")).json).toEqual([
      { Id: 2, Name: "Bewegen en sport" },
    ]);
    expect((await anna.browser.get("/api/v1/Volunteer/GetFormsOfreuma")).json).toEqual([{ Id: 71003, Name: "Jicht" }]);
    const [profile] = await sql`select is_volunteer, role from public.profiles where id = ${anna.Id}`;
    expect(profile).toEqual({ is_volunteer: true, role: "volunteer" });
    const user = await anna.browser.get("/api/v1/CustomUser");
    expect(user.json.IsVolunteer).toBe(true);
  });

  it("each info question left empty gives its Dutch error at the field", async () => {
    const answer = await piet.browser.post("/api/v1/Volunteer/SetVolunteerInfo", {});
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({
      hasOwnTransport: ["Geef aan of je eigen vervoer hebt."],
      isTravellingByPublicTransport: ["Geef aan of je met het openbaar vervoer reist."],
      isAbleToTravelIndependently: ["Geef aan of je zelfstandig kunt reizen."],
      birthYear: ["Vul je geboortejaar in."],
    });
    const young = await piet.browser.post("/api/v1/Volunteer/SetVolunteerInfo", {
      ...INFO,
      birthYear: new Date().getFullYear() - 10,
    });
    expect(young.json.errors).toEqual({ birthYear: ["Vul een geldig geboortejaar in (je bent 16 jaar of ouder)."] });
  });

  it("at least one ability, interest and form; unknown ids are refused", async () => {
    expect((await piet.browser.post("/api/v1/Volunteer/SetAbilities", { abilityIds: [] })).json.errors).toEqual({
      abilityIds: ["Kies minstens één vaardigheid."],
    });
    expect((await piet.browser.post("/api/v1/Volunteer/SetInterests", { interestIds: [] })).json.errors).toEqual({
      interestIds: ["Kies minstens één onderwerp."],
    });
    expect((await piet.browser.post("/api/v1/Volunteer/SetFormsOfreuma", {})).json.errors).toEqual({
      formsOfreumaIds: ["Kies minstens één vorm van reuma."],
    });
    const unknown = await piet.browser.post("/api/v1/Volunteer/SetAbilities", { abilityIds: [999] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual({ abilityIds: ["Kies vaardigheden uit de lijst."] });
  });

  it("state-changing calls need the anti-forgery token", async () => {
    expect(
      (await piet.browser.post("/api/v1/Volunteer/SetAbilities", { abilityIds: [101] }, { antiforgery: false })).status,
    ).toBe(403);
  });
});

describe("opportunities", () => {
  it("a participant who is not a volunteer gets 403 on the volunteer area", async () => {
    expect((await piet.browser.get("/api/v1/Opportunity")).status).toBe(403);
    expect((await piet.browser.get("/api/v1/Volunteer/GetOpportunities")).status).toBe(403);
    expect((await piet.browser.get(`/api/v1/Opportunity/ervaringsdeskundigen/${open.slug}`)).status).toBe(403);
    expect((await piet.browser.post(`/api/v1/Volunteer/AddInterest/${open.id}`)).status).toBe(403);
    expect((await new Browser().get("/api/v1/Opportunity")).status).toBe(401);
  });

  it("GET /Opportunity lists open and closed ones, never inactive, filterable by ability and region", async () => {
    const all = await vera.browser.get("/api/v1/Opportunity");
    expect(all.status).toBe(200);
    const slugs = (all.json as Array<{ Slug: string }>).map((o) => o.Slug);
    expect(slugs).toEqual(expect.arrayContaining([open.slug, closed.slug]));
    expect(slugs).not.toContain(inactive.slug);
    const item = (all.json as Array<{ Slug: string }>).find((o) => o.Slug === open.slug);
    expect(item).toMatchObject({
      Title: open.title,
      Location: "Utrecht",
      Region: 10,
      RegionName: "Utrecht",
      Status: "open",
      Abilities: [{ Id: 102, Name: "Gastles geven aan studenten" }],
      IsInterested: false,
    });
    expect(Object.keys(item!)).not.toContain("Description");

    const inUtrecht = (await vera.browser.get("/api/v1/Opportunity?region=10")).json as Array<{ Region: number }>;
    expect(inUtrecht.length).toBeGreaterThan(0);
    expect(inUtrecht.every((o) => o.Region === 10)).toBe(true);
    const byAbility = (await vera.browser.get("/api/v1/Opportunity?abilityId=999")).json;
    expect(byAbility).toEqual([]);
  });

  it("GET /Volunteer/GetOpportunities lists open ones with the volunteer's matches first", async () => {
    const match = await opportunity(sql, { abilityIds: [301], openedDaysAgo: 20 });
    const list = (await vera.browser.get("/api/v1/Volunteer/GetOpportunities")).json as Array<{
      Slug: string;
      Status: string;
      Abilities: Array<{ Id: number }>;
    }>;
    expect(list.every((o) => o.Status === "open")).toBe(true);
    // Other test files share the database and add their own opportunities for ability 301: the
    // rule is that every match comes before every other opportunity, this one among them.
    const matches = (o: { Abilities: Array<{ Id: number }> }) => o.Abilities.some((a) => a.Id === 301);
    const firstOther = list.findIndex((o) => !matches(o));
    const position = list.findIndex((o) => o.Slug === match.slug);
    expect(position).toBeGreaterThanOrEqual(0);
    if (firstOther >= 0) expect(list.slice(firstOther).some(matches)).toBe(false);
  });

  it("GET /Opportunity/ervaringsdeskundigen/{slug} answers the detail, or the spec's 404 text", async () => {
    const detail = await vera.browser.get(`/api/v1/Opportunity/ervaringsdeskundigen/${open.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ Slug: open.slug, Description: "Een gastles van een uur.", Interested: null });
    const missing = await vera.browser.get("/api/v1/Opportunity/ervaringsdeskundigen/bestaat-niet");
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Could not find oppurtunity with slug bestaat-niet");
    expect((await vera.browser.get(`/api/v1/Opportunity/ervaringsdeskundigen/${inactive.slug}`)).json.message).toBe(
      `Could not find oppurtunity with slug ${inactive.slug}`,
    );
  });

  it("interest yes, then no; the interested list follows", async () => {
    const yes = await vera.browser.post(`/api/v1/Volunteer/AddInterest/${open.id}`);
    expect(yes.status).toBe(200);
    expect(yes.json).toMatchObject({ Slug: open.slug, IsInterested: true });
    expect(
      ((await vera.browser.get("/api/v1/Volunteer/GetInterestedOpportunities")).json as Array<{ Slug: string }>).map(
        (o) => o.Slug,
      ),
    ).toEqual([open.slug]);
    const no = await vera.browser.post(`/api/v1/Volunteer/RemoveInterest/${open.id}`);
    expect(no.json.IsInterested).toBe(false);
    expect((await vera.browser.get("/api/v1/Volunteer/GetInterestedOpportunities")).json).toEqual([]);
  });

  it("a closed or inactive opportunity refuses interest", async () => {
    const onClosed = await vera.browser.post(`/api/v1/Volunteer/AddInterest/${closed.id}`);
    expect(onClosed.status).toBe(409);
    expect(onClosed.json.message).toBe("Aanmelden kan niet meer: deze vraag is gesloten.");
    expect((await vera.browser.post(`/api/v1/Volunteer/RemoveInterest/${closed.id}`)).status).toBe(409);
    const onInactive = await vera.browser.post(`/api/v1/Volunteer/AddInterest/${inactive.id}`);
    expect(onInactive.status).toBe(404);
    expect(onInactive.json.message).toBe("Deze vraag bestaat niet meer.");
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from public.opportunity_interests where opportunity_id in (${closed.id}, ${inactive.id})`;
    expect(row!.n).toBe(0);
  });

  it("the database refuses interest in a closed opportunity too (RLS)", async () => {
    const state = await sql
      .begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: vera.Id, role: "authenticated" })}, true)`;
        try {
          await tx`insert into public.opportunity_interests (opportunity_id, profile_id) values (${closed.id}, ${vera.Id})`;
          return "inserted";
        } catch (error) {
          return (error as { code?: string }).code;
        }
      })
      .catch(() => "rolled back");
    expect(state).not.toBe("inserted");
  });

  it("organisers see inactive ones and who is interested; volunteers never see others", async () => {
    await vera.browser.post(`/api/v1/Volunteer/AddInterest/${open.id}`);
    const seen = await coordinator.browser.get(`/api/v1/Opportunity/ervaringsdeskundigen/${open.slug}`);
    expect(seen.status).toBe(200);
    expect(seen.json.Interested).toEqual([
      { Id: vera.Id, Username: vera.Username, Since: expect.any(String), Reaction: null },
    ]);
    expect(
      ((await coordinator.browser.get("/api/v1/Opportunity")).json as Array<{ Slug: string }>).map((o) => o.Slug),
    ).toContain(inactive.slug);
    expect(
      (await vera.browser.get(`/api/v1/Opportunity/ervaringsdeskundigen/${open.slug}`)).json.Interested,
    ).toBeNull();
    // An organiser who is not a volunteer cannot sign up.
    expect((await coordinator.browser.post(`/api/v1/Volunteer/AddInterest/${open.id}`)).status).toBe(403);
  });
});

describe("notification settings", () => {
  it("PUT /Volunteer/ChangeVolunteerNotification turns the monthly mail off and on", async () => {
    const off = await vera.browser.call("PUT", "/api/v1/Volunteer/ChangeVolunteerNotification", {
      body: { NewOpportunities: false },
    });
    expect(off.status).toBe(204);
    expect((await vera.browser.get("/api/v1/Volunteer")).json.NewOpportunities).toBe(false);
    await vera.browser.call("PUT", "/api/v1/Volunteer/ChangeVolunteerNotification", {
      body: { NewOpportunities: true },
    });
    expect((await vera.browser.get("/api/v1/Volunteer")).json.NewOpportunities).toBe(true);
  });

  it("is 401 for visitors and 400 with a Dutch text for a bad body", async () => {
    expect(
      (
        await new Browser().call("PUT", "/api/v1/Volunteer/ChangeVolunteerNotification", {
          body: { NewOpportunities: true },
        })
      ).status,
    ).toBe(401);
    const bad = await vera.browser.call("PUT", "/api/v1/Volunteer/ChangeVolunteerNotification", {
      body: { NewOpportunities: "ja" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ NewOpportunities: ["Kies of je de maandelijkse e-mail wilt ontvangen."] });
  });
});

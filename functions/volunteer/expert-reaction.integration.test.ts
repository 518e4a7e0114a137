/**
 * The expert reaction form (spec 000 §5, §8; issue 37 row 6; decision 415) through the real
 * handlers and database: POST /Volunteer/React/{id} with text and accepted terms, its Dutch errors
 * (the "no question to respond to" error among them), who may react, what organisers read, and
 * RLS as the second fence.
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
let wim: Person;
let piet: Person;
let coordinator: Person;
let open: TestOpportunity;
let closed: TestOpportunity;
let inactive: TestOpportunity;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  vera = await volunteer(sink, sql);
  wim = await volunteer(sink, sql);
  piet = await person(sink, "Piet");
  coordinator = await organiser(sink, sql);
  open = await opportunity(sql, { status: "open" });
  closed = await opportunity(sql, { status: "closed" });
  inactive = await opportunity(sql, { status: "inactive" });
}, 60_000);

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

const react = (who: Person | Browser, id: number, body: unknown) =>
  ("browser" in who ? who.browser : who).post(`/api/v1/Volunteer/React/${id}`, body);
const TEXT = "Ik heb twintig jaar RA en vertel graag over werken met reuma.";

describe("POST /Volunteer/React/{id}", () => {
  it("needs a text and the accepted terms, each with its Dutch text at the field", async () => {
    const empty = await react(vera, open.id, { Text: "   ", AcceptedTerms: false });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({
      Text: ["Schrijf eerst je reactie."],
      AcceptedTerms: ["Ga akkoord met de voorwaarden om je reactie te versturen."],
    });
    const long = await react(vera, open.id, { Text: "a".repeat(4001), AcceptedTerms: true });
    expect(long.json.errors.Text).toEqual(["Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens"]);
    expect((await vera.browser.get(`/api/v1/Opportunity/ervaringsdeskundigen/${open.slug}`)).json).toMatchObject({
      IsInterested: false,
      MyReaction: null,
    });
  });

  it("saves the reaction, signs the volunteer up, and replaces it when they react again", async () => {
    const sent = await react(vera, open.id, { Text: ` ${TEXT} `, AcceptedTerms: true });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ Id: open.id, IsInterested: true, MyReaction: { Text: TEXT } });
    const again = await react(vera, open.id, { Text: "Nieuwe tekst.", AcceptedTerms: true });
    expect(again.json.MyReaction.Text).toBe("Nieuwe tekst.");
    const detail = await vera.browser.get(`/api/v1/Opportunity/ervaringsdeskundigen/${open.slug}`);
    expect(detail.json).toMatchObject({ IsInterested: true, MyReaction: { Text: "Nieuwe tekst." }, Interested: null });
    const [row] = await sql<{ n: number; terms: Date }[]>`
      select count(*)::int as n, max(accepted_terms_at) as terms from public.opportunity_reactions
      where opportunity_id = ${open.id} and profile_id = ${vera.Id}`;
    expect(row!.n).toBe(1);
    expect(row!.terms).toBeInstanceOf(Date);
  });

  it("shows organisers each reaction beside who is interested; withdrawing takes the reaction back", async () => {
    await react(wim, open.id, { Text: "Ik help graag.", AcceptedTerms: true });
    const seen = await coordinator.browser.get(`/api/v1/Opportunity/ervaringsdeskundigen/${open.slug}`);
    expect(seen.json.Interested).toContainEqual({
      Id: wim.Id,
      Username: wim.Username,
      Since: expect.any(String),
      Reaction: "Ik help graag.",
    });
    // Another volunteer never reads wim's reaction.
    const [others] = await sql.begin(async (tx) => {
      await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: vera.Id, role: "authenticated" })}, true)`;
      return tx<
        { n: number }[]
      >`select count(*)::int as n from public.opportunity_reactions where profile_id = ${wim.Id}`;
    });
    expect(others!.n).toBe(0);
    expect((await wim.browser.post(`/api/v1/Volunteer/RemoveInterest/${open.id}`)).json.IsInterested).toBe(false);
    expect((await wim.browser.get(`/api/v1/Opportunity/ervaringsdeskundigen/${open.slug}`)).json.MyReaction).toBeNull();
  });

  it("answers the spec's 'no question to respond to' error for an unknown or inactive question, and refuses a closed one", async () => {
    for (const id of [999_999, inactive.id]) {
      const none = await react(vera, id, { Text: TEXT, AcceptedTerms: true });
      expect(none.status).toBe(404);
      expect(none.json).toMatchObject({
        code: "QuestionNotFound",
        message: "Er is geen vraag gevonden om op te reageren. Misschien is de vraag verwijderd.",
      });
    }
    const onClosed = await react(vera, closed.id, { Text: TEXT, AcceptedTerms: true });
    expect(onClosed.status).toBe(409);
    expect(onClosed.json.message).toBe("Reageren kan niet meer: deze vraag is gesloten.");
  });

  it("is for completed volunteers only: 401 for a visitor, 403 for a participant or an organiser", async () => {
    expect((await react(new Browser(), open.id, { Text: TEXT, AcceptedTerms: true })).status).toBe(401);
    expect((await react(piet, open.id, { Text: TEXT, AcceptedTerms: true })).status).toBe(403);
    const byOrganiser = await react(coordinator, open.id, { Text: TEXT, AcceptedTerms: true });
    expect(byOrganiser.status).toBe(403);
    expect(byOrganiser.json.message).toBe("Alleen ervaringsdeskundigen kunnen op een vraag reageren.");
  });

  it("the database refuses a reaction to a closed question, or in someone else's name (RLS)", async () => {
    // As vera; every attempt is rolled back, an insert that passes answers "inserted".
    const attempt = (profileId: string, opportunityId: number) =>
      sql
        .begin(async (tx) => {
          await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: vera.Id, role: "authenticated" })}, true)`;
          await tx`insert into public.opportunity_reactions (opportunity_id, profile_id, body, accepted_terms_at) values (${opportunityId}, ${profileId}, 'x', now())
                   on conflict (opportunity_id, profile_id) do update set body = excluded.body`;
          throw new Error("inserted");
        })
        .catch((error: Error) => (error.message === "inserted" ? "inserted" : "refused"));
    expect(await attempt(vera.Id, open.id)).toBe("inserted");
    expect(await attempt(vera.Id, closed.id)).toBe("refused");
    expect(await attempt(wim.Id, open.id)).toBe("refused");
  });
});

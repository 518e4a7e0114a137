/**
 * A volunteer changes their answers after the sign-up (issue 37, row 9) with the sign-up's calls:
 * the answers are replaced, the volunteer stays completed, and the steps' Dutch errors still apply.
 */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";
import { volunteer, type Person } from "../_shared/test-support/volunteers";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("./volunteer.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let vera: Person;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  vera = await volunteer(sink, sql, { abilityIds: [101], region: 10 });
}, 60_000);

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

describe("changing the answers after the sign-up", () => {
  it("replaces travel answers, abilities, interests and forms, and the volunteer stays completed", async () => {
    const info = await vera.browser.post("/api/v1/Volunteer/SetVolunteerInfo", {
      hasOwnTransport: false,
      isTravellingByPublicTransport: true,
      isAbleToTravelIndependently: false,
      birthYear: 1980,
      region: null,
    });
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({ IsVolunteer: true, Step: "completed", HasOwnTransport: false, Region: null });
    await vera.browser.post("/api/v1/Volunteer/SetAbilities", { abilityIds: [102, 201] });
    await vera.browser.post("/api/v1/Volunteer/SetInterests", { interestIds: [7] });
    const forms = await vera.browser.post("/api/v1/Volunteer/SetFormsOfreuma", { formsOfreumaIds: [71002] });
    expect(forms.json).toMatchObject({
      IsVolunteer: true,
      Step: "completed",
      AbilityIds: [102, 201],
      InterestIds: [7],
      FormsOfreumaIds: [71002],
    });
    const none = await vera.browser.post("/api/v1/Volunteer/SetInterests", { interestIds: [] });
    expect(none.status).toBe(400);
    expect(none.json.errors.interestIds).toEqual(["Kies minstens één onderwerp."]);
    expect((await vera.browser.get("/api/v1/Volunteer")).json.InterestIds).toEqual([7]);
  });
});

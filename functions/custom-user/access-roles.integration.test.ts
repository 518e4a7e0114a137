/** GET /api/v1/CustomUser/AccessRoles/{userId} through the real handler and test database. */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { loggedInParticipant } from "../_shared/test-support/participants";
import { Browser } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";

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

describe("GET /api/v1/CustomUser/AccessRoles/{userId}", () => {
  it("fails with 400 without a logged-in user (spec 001 §5)", async () => {
    const answer = await new Browser().get("/api/v1/CustomUser/AccessRoles/00000000-0000-4000-8000-000000000003");
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe("Je bent niet ingelogd. Log in om verder te gaan.");
  });

  it("answers Community Approved for a participant who accepted the terms, also in lower case", async () => {
    const anna = await loggedInParticipant(sink);
    const answer = await anna.browser.get(`/api/v1/CustomUser/AccessRoles/${anna.id}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ Community: "Approved" });
    expect((await anna.browser.get(`/api/v1/customuser/accessroles/${anna.id}`)).json).toEqual({
      Community: "Approved",
    });
  });

  it("answers Community None when the terms were never accepted", async () => {
    const anna = await loggedInParticipant(sink);
    await sql`update public.profiles set accepted_terms_at = null where id = ${anna.id}`;
    expect((await anna.browser.get(`/api/v1/CustomUser/AccessRoles/${anna.id}`)).json).toEqual({ Community: "None" });
  });

  it("refuses to tell someone else's roles (403)", async () => {
    const anna = await loggedInParticipant(sink);
    const bram = await loggedInParticipant(sink);
    expect((await anna.browser.get(`/api/v1/CustomUser/AccessRoles/${bram.id}`)).status).toBe(403);
  });
});

/** GET /api/v1/profiles/terms/{userId} through the real handlers and test database. */
import type { MailSink } from "../_shared/mail/sink";
import { loggedInParticipant } from "../_shared/test-support/participants";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { startTestMailSink } from "../_shared/test-support/mail";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("./profiles.mts"), require("../customprofile/customprofile.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;

beforeAll(async () => {
  sink = await startTestMailSink();
});

afterAll(async () => {
  await sink.stop();
});

const profile = { Gender: 0, BirthYear: null, Biography: "", Postcode: "", HouseNumber: null, Phase: null };

describe("GET /api/v1/profiles/terms/{userId}", () => {
  it("answers 401 without a session", async () => {
    const answer = await new Browser().get("/api/v1/profiles/terms/00000000-0000-4000-8000-000000000003");
    expect(answer.status).toBe(401);
  });

  it("answers an empty list for a profile without forms or interests", async () => {
    const anna = await loggedInParticipant(sink);
    const answer = await anna.browser.get(`/api/v1/profiles/terms/${anna.id}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ Terms: [] });
  });

  it("answers the interests as topic terms, and the forms of rheumatism only with consent", async () => {
    const anna = await loggedInParticipant(sink);
    const interestsOnly = await anna.browser.call("PUT", "/api/v1/customprofile", {
      body: { ...profile, RelationWithRheumatism: null, Forms: [], Interests: ["bewegen", "zorgverzekering"] },
    });
    expect(interestsOnly.status).toBe(200);
    expect((await anna.browser.get(`/api/v1/profiles/terms/${anna.id}`)).json).toEqual({
      Terms: [
        { TermNumber: 72003, Name: "Bewegen" },
        { TermNumber: 72010, Name: "Zorgverzekering" },
      ],
    });

    expect((await anna.browser.post("/api/v1/customprofile/add-consent", { location: "test" })).status).toBe(204);
    const withForms = await anna.browser.call("PUT", "/api/v1/customprofile", {
      body: { ...profile, RelationWithRheumatism: 70509, Forms: [71022], Interests: ["bewegen"] },
    });
    expect(withForms.status).toBe(200);
    expect((await anna.browser.get(`/api/v1/profiles/terms/${anna.id}`)).json).toEqual({
      Terms: [
        { TermNumber: 72003, Name: "Bewegen" },
        { TermNumber: 71022, Name: "Fibromyalgie" },
      ],
    });

    await anna.browser.call("DELETE", "/api/v1/customprofile/delete-consent");
    expect((await anna.browser.get(`/api/v1/profiles/terms/${anna.id}`)).json).toEqual({
      Terms: [{ TermNumber: 72003, Name: "Bewegen" }],
    });
  });

  it("refuses someone else's terms (403): forms are health data", async () => {
    const anna = await loggedInParticipant(sink);
    const bram = await loggedInParticipant(sink);
    expect((await anna.browser.get(`/api/v1/profiles/terms/${bram.id}`)).status).toBe(403);
  });
});

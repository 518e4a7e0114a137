/** GET /api/v1/CustomUser without a valid session. (The logged-in path is covered by the
 * authentication flow test.) */
import { Browser } from "../_shared/test-support/api";
import { SESSION_COOKIE } from "../_shared/http";

const UNAUTHORIZED = {
  status: 401,
  code: "Unauthorized",
  message: "Je bent niet ingelogd. Log in om verder te gaan.",
  errors: {},
};

describe("GET /api/v1/CustomUser", () => {
  // The session probe of every page: a visitor gets 204, not an error in the console (issue 23).
  it("answers an anonymous caller 204 without a body", async () => {
    const answer = await new Browser().get("/api/v1/CustomUser");
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
  });

  it("answers 204 to an unknown session token and clears the cookie", async () => {
    const browser = new Browser();
    browser.cookies.set(SESSION_COOKIE, "B".repeat(43));
    const answer = await browser.get("/api/v1/CustomUser");
    expect(answer.status).toBe(204);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("answers 204 to a malformed session cookie without touching the database", async () => {
    const browser = new Browser();
    browser.cookies.set(SESSION_COOKIE, "'; drop table app_private.sessions; --");
    const answer = await browser.get("/api/v1/CustomUser");
    expect(answer.status).toBe(204);
  });

  it("is reached in lower case too (the Netlify dev server lower-cases paths)", async () => {
    const answer = await new Browser().get("/api/v1/customuser/settings");
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(UNAUTHORIZED);
    expect((await new Browser().get("/api/v1/customuser")).status).toBe(204);
  });

  it("answers unknown paths under /CustomUser with a JSON 404", async () => {
    const answer = await new Browser().get("/api/v1/CustomUser/nothing-here");
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ status: 404, code: "NotFound", message: "Deze pagina bestaat niet." });
  });
});

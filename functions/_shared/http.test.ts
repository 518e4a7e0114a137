/** The shared HTTP layer without a database: anti-forgery first, validation, one error format. */
import { registerBodySchema } from "../../src/domain/auth";
import { ANTIFORGERY_COOKIE, antiforgeryTokenFor, newAntiforgeryCookieValue } from "./antiforgery";
import { clientIp, createApp, SESSION_COOKIE, sessionTokenOfCookieHeader } from "./http";
import { MAX_JSON_BODY_BYTES, validate } from "./validate";

const SECRET = "http-unit-test-secret-0123456789abcdef";
const handled = jest.fn();

function probeApp() {
  const app = createApp("/api/v1/Probe");
  app.post("/register", validate(registerBodySchema, "auth"), (c) => {
    handled(c.var.body);
    return c.json({ ok: true });
  });
  app.get("/boom", () => {
    throw new Error("secret internals: encrypted_password");
  });
  app.get("/ip", (c) => c.text(clientIp(c)));
  return app;
}

function post(body: string, token?: string, cookie?: string): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.RequestVerificationToken = token;
  if (cookie) headers.cookie = `${ANTIFORGERY_COOKIE}=${cookie}`;
  return new Request("http://localhost:8888/api/v1/Probe/register", { method: "POST", headers, body });
}

function signed(body: string): Request {
  const cookie = newAntiforgeryCookieValue();
  return post(body, antiforgeryTokenFor(cookie, undefined, SECRET), cookie);
}

const valid = JSON.stringify({
  Username: "Anna",
  Email: "Anna@Example.nl",
  Password: "Geheim123",
  AgeConfirmed: true,
  TermsAccepted: true,
});

beforeEach(() => {
  process.env.APP_SECRET = SECRET;
  handled.mockClear();
});

describe("createApp", () => {
  it("refuses a POST without the anti-forgery token before the route runs", async () => {
    const response = await probeApp().fetch(post(valid));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: 403,
      code: "Antiforgery",
      message: "Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.",
      errors: {},
    });
    expect(handled).not.toHaveBeenCalled();
  });

  it("passes a signed POST with the parsed, normalised body", async () => {
    const response = await probeApp().fetch(signed(valid));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(handled).toHaveBeenCalledWith({
      Username: "Anna",
      Email: "anna@example.nl",
      Password: "Geheim123",
      MarketingEmails: false,
      Role: "participant",
      AgeConfirmed: true,
      TermsAccepted: true,
    });
  });

  it("answers schema errors in Dutch per field", async () => {
    const response = await probeApp().fetch(
      signed(JSON.stringify({ Username: "a_", Email: "geen-adres", Password: "kort", Role: "admin" })),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("ValidationFailed");
    expect(body.errors.Username).toContain("De gebruikersnaam moet minimaal 3 tekens bevatten");
    expect(body.errors.Email).toEqual(["Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl"]);
    expect(body.errors.Password[0]).toBe(
      "Het wachtwoord moet minimaal 8 tekens bevatten, met minimaal 1 hoofdletter, 1 kleine letter en 1 cijfer",
    );
    expect(body.errors.Role).toEqual(["Deze rol bestaat niet"]);
    expect(handled).not.toHaveBeenCalled();
  });

  it.each([["{oops"], ["[1,2]"], ["null"], ['"text"'], [""]])("refuses the body %p as InvalidBody", async (raw) => {
    const response = await probeApp().fetch(signed(raw));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("InvalidBody");
  });

  it("refuses a body over the size limit as too large, in Dutch, whatever its length header says", async () => {
    const tooLarge = {
      status: 413,
      code: "PayloadTooLarge",
      message: "Wat je verstuurt is te groot. Maak het kleiner en probeer het opnieuw.",
      errors: {},
    };
    const response = await probeApp().fetch(signed(JSON.stringify({ Username: "x".repeat(MAX_JSON_BODY_BYTES) })));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
    // 10 MB, as a browser sends it (with its length): refused before it is read.
    const tenMegabytes = JSON.stringify({ Username: "x".repeat(10 * 1024 * 1024) });
    const declared = signed(tenMegabytes);
    declared.headers.set("content-length", String(Buffer.byteLength(tenMegabytes)));
    const big = await probeApp().fetch(declared);
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual(tooLarge);
    expect(handled).not.toHaveBeenCalled();
  });

  it("answers an unexpected error with 500 and the Dutch server text only", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await probeApp().fetch(new Request("http://localhost:8888/api/v1/probe/boom"));
    spy.mockRestore();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      status: 500,
      code: "ServerError",
      message: "Er was een probleem met de server.",
      errors: {},
    });
    expect(text).not.toContain("encrypted_password");
  });

  it("matches the base path in any letter case and keeps the rest as sent", async () => {
    const app = probeApp();
    app.get("/Echo/:Name", (c) => c.text(c.req.param("Name")));
    const response = await app.fetch(new Request("http://localhost:8888/api/v1/probe/Echo/MixedCase"));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("MixedCase");
    expect((await app.fetch(new Request("http://localhost:8888/api/v1/probe/echo/x"))).status).toBe(404);
  });

  it("answers unknown paths with the JSON 404", async () => {
    const response = await probeApp().fetch(new Request("http://localhost:8888/api/v1/probe/nope"));
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe("NotFound");
  });

  it("takes the client IP from Netlify's context, else from its header", async () => {
    const app = probeApp();
    const viaContext = await app.fetch(new Request("http://localhost:8888/api/v1/probe/ip"), {
      context: { ip: "192.0.2.1" },
    });
    expect(await viaContext.text()).toBe("192.0.2.1");
    const viaHeader = await app.fetch(
      new Request("http://localhost:8888/api/v1/probe/ip", { headers: { "x-nf-client-connection-ip": "192.0.2.2" } }),
      {},
    );
    expect(await viaHeader.text()).toBe("192.0.2.2");
  });
});

describe("the session token of a raw Cookie header", () => {
  it("reads the session cookie among others, decoded, and nothing without one", () => {
    expect(sessionTokenOfCookieHeader(`${ANTIFORGERY_COOKIE}=x; ${SESSION_COOKIE}=abc%2Bdef; other=1`)).toBe("abc+def");
    expect(sessionTokenOfCookieHeader(`${ANTIFORGERY_COOKIE}=x`)).toBeUndefined();
    expect(sessionTokenOfCookieHeader(null)).toBeUndefined();
  });
});

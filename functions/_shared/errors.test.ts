import {
  AntiforgeryFailed,
  Conflict,
  Invalid,
  InvalidBody,
  NotFound,
  RateLimited,
  textOf,
  toErrorAnswer,
  Unauthorized,
} from "./errors";

describe("the error mapper", () => {
  it("answers a validation error with the Dutch texts per body field, the first one as message", () => {
    const answer = toErrorAnswer(new Invalid({ Username: ["auth:username.taken"], Email: ["auth:email.taken"] }));
    expect(answer).toEqual({
      status: 400,
      headers: {},
      body: {
        status: 400,
        code: "ValidationFailed",
        message: "Deze gebruikersnaam is al in gebruik, kies een andere gebruikersnaam.",
        errors: {
          Username: ["Deze gebruikersnaam is al in gebruik, kies een andere gebruikersnaam."],
          Email: ["Dit e-mailadres is al in gebruik"],
        },
      },
    });
  });

  it("keeps a chosen code and message", () => {
    const answer = toErrorAnswer(new Invalid({ Password: ["auth:login.invalid"] }, { code: "InvalidCredentials" }));
    expect(answer.body).toEqual({
      status: 400,
      code: "InvalidCredentials",
      message: "De combinatie tussen dit e-mailadres en wachtwoord bestaat niet",
      errors: { Password: ["De combinatie tussen dit e-mailadres en wachtwoord bestaat niet"] },
    });
  });

  it.each([
    [new InvalidBody(), 400, "InvalidBody", "De gegevens zijn niet volledig of niet juist ingevuld."],
    [new Unauthorized(), 401, "Unauthorized", "Je bent niet ingelogd. Log in om verder te gaan."],
    [
      new AntiforgeryFailed(),
      403,
      "Antiforgery",
      "Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.",
    ],
    [new NotFound(), 404, "NotFound", "Deze pagina bestaat niet."],
    [
      new Conflict("AlreadyVerified", "auth:resend.alreadyVerified"),
      409,
      "AlreadyVerified",
      "Dit e-mailadres is al geverifieerd. Je kunt inloggen.",
    ],
  ])("maps %p to its status, code and Dutch text", (error, status, code, message) => {
    expect(toErrorAnswer(error).body).toEqual({ status, code, message, errors: {} });
  });

  it("maps an error thrown by a second copy of this module (ESM entry, CommonJS shared code)", () => {
    let OtherNotFound: typeof NotFound | undefined;
    jest.isolateModules(() => {
      OtherNotFound = (jest.requireActual("./errors") as typeof import("./errors")).NotFound;
    });
    expect(OtherNotFound).not.toBe(NotFound);
    const answer = toErrorAnswer(new OtherNotFound!(), () => undefined);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe("NotFound");
  });

  it("adds Retry-After to 429", () => {
    const answer = toErrorAnswer(new RateLimited(61.2));
    expect(answer.status).toBe(429);
    expect(answer.headers).toEqual({ "Retry-After": "62" });
    expect(answer.body.message).toBe(
      "Je hebt het te vaak achter elkaar geprobeerd. Wacht een paar minuten en probeer het dan opnieuw.",
    );
  });

  it("answers any other error with 500 and the server text, never the error itself", () => {
    const logged: unknown[] = [];
    const secret = new Error(
      'duplicate key value violates unique constraint "users_email_partial_key" (encrypted_password)',
    );
    const answer = toErrorAnswer(secret, (_, error) => logged.push(error));
    expect(answer).toEqual({
      status: 500,
      headers: {},
      body: { status: 500, code: "ServerError", message: "Er was een probleem met de server.", errors: {} },
    });
    expect(JSON.stringify(answer)).not.toContain("encrypted_password");
    expect(logged).toEqual([secret]);
  });

  it("never shows an i18n key: unknown keys become the generic invalid-input text", () => {
    expect(textOf("auth:no.such.key")).toBe("De gegevens zijn niet volledig of niet juist ingevuld.");
    expect(textOf("auth:Invalid input: expected boolean")).toBe(
      "De gegevens zijn niet volledig of niet juist ingevuld.",
    );
    expect(textOf("errors:unauthorized")).toBe("Je bent niet ingelogd. Log in om verder te gaan.");
  });
});

/**
 * /api/v1/authentication/* and /api/v1/CustomUser through the real handlers, against the real test
 * database (PGlite, or PostgreSQL 15 with TEST_DATABASE_URL) and real mail over SMTP.
 */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { STRONG_PASSWORD, verifiedAccount as verifiedTestAccount } from "../_shared/test-support/accounts";
import { answersSeen, Browser, cookieAttributes, SECRET_MARKERS } from "../_shared/test-support/api";
import { insertAuthUser, testSql, unique } from "../_shared/test-support/database";
import { activationOf, mailsTo, mailTo, startTestMailSink } from "../_shared/test-support/mail";
import { DEVICE_COOKIE, SESSION_COOKIE } from "../_shared/http";
import { holdTheClock } from "../_shared/test-support/clock";

const PASSWORD = STRONG_PASSWORD;
const TEXT = {
  usernameRequired: "Je hebt nog geen gebruikersnaam ingevuld",
  usernameTooShort: "De gebruikersnaam moet minimaal 3 tekens bevatten",
  usernameTooLong: "De gebruikersnaam mag niet langer dan 20 tekens zijn",
  usernameInvalid: "De gebruikersnaam mag alleen cijfers en letters bevatten",
  usernameTaken: "Deze gebruikersnaam is al in gebruik, kies een andere gebruikersnaam.",
  emailTaken: "Dit e-mailadres is al in gebruik",
  passwordRule:
    "Het wachtwoord moet minimaal 8 tekens bevatten, met minimaal 1 hoofdletter, 1 kleine letter en 1 cijfer",
  loginInvalid: "De combinatie tussen dit e-mailadres en wachtwoord bestaat niet",
  unverified: "Dit e-mailadres is nog niet geverifieerd",
  activationFailed:
    "Deze link werkt niet. Probeer het over 5 minuten opnieuw. Lukt het dan nog niet? Neem dan contact met ons op.",
  resendUnknown: "We kennen dit e-mailadres niet. Wil je je registreren?",
  resendVerified: "Dit e-mailadres is al geverifieerd. Je kunt inloggen.",
  unauthorized: "Je bent niet ingelogd. Log in om verder te gaan.",
  rateLimited: "Je hebt het te vaak achter elkaar geprobeerd. Wacht een paar minuten en probeer het dan opnieuw.",
  invalidBody: "De gegevens zijn niet volledig of niet juist ingevuld.",
  ageRequired: "Je moet 16 jaar of ouder zijn om mee te doen",
  termsRequired: "Ga akkoord met de gebruiksvoorwaarden en de huisregels om je te registreren",
  passwordWeak:
    "Dit wachtwoord is te makkelijk te raden of komt voor in lijsten van gelekte wachtwoorden. Kies een langer wachtwoord, bijvoorbeeld een paar woorden met een cijfer.",
};

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

function newAccount(): {
  Username: string;
  Email: string;
  Password: string;
  MarketingEmails: boolean;
  Role: "participant";
  AgeConfirmed?: boolean;
  TermsAccepted?: boolean;
} {
  const id = unique();
  return {
    Username: `Lid${id}`,
    Email: `lid.${id}@example.nl`,
    Password: PASSWORD,
    MarketingEmails: false,
    Role: "participant",
    AgeConfirmed: true,
    TermsAccepted: true,
  };
}

async function register(browser: Browser, account: ReturnType<typeof newAccount>) {
  return browser.post("/api/v1/authentication/register", account);
}

/** Registers and activates through the mailed link (test-support/accounts.ts); answers the account. */
const verifiedAccount = (browser: Browser) => verifiedTestAccount(sink, browser);

describe("registration", () => {
  const browser = new Browser();

  it.each([
    ["a too-short username", "ab", TEXT.usernameTooShort],
    ["a username with _", "anna_b", TEXT.usernameInvalid],
    ["a 21-character username", "a".repeat(21), TEXT.usernameTooLong],
    ["an empty username", "", TEXT.usernameRequired],
  ])("refuses %s with the spec's message", async (_, username, text) => {
    const answer = await register(browser, { ...newAccount(), Username: username });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ status: 400, code: "ValidationFailed", message: text });
    expect(answer.json.errors.Username[0]).toBe(text);
  });

  it("refuses a password without an uppercase letter", async () => {
    const answer = await register(browser, { ...newAccount(), Password: "geheim123" });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ Password: [TEXT.passwordRule] });
  });

  it.each(["Password1", "Welkom2024", "Geheim123"])(
    "refuses the common or easily guessed password %s in Dutch",
    async (password) => {
      const answer = await register(browser, { ...newAccount(), Password: password });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({
        code: "WeakPassword",
        message: TEXT.passwordWeak,
        errors: { Password: [TEXT.passwordWeak] },
      });
    },
  );

  it("requires the age and terms checkboxes, with the form's Dutch texts at the fields, and creates nothing", async () => {
    const { AgeConfirmed: _age, TermsAccepted: _terms, ...withoutBoxes } = newAccount();
    const fresh = new Browser(); // its own address: the registration limit counts per IP
    const missing = await fresh.post("/api/v1/authentication/register", withoutBoxes);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      code: "ValidationFailed",
      errors: { AgeConfirmed: [TEXT.ageRequired], TermsAccepted: [TEXT.termsRequired] },
    });
    const refused = await register(fresh, { ...newAccount(), AgeConfirmed: false, TermsAccepted: true });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      status: 400,
      code: "ValidationFailed",
      message: TEXT.ageRequired,
      errors: { AgeConfirmed: [TEXT.ageRequired] },
    });
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from auth.users where email = ${withoutBoxes.Email}`;
    expect(row!.n).toBe(0);
  });

  it("keeps a record of both consents with the moment they were given, readable only by the account itself", async () => {
    const account = newAccount();
    const before = Date.now();
    const answer = await register(new Browser(), account);
    expect(answer.status).toBe(200);
    const consents = await sql<{ consent: string; givenAt: Date }[]>`
      select consent, given_at as "givenAt" from public.registration_consents where user_id = ${answer.json.Id} order by consent`;
    expect(consents.map((row) => row.consent)).toEqual(["age_16_or_older", "terms_and_house_rules"]);
    for (const row of consents) expect(row.givenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const other = await insertAuthUser(sql, { username: `Ander${unique()}`.slice(0, 20) });
    const readAs = (userId: string) =>
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: userId, role: "authenticated" })}, true)`;
        return tx`select consent from public.registration_consents where user_id = ${answer.json.Id}`;
      });
    expect(await readAs(answer.json.Id)).toHaveLength(2);
    expect(await readAs(other)).toHaveLength(0);
  });

  it("refuses a body that is not JSON", async () => {
    const answer = await browser.call("POST", "/api/v1/authentication/register", { rawBody: "{not json" });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ status: 400, code: "InvalidBody", message: TEXT.invalidBody, errors: {} });
  });

  it("creates the account, answers only Id and Username, and mails a Dutch verification link", async () => {
    const account = {
      ...newAccount(),
      Email: `Nieuw.${unique()}@Example.nl`,
      MarketingEmails: true,
      Role: "volunteer" as const,
    };
    const answer = await browser.post("/api/v1/authentication/register", account);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual(["Id", "Username"]);
    expect(answer.json.Username).toBe(account.Username);

    const mail = await mailTo(sink, account.Email.toLowerCase());
    expect(mail.subject).toBe("Bevestig je e-mailadres voor ReumaNL");
    expect(mail.text).toContain(`Hallo ${account.Username},`);
    const { link, email, token } = activationOf(mail);
    expect(link.startsWith("http://localhost:8888/account/activate?email=")).toBe(true);
    expect(email).toBe(account.Email.toLowerCase());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The account of the volunteer sign-up: activating leads on to the sign-up steps.
    expect(new URL(link).searchParams.get("next")).toBe("volunteer");
    expect(mail.html).toContain('<html lang="nl">');

    const [profile] = await sql`
      select p.username, p.role, p.is_volunteer, p.marketing_emails, p.accepted_terms_at,
             u.email, u.encrypted_password, u.confirmation_token, u.email_confirmed_at
      from public.profiles p join auth.users u on u.id = p.id
      where p.id = ${answer.json.Id}`;
    expect(profile).toMatchObject({
      username: account.Username,
      role: "volunteer",
      is_volunteer: false,
      marketing_emails: true,
    });
    expect(profile!.accepted_terms_at).not.toBeNull();
    expect(profile!.email).toBe(account.Email.toLowerCase());
    expect(profile!.encrypted_password).toMatch(/^\$argon2id\$/);
    expect(profile!.email_confirmed_at).toBeNull();
    // only the token's SHA-256 is stored
    expect(profile!.confirmation_token).toMatch(/^[0-9a-f]{64}$/);
    expect(profile!.confirmation_token).not.toContain(token);
  });

  it("refuses a taken username, whatever its case", async () => {
    const first = newAccount();
    expect((await register(browser, first)).status).toBe(200);
    const answer = await register(browser, { ...newAccount(), Username: first.Username.toUpperCase() });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      code: "ValidationFailed",
      message: TEXT.usernameTaken,
      errors: { Username: [TEXT.usernameTaken] },
    });
  });

  it("refuses a taken e-mail address, whatever its case", async () => {
    const first = newAccount();
    expect((await register(browser, first)).status).toBe(200);
    const answer = await register(browser, { ...newAccount(), Email: first.Email.toUpperCase() });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ message: TEXT.emailTaken, errors: { Email: [TEXT.emailTaken] } });
    const [{ count }] =
      (await sql`select count(*)::int as count from auth.users where email = ${first.Email}`) as unknown as [
        { count: number },
      ];
    expect(count).toBe(1);
  });

  it("names both fields when username and e-mail are taken", async () => {
    const first = newAccount();
    expect((await register(browser, first)).status).toBe(200);
    const answer = await register(browser, { ...first });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ Username: [TEXT.usernameTaken], Email: [TEXT.emailTaken] });
  });
});

describe("verification, login, current user and logout", () => {
  it("refuses login before the e-mail is verified, then logs in after activation with the mailed token", async () => {
    const browser = new Browser();
    const account = newAccount();
    const registered = await register(browser, account);
    expect(registered.status).toBe(200);

    const early = await browser.post("/api/v1/authentication/login", { Email: account.Email, Password: PASSWORD });
    expect(early.status).toBe(400);
    expect(early.json).toMatchObject({
      code: "EmailNotVerified",
      message: TEXT.unverified,
      errors: { Email: [TEXT.unverified] },
    });
    expect(early.setCookies).toEqual([]);

    // a wrong password on an unverified account does not reveal that it exists
    const wrongEarly = await browser.post("/api/v1/authentication/login", {
      Email: account.Email,
      Password: "Verkeerd123",
    });
    expect(wrongEarly.json).toMatchObject({ code: "InvalidCredentials", message: TEXT.loginInvalid });

    const { email, token } = activationOf(await mailTo(sink, account.Email));
    const badToken = await browser.post("/api/v1/authentication/activate", {
      Email: email,
      ActivationToken: "x".repeat(43),
    });
    expect(badToken.status).toBe(400);
    expect(badToken.json).toMatchObject({ code: "ActivationFailed", message: TEXT.activationFailed });

    const activated = await browser.post("/api/v1/authentication/activate", { Email: email, ActivationToken: token });
    expect(activated.status).toBe(204);
    expect(activated.text).toBe("");
    // the link opened twice still succeeds
    expect(
      (await browser.post("/api/v1/authentication/activate", { Email: email, ActivationToken: token })).status,
    ).toBe(204);

    const wrong = await browser.post("/api/v1/authentication/login", { Email: account.Email, Password: "Verkeerd123" });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      status: 400,
      code: "InvalidCredentials",
      message: TEXT.loginInvalid,
      errors: { Password: [TEXT.loginInvalid] },
    });

    const login = await browser.post("/api/v1/authentication/login", {
      Email: account.Email.toUpperCase(),
      Password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.json).toEqual({ Id: registered.json.Id, Username: account.Username, IsVolunteer: false });
    const cookieLine = login.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(cookieLine).toBeDefined();
    const attributes = cookieAttributes(cookieLine!);
    expect(attributes).toMatchObject({ httponly: true, secure: true, samesite: "Lax", path: "/" });
    // Without "Blijf ingelogd" the cookie ends with the browser (decision 320).
    expect(attributes["max-age"]).toBeUndefined();

    const sessionToken = browser.cookies.get(SESSION_COOKIE)!;
    const [stored] = await sql`select token_hash from app_private.sessions where user_id = ${registered.json.Id}`;
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toBe(sessionToken);

    const me = await browser.get("/api/v1/CustomUser");
    expect(me.status).toBe(200);
    expect(me.json).toEqual({
      Id: registered.json.Id,
      Username: account.Username,
      IsVolunteer: false,
      IsModerator: false,
      MemberSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      TextSize: null,
    });
    // Made just now: the homepage welcomes this new member with first steps.
    expect(Date.now() - Date.parse(me.json.MemberSince)).toBeLessThan(60_000);

    const stolen = new Browser();
    stolen.cookies.set(SESSION_COOKIE, sessionToken);

    const logout = await browser.post("/api/v1/authentication/logout");
    expect(logout.status).toBe(204);
    const cleared = cookieAttributes(logout.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))!);
    expect(cleared["max-age"]).toBe("0");
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    const rows = await sql`select 1 from app_private.sessions where user_id = ${registered.json.Id}`;
    expect(rows).toHaveLength(0);

    // The stolen cookie no longer makes anyone the current user: the session probe answers as to a
    // visitor (204, decision 233) and a call that needs a session is refused.
    const after = await stolen.get("/api/v1/CustomUser");
    expect(after.status).toBe(204);
    const refused = await stolen.get("/api/v1/CustomUser/settings");
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ code: "Unauthorized", message: TEXT.unauthorized });
  });

  it("gives a new session token at every login and ends the browser's previous session", async () => {
    const browser = new Browser();
    const account = await verifiedAccount(browser);
    expect(
      (await browser.post("/api/v1/authentication/login", { Email: account.Email, Password: PASSWORD })).status,
    ).toBe(200);
    const first = browser.cookies.get(SESSION_COOKIE)!;
    expect(
      (await browser.post("/api/v1/authentication/login", { Email: account.Email, Password: PASSWORD })).status,
    ).toBe(200);
    const second = browser.cookies.get(SESSION_COOKIE)!;
    expect(second).not.toBe(first);
    const old = new Browser();
    old.cookies.set(SESSION_COOKIE, first);
    expect((await old.get("/api/v1/CustomUser")).status).toBe(204);
    expect((await browser.get("/api/v1/CustomUser")).status).toBe(200);
  });

  it("refuses an unknown e-mail address with the same message as a wrong password", async () => {
    const browser = new Browser();
    const answer = await browser.post("/api/v1/authentication/login", {
      Email: `niemand.${unique()}@example.nl`,
      Password: PASSWORD,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: "InvalidCredentials", message: TEXT.loginInvalid });
  });

  it("refuses an activation token older than 24 hours", async () => {
    const browser = new Browser();
    const account = newAccount();
    expect((await register(browser, account)).status).toBe(200);
    const { email, token } = activationOf(await mailTo(sink, account.Email));
    await sql`update auth.users set confirmation_sent_at = now() - interval '25 hours' where email = ${account.Email}`;
    const answer = await browser.post("/api/v1/authentication/activate", { Email: email, ActivationToken: token });
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe("ActivationFailed");
  });

  it("logout without a session still answers 204", async () => {
    const answer = await new Browser().post("/api/v1/authentication/logout");
    expect(answer.status).toBe(204);
  });
});

describe("no account enumeration", () => {
  it("answers a wrong activation token alike for a confirmed, an unconfirmed and an unknown address", async () => {
    const confirmed = await verifiedAccount(new Browser());
    const unconfirmed = newAccount();
    expect((await register(new Browser(), unconfirmed)).status).toBe(200);
    const wrong = "x".repeat(43);
    const answers = [];
    for (const email of [confirmed.Email, unconfirmed.Email, `niemand.${unique()}@example.nl`]) {
      const answer = await new Browser().post("/api/v1/authentication/activate", {
        Email: email,
        ActivationToken: wrong,
      });
      answers.push({ status: answer.status, body: answer.json });
    }
    expect(answers[0]).toEqual({
      status: 400,
      body: expect.objectContaining({ code: "ActivationFailed", message: TEXT.activationFailed }),
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("limits registrations per IP to 10 an hour, whatever the addresses", async () => {
    const browser = new Browser();
    for (let i = 0; i < 10; i += 1) {
      // A common password: refused after the limit is counted, without the cost of an account.
      const answer = await register(browser, { ...newAccount(), Password: "Welkom123" });
      expect(answer.status).toBe(400);
    }
    const eleventh = await register(browser, newAccount());
    expect(eleventh.status).toBe(429);
    expect(eleventh.json.message).toBe(TEXT.rateLimited);
  });

  it("limits resending the activation mail per IP to 10 an hour, whatever the addresses", async () => {
    const browser = new Browser();
    for (let i = 0; i < 10; i += 1) {
      const answer = await browser.post("/api/v1/authentication/resend-activation-email", {
        Email: `onbekend.${unique()}@example.nl`,
      });
      expect(answer.status).toBe(404);
    }
    const eleventh = await browser.post("/api/v1/authentication/resend-activation-email", {
      Email: `onbekend.${unique()}@example.nl`,
    });
    expect(eleventh.status).toBe(429);
  });
});

describe("resend-activation-email", () => {
  it("answers 404 UnknownEmail for an address nobody registered", async () => {
    const answer = await new Browser().post("/api/v1/authentication/resend-activation-email", {
      Email: `onbekend.${unique()}@example.nl`,
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({
      code: "UnknownEmail",
      message: TEXT.resendUnknown,
      errors: { Email: [TEXT.resendUnknown] },
    });
  });

  it("answers 409 AlreadyVerified for a verified address", async () => {
    const browser = new Browser();
    const account = await verifiedAccount(browser);
    const answer = await browser.post("/api/v1/authentication/resend-activation-email", { Email: account.Email });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: "AlreadyVerified", message: TEXT.resendVerified });
  });

  it("mails a new link; the old link stops working and the new one activates", async () => {
    const browser = new Browser();
    const account = newAccount();
    expect((await register(browser, account)).status).toBe(200);
    const first = activationOf(await mailTo(sink, account.Email));

    const resent = await browser.post("/api/v1/authentication/resend-activation-email", { Email: account.Email });
    expect(resent.status).toBe(204);
    const mails = mailsTo(sink, account.Email);
    expect(mails).toHaveLength(2);
    const second = activationOf(mails[0]!);
    expect(second.token).not.toBe(first.token);

    const old = await browser.post("/api/v1/authentication/activate", {
      Email: account.Email,
      ActivationToken: first.token,
    });
    expect(old.status).toBe(400);
    const fresh = await browser.post("/api/v1/authentication/activate", {
      Email: account.Email,
      ActivationToken: second.token,
    });
    expect(fresh.status).toBe(204);
    const login = await browser.post("/api/v1/authentication/login", { Email: account.Email, Password: PASSWORD });
    expect(login.status).toBe(200);
    // A participant's link leads nowhere else.
    expect(new URL(second.link).searchParams.get("next")).toBeNull();
  });

  it("keeps leading the volunteer sign-up's account on to the sign-up steps", async () => {
    const browser = new Browser();
    const account = { ...newAccount(), Role: "volunteer" as const };
    expect((await browser.post("/api/v1/authentication/register", account)).status).toBe(200);
    await mailTo(sink, account.Email);
    expect(
      (await browser.post("/api/v1/authentication/resend-activation-email", { Email: account.Email })).status,
    ).toBe(204);
    const resent = activationOf(mailsTo(sink, account.Email)[0]!);
    expect(new URL(resent.link).searchParams.get("next")).toBe("volunteer");
  });
});

describe("session lengths (ASVS 4.0 L2 3.3.2, decision 320)", () => {
  const lengthsOf = async (userId: string) => {
    const [row] = await sql`
      select extract(epoch from idle_expires_at - created_at)::int as idle, extract(epoch from absolute_expires_at - created_at)::int as absolute, stay_logged_in
      from app_private.sessions where user_id = ${userId}`;
    return row!;
  };

  it("ends a session after 30 minutes without use and 12 hours after login by default, in a cookie that ends with the browser", async () => {
    const browser = new Browser();
    const account = await verifiedAccount(browser);
    const login = await browser.post("/api/v1/authentication/login", { Email: account.Email, Password: PASSWORD });
    expect(login.status).toBe(200);
    const attributes = cookieAttributes(login.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))!);
    expect(attributes["max-age"]).toBeUndefined();
    expect(attributes.expires).toBeUndefined();
    const row = await lengthsOf(account.Id);
    expect(row.stay_logged_in).toBe(false);
    expect(Math.abs(row.idle - 30 * 60)).toBeLessThanOrEqual(2);
    expect(Math.abs(row.absolute - 12 * 3600)).toBeLessThanOrEqual(2);

    // 31 minutes later without use: the session is over, and the page's check sends the browser to
    // the login page (GET /CustomUser answers as to a visitor, spec 000 §6).
    await sql`update app_private.sessions set idle_expires_at = now() - interval '1 minute', last_seen_at = now() - interval '31 minutes' where user_id = ${account.Id}`;
    expect((await browser.get("/api/v1/CustomUser")).status).toBe(204);
    const refused = await browser.get("/api/v1/CustomUser/settings");
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ code: "Unauthorized", message: TEXT.unauthorized });
  });

  it("gives a member who ticks 'Blijf ingelogd' 7 days without use and 30 days, in a cookie kept for 30 days", async () => {
    const browser = new Browser();
    const account = await verifiedAccount(browser);
    const login = await browser.post("/api/v1/authentication/login", {
      Email: account.Email,
      Password: PASSWORD,
      StayLoggedIn: true,
    });
    expect(login.status).toBe(200);
    const attributes = cookieAttributes(login.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))!);
    expect(Number(attributes["max-age"])).toBe(30 * 24 * 3600);
    const row = await lengthsOf(account.Id);
    expect(row.stay_logged_in).toBe(true);
    expect(Math.abs(row.idle - 7 * 24 * 3600)).toBeLessThanOrEqual(2);
    expect(Math.abs(row.absolute - 30 * 24 * 3600)).toBeLessThanOrEqual(2);
  });

  it("refuses a 'Blijf ingelogd' that is not true or false", async () => {
    const answer = await new Browser().post("/api/v1/authentication/login", {
      Email: "iemand@example.nl",
      Password: PASSWORD,
      StayLoggedIn: "ja",
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: "ValidationFailed", message: TEXT.invalidBody });
  });
});

describe("rate limits", () => {
  it("answers 429 after 10 login attempts for one e-mail address from one IP within 15 minutes", async () => {
    const email = `doelwit.${unique()}@example.nl`;
    const attacker = new Browser();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await attacker.post("/api/v1/authentication/login", { Email: email, Password: "Verkeerd123" });
      expect(answer.status).toBe(400);
    }
    const blocked = await attacker.post("/api/v1/authentication/login", { Email: email, Password: "Verkeerd123" });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ status: 429, code: "RateLimited", message: TEXT.rateLimited });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);

    const [row] = await sql`select count(*)::int as n from app_private.rate_limits where subject like ${`%${email}%`}`;
    expect(row!.n).toBe(0); // stored as an HMAC, never the address itself
  });

  it("does not lock the owner out: wrong passwords from one IP leave a login from another IP working", async () => {
    const owner = new Browser();
    const account = await verifiedAccount(owner);
    const attacker = new Browser();
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      await attacker.post("/api/v1/authentication/login", { Email: account.Email, Password: "Verkeerd123" });
    }
    expect(
      (await attacker.post("/api/v1/authentication/login", { Email: account.Email, Password: account.Password }))
        .status,
    ).toBe(429);
    const login = await owner.post("/api/v1/authentication/login", {
      Email: account.Email,
      Password: account.Password,
    });
    expect(login.status).toBe(200);
  }, 60_000);

  /**
   * 50 wrong passwords for `email` from 5 addresses, 10 each (as issue 35, row 6). The owner's own
   * login counted on the address too, so the last may already be refused.
   */
  async function fiftyWrongFromFiveAddresses(email: string): Promise<void> {
    for (let address = 0; address < 5; address += 1) {
      const attacker = new Browser();
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect([400, 429]).toContain(
          (await attacker.post("/api/v1/authentication/login", { Email: email, Password: "Verkeerd123" })).status,
        );
      }
    }
  }

  it("lets the owner's known device log in after 50 wrong passwords from 5 addresses, while strangers stay locked out", async () => {
    holdTheClock(); // the 52 attempts fall in one 15-minute window
    try {
      const owner = new Browser();
      const account = await verifiedAccount(owner);
      expect(
        (await owner.post("/api/v1/authentication/login", { Email: account.Email, Password: PASSWORD })).status,
      ).toBe(200);
      await owner.post("/api/v1/authentication/logout");

      await fiftyWrongFromFiveAddresses(account.Email);

      // Anyone else, even with the right password, waits for the window to end.
      const stranger = await new Browser().post("/api/v1/authentication/login", {
        Email: account.Email,
        Password: PASSWORD,
      });
      expect(stranger.status).toBe(429);
      expect(stranger.json).toMatchObject({ code: "RateLimited", message: TEXT.rateLimited });

      // The browser where the owner logged in before still logs in.
      const known = await owner.post("/api/v1/authentication/login", { Email: account.Email, Password: PASSWORD });
      expect(known.status).toBe(200);
      expect(known.json).toMatchObject({ Id: account.Id, Username: account.Username });
      const device = cookieAttributes(known.setCookies.find((line) => line.startsWith(`${DEVICE_COOKIE}=`))!);
      expect(device).toMatchObject({
        httponly: true,
        secure: true,
        samesite: "Strict",
        path: "/",
        "max-age": String(180 * 24 * 3600),
      });
      expect(owner.cookies.get(DEVICE_COOKIE)).not.toContain(account.Email);

      // A device token is no key to another address, nor a forged or copied one with another address.
      const other = await verifiedAccount(new Browser());
      await fiftyWrongFromFiveAddresses(other.Email);
      const borrowed = await owner.post("/api/v1/authentication/login", { Email: other.Email, Password: PASSWORD });
      expect(borrowed.status).toBe(429);
      const forged = new Browser();
      forged.cookies.set(
        DEVICE_COOKIE,
        owner.cookies.get(DEVICE_COOKIE)!.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      );
      expect(
        (await forged.post("/api/v1/authentication/login", { Email: account.Email, Password: PASSWORD })).status,
      ).toBe(429);
    } finally {
      jest.useRealTimers();
    }
  }, 300_000);

  it("locks a known device on its own after 10 wrong passwords in 15 minutes (a stolen device token gives few guesses), without locking the address", async () => {
    holdTheClock();
    try {
      const owner = new Browser();
      const account = await verifiedAccount(owner);
      expect(
        (await owner.post("/api/v1/authentication/login", { Email: account.Email, Password: PASSWORD })).status,
      ).toBe(200);
      const thief = new Browser();
      thief.cookies.set(DEVICE_COOKIE, owner.cookies.get(DEVICE_COOKIE)!);
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect(
          (await thief.post("/api/v1/authentication/login", { Email: account.Email, Password: "Verkeerd123" })).status,
        ).toBe(400);
      }
      expect(
        (await thief.post("/api/v1/authentication/login", { Email: account.Email, Password: "Verkeerd123" })).status,
      ).toBe(429);
      expect(
        (await owner.post("/api/v1/authentication/login", { Email: account.Email, Password: PASSWORD })).status,
      ).toBe(429);
      // The owner's other browsers (without the token) are not locked by it.
      expect(
        (await new Browser().post("/api/v1/authentication/login", { Email: account.Email, Password: PASSWORD })).status,
      ).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  }, 120_000);

  it("still stops guessing spread over many IPs, at 50 attempts per address within 15 minutes", async () => {
    const email = `verspreid.${unique()}@example.nl`;
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      expect(
        (await new Browser().post("/api/v1/authentication/login", { Email: email, Password: "Verkeerd123" })).status,
      ).toBe(400);
    }
    expect(
      (await new Browser().post("/api/v1/authentication/login", { Email: email, Password: "Verkeerd123" })).status,
    ).toBe(429);
  }, 120_000);
});

describe("answers", () => {
  it("never contain a password hash, a token hash or a stored confirmation token", () => {
    expect(answersSeen.length).toBeGreaterThan(20);
    for (const answer of answersSeen) {
      for (const marker of SECRET_MARKERS) expect(answer).not.toContain(marker);
    }
  });

  it("are never cached", () => {
    // every answer above went through createApp's no-store middleware
    for (const answer of answersSeen) expect(answer.toLowerCase()).toContain("cache-control: no-store");
  });
});

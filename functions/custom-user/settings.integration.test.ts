/**
 * The account settings calls of /api/v1/CustomUser and /api/v1/affiliates through the real
 * handlers, the test database and real mail.
 */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { loggedInAccount, STRONG_PASSWORD } from "../_shared/test-support/accounts";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { testSql, unique } from "../_shared/test-support/database";
import { mailTo, startTestMailSink } from "../_shared/test-support/mail";
import { SESSION_COOKIE } from "../_shared/http";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require
registerFunctions(require("../affiliates/affiliates.mts"));

const NEW_PASSWORD = "Zonnebloem88Kast";
const TEXT = {
  unauthorized: "Je bent niet ingelogd. Log in om verder te gaan.",
  wrongPassword: "Dit is niet het juiste wachtwoord",
  confirmMismatch: "Het wachtwoord komt niet overeen",
  passwordRequired: "Je hebt nog geen wachtwoord ingevuld",
  weak: "Dit wachtwoord is te makkelijk te raden of komt voor in lijsten van gelekte wachtwoorden. Kies een langer wachtwoord, bijvoorbeeld een paar woorden met een cijfer.",
  loginInvalid: "De combinatie tussen dit e-mailadres en wachtwoord bestaat niet",
  usernameTaken: "Deze gebruikersnaam is al in gebruik, kies een andere gebruikersnaam.",
  emailTaken: "Dit e-mailadres is al in gebruik",
  notCurrent: "Dit is niet je huidige e-mailadres",
  emailChangeFailed: "Deze link werkt niet meer. Vraag de wijziging van je e-mailadres opnieuw aan in je instellingen.",
  rateLimited: "Je hebt het te vaak achter elkaar geprobeerd. Wacht een paar minuten en probeer het dan opnieuw.",
  affiliateUnknown: "Deze organisatie bestaat niet (meer). Laad de pagina opnieuw.",
  switchInvalid: "Kies aan of uit",
  textSizeInvalid: "Kies een tekstgrootte: A, A+ of A++",
};

// Many argon2 checks per test: generous on a busy 2-core machine.
jest.setTimeout(60_000);

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

describe("without a session", () => {
  it.each([
    ["GET", "/api/v1/CustomUser/settings"],
    ["POST", "/api/v1/CustomUser/ChangeEmail"],
    ["POST", "/api/v1/CustomUser/ChangePassword"],
    ["POST", "/api/v1/CustomUser/ChangeUsername"],
    ["PUT", "/api/v1/CustomUser/ChangeProfileVisibility"],
    ["PUT", "/api/v1/CustomUser/ChangeEmailNotification"],
    ["PUT", "/api/v1/CustomUser/ChangeNewsletterOptin"],
    ["PUT", "/api/v1/CustomUser/ChangeTextSize"],
    ["GET", "/api/v1/CustomUser/notifications"],
    ["PUT", "/api/v1/CustomUser/notifications"],
    ["POST", "/api/v1/CustomUser/logout-everywhere"],
    ["GET", "/api/v1/affiliates/selected"],
    ["PUT", "/api/v1/affiliates"],
  ])("%s %s answers 401", async (method, path) => {
    const answer = await new Browser().call(method, path, method === "GET" ? {} : { body: {} });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: "Unauthorized", message: TEXT.unauthorized });
  });
});

describe("settings and switches", () => {
  it("answers the current values and changes each switch", async () => {
    const browser = new Browser();
    const account = await loggedInAccount(sink, browser);
    const settings = await browser.get("/api/v1/CustomUser/settings");
    expect(settings.status).toBe(200);
    expect(settings.json).toEqual({
      Username: account.Username,
      Email: account.Email,
      Public: false,
      EmailNotifications: true,
      EmailFrequency: "immediately",
      NewsletterOptin: false,
    });

    expect(
      (await browser.call("PUT", "/api/v1/CustomUser/ChangeProfileVisibility", { body: { Public: true } })).json,
    ).toEqual({ Public: true });
    expect(
      (await browser.call("PUT", "/api/v1/CustomUser/ChangeEmailNotification", { body: { EmailNotifications: false } }))
        .json,
    ).toEqual({
      EmailNotifications: false,
      EmailFrequency: "immediately",
    });
    expect(
      (await browser.call("PUT", "/api/v1/CustomUser/ChangeNewsletterOptin", { body: { NewsletterOptin: true } })).json,
    ).toEqual({
      NewsletterOptin: true,
    });
    const [row] =
      await sql`select profile_public, email_notifications, marketing_emails from public.profiles where id = ${account.Id}`;
    expect(row).toEqual({ profile_public: true, email_notifications: false, marketing_emails: true });

    const bad = await browser.call("PUT", "/api/v1/CustomUser/ChangeProfileVisibility", { body: { Public: "ja" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ Public: [TEXT.switchInvalid] });
  });

  it("keeps the member's text size with the account: GET /CustomUser answers it on every device (decision 442)", async () => {
    const browser = new Browser();
    const account = await loggedInAccount(sink, browser);
    expect((await browser.get("/api/v1/CustomUser")).json).toMatchObject({
      Username: account.Username,
      TextSize: null,
    });

    const changed = await browser.call("PUT", "/api/v1/CustomUser/ChangeTextSize", { body: { TextSize: "grootst" } });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ TextSize: "grootst" });
    const otherDevice = new Browser();
    await otherDevice.post("/api/v1/authentication/login", { Email: account.Email, Password: STRONG_PASSWORD });
    expect((await otherDevice.get("/api/v1/CustomUser")).json).toMatchObject({ TextSize: "grootst" });

    const bad = await browser.call("PUT", "/api/v1/CustomUser/ChangeTextSize", { body: { TextSize: "enorm" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ TextSize: [TEXT.textSizeInvalid] });
    const unsigned = await browser.call("PUT", "/api/v1/CustomUser/ChangeTextSize", {
      body: { TextSize: "groter" },
      antiforgery: false,
    });
    expect(unsigned.status).toBe(403);
    const [row] = await sql`select text_size from public.profiles where id = ${account.Id}`;
    expect(row).toEqual({ text_size: "grootst" });
  });

  it("refuses a switch without the anti-forgery token", async () => {
    const browser = new Browser();
    await loggedInAccount(sink, browser);
    const answer = await browser.call("PUT", "/api/v1/CustomUser/ChangeProfileVisibility", {
      body: { Public: true },
      antiforgery: false,
    });
    expect(answer.status).toBe(403);
  });
});

describe("ChangePassword", () => {
  it("checks the current password and the confirmation, then ends every session; the old password stops working", async () => {
    const browser = new Browser();
    const account = await loggedInAccount(sink, browser);
    const secondDevice = new Browser();
    expect(
      (await secondDevice.post("/api/v1/authentication/login", { Email: account.Email, Password: STRONG_PASSWORD }))
        .status,
    ).toBe(200);
    const body = {
      Username: account.Username,
      Email: account.Email,
      Password: STRONG_PASSWORD,
      NewPassword: NEW_PASSWORD,
      NewPasswordConfirmation: NEW_PASSWORD,
    };

    const wrong = await browser.post("/api/v1/CustomUser/ChangePassword", { ...body, Password: "Verkeerd123" });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      code: "WrongPassword",
      message: TEXT.wrongPassword,
      errors: { Password: [TEXT.wrongPassword] },
    });

    const mismatch = await browser.post("/api/v1/CustomUser/ChangePassword", {
      ...body,
      NewPasswordConfirmation: "Anders123Nu",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toMatchObject({
      message: TEXT.confirmMismatch,
      errors: { NewPasswordConfirmation: [TEXT.confirmMismatch] },
    });

    const missing = await browser.post("/api/v1/CustomUser/ChangePassword", { ...body, Password: "" });
    expect(missing.json.errors.Password).toEqual([TEXT.passwordRequired]);

    const weak = await browser.post("/api/v1/CustomUser/ChangePassword", {
      ...body,
      NewPassword: "Welkom2024",
      NewPasswordConfirmation: "Welkom2024",
    });
    expect(weak.json).toMatchObject({ code: "WeakPassword", errors: { NewPassword: [TEXT.weak] } });

    const done = await browser.post("/api/v1/CustomUser/ChangePassword", body);
    expect(done.status).toBe(204);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await secondDevice.get("/api/v1/CustomUser")).status).toBe(204);
    const sessions = await sql`select 1 from app_private.sessions where user_id = ${account.Id}`;
    expect(sessions).toHaveLength(0);

    const old = await new Browser().post("/api/v1/authentication/login", {
      Email: account.Email,
      Password: STRONG_PASSWORD,
    });
    expect(old.json).toMatchObject({ code: "InvalidCredentials", message: TEXT.loginInvalid });
    expect(
      (await new Browser().post("/api/v1/authentication/login", { Email: account.Email, Password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it("answers 429 after 10 wrong current passwords for one account", async () => {
    const browser = new Browser();
    const account = await loggedInAccount(sink, browser);
    const body = { Password: "Verkeerd123", NewPassword: NEW_PASSWORD, NewPasswordConfirmation: NEW_PASSWORD };
    for (let i = 0; i < 10; i += 1)
      expect((await browser.post("/api/v1/CustomUser/ChangePassword", body)).status).toBe(400);
    const blocked = await browser.post("/api/v1/CustomUser/ChangePassword", { ...body, Password: STRONG_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ code: "RateLimited", message: TEXT.rateLimited });
    expect(
      (await new Browser().post("/api/v1/authentication/login", { Email: account.Email, Password: STRONG_PASSWORD }))
        .status,
    ).toBe(200);
  });
});

describe("login rate limit", () => {
  it("answers 429 once one account has had 50 wrong passwords from many addresses (the ceiling per account)", async () => {
    const account = await loggedInAccount(sink);
    const statuses: number[] = [];
    for (let i = 0; i < 51; i += 1) {
      statuses.push(
        (await new Browser().post("/api/v1/authentication/login", { Email: account.Email, Password: `Verkeerd${i}A` }))
          .status,
      );
    }
    expect(statuses.slice(0, 40).every((s) => s === 400)).toBe(true);
    expect(statuses[50]).toBe(429);
  });
});

describe("ChangeUsername", () => {
  it("checks the password, refuses a taken username with the spec's text and sets a free one", async () => {
    const browser = new Browser();
    const account = await loggedInAccount(sink, browser);
    const other = await loggedInAccount(sink);

    const wrong = await browser.post("/api/v1/CustomUser/ChangeUsername", {
      NewUsername: `Nw${unique()}`,
      Password: "Verkeerd123",
    });
    expect(wrong.json).toMatchObject({ code: "WrongPassword", message: TEXT.wrongPassword });

    const taken = await browser.post("/api/v1/CustomUser/ChangeUsername", {
      NewUsername: other.Username.toUpperCase(),
      Password: STRONG_PASSWORD,
    });
    expect(taken.status).toBe(400);
    expect(taken.json).toMatchObject({ message: TEXT.usernameTaken, errors: { NewUsername: [TEXT.usernameTaken] } });

    const name = `Nieuw${unique()}`.slice(0, 20);
    const done = await browser.post("/api/v1/CustomUser/ChangeUsername", {
      NewUsername: name,
      Password: STRONG_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ Id: account.Id, Username: name, IsVolunteer: false });
    expect((await browser.get("/api/v1/CustomUser")).json.Username).toBe(name);
  });
});

describe("ChangeEmail and ConfirmEmailChange", () => {
  it("mails a link to the new address and a notice to the old one; the link moves the login once", async () => {
    const browser = new Browser();
    const account = await loggedInAccount(sink, browser);
    const other = await loggedInAccount(sink);
    const newEmail = `nieuw.${unique()}@example.nl`;

    const wrong = await browser.post("/api/v1/CustomUser/ChangeEmail", {
      OldEmail: account.Email,
      NewEmail: newEmail,
      Password: "Verkeerd123",
    });
    expect(wrong.json).toMatchObject({ code: "WrongPassword", errors: { Password: [TEXT.wrongPassword] } });
    const notCurrent = await browser.post("/api/v1/CustomUser/ChangeEmail", {
      OldEmail: other.Email,
      NewEmail: newEmail,
      Password: STRONG_PASSWORD,
    });
    expect(notCurrent.json.errors).toEqual({ OldEmail: [TEXT.notCurrent] });
    const taken = await browser.post("/api/v1/CustomUser/ChangeEmail", {
      OldEmail: account.Email,
      NewEmail: other.Email,
      Password: STRONG_PASSWORD,
    });
    expect(taken.json.errors).toEqual({ NewEmail: [TEXT.emailTaken] });

    const asked = await browser.post("/api/v1/CustomUser/ChangeEmail", {
      OldEmail: account.Email,
      NewEmail: newEmail.toUpperCase(),
      Password: STRONG_PASSWORD,
    });
    expect(asked.status).toBe(204);

    const confirmMail = await mailTo(sink, newEmail);
    expect(confirmMail.subject).toBe("Bevestig je nieuwe e-mailadres voor ReumaNL");
    const link = confirmMail.links.find((l) => l.includes("/email-gewijzigd?"))!;
    expect(link).toBeDefined();
    const url = new URL(link);
    expect(url.searchParams.get("email")).toBe(newEmail);
    const notice =
      (await mailTo(sink, account.Email, 5000)) &&
      (await waitForSubject(account.Email, "Je e-mailadres bij ReumaNL wordt gewijzigd"));
    expect(notice.text).toContain(newEmail);

    // until confirmed, the old address is the login
    expect(
      (await new Browser().post("/api/v1/authentication/login", { Email: account.Email, Password: STRONG_PASSWORD }))
        .status,
    ).toBe(200);

    const bad = await new Browser().post("/api/v1/CustomUser/ConfirmEmailChange", {
      Email: newEmail,
      Token: "x".repeat(43),
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: "EmailChangeFailed", message: TEXT.emailChangeFailed });

    const confirmed = await new Browser().post("/api/v1/CustomUser/ConfirmEmailChange", {
      Email: newEmail,
      Token: url.searchParams.get("token"),
    });
    expect(confirmed.status).toBe(204);
    const again = await new Browser().post("/api/v1/CustomUser/ConfirmEmailChange", {
      Email: newEmail,
      Token: url.searchParams.get("token"),
    });
    expect(again.json.code).toBe("EmailChangeFailed");

    expect(
      (await new Browser().post("/api/v1/authentication/login", { Email: account.Email, Password: STRONG_PASSWORD }))
        .status,
    ).toBe(400);
    expect(
      (await new Browser().post("/api/v1/authentication/login", { Email: newEmail, Password: STRONG_PASSWORD })).status,
    ).toBe(200);
    expect((await browser.get("/api/v1/CustomUser/settings")).json.Email).toBe(newEmail);
  });
});

async function waitForSubject(to: string, subject: string) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = sink.mails().find((m) => m.to.toLowerCase().includes(to) && m.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("notifications", () => {
  it("lists the own notifications newest first with Created, and PUT marks them read", async () => {
    const browser = new Browser();
    const account = await loggedInAccount(sink, browser);
    const other = await loggedInAccount(sink);
    await sql`
      insert into public.notifications (user_id, kind, body, link, created_at) values
        (${account.Id}, 'reaction', 'Anna reageerde op je gesprek', '/gesprekken/1', now() - interval '1 hour'),
        (${account.Id}, 'contact', 'Piet wil contact met je', null, now()),
        (${other.Id}, 'contact', 'Niet voor jou', null, now())`;

    const list = await browser.get("/api/v1/CustomUser/notifications");
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(2);
    expect(list.json[0]).toMatchObject({ Kind: "contact", Text: "Piet wil contact met je", Link: null, Read: false });
    expect(list.json[1]).toMatchObject({ Kind: "reaction", Link: "/gesprekken/1", Read: false });
    expect(Object.keys(list.json[0]).sort()).toEqual(["Created", "Id", "Kind", "Link", "Read", "Text"]);
    expect(new Date(list.json[0].Created).getTime()).toBeGreaterThan(new Date(list.json[1].Created).getTime());

    expect((await browser.call("PUT", "/api/v1/CustomUser/notifications")).status).toBe(204);
    const after = await browser.get("/api/v1/CustomUser/notifications");
    expect(after.json.every((n: { Read: boolean }) => n.Read)).toBe(true);
    const [others] = await sql`select read_at from public.notifications where user_id = ${other.Id}`;
    expect(others!.read_at).toBeNull();
  });
});

describe("logout-everywhere", () => {
  it("ends every session of the account", async () => {
    const browser = new Browser();
    const account = await loggedInAccount(sink, browser);
    const phone = new Browser();
    expect(
      (await phone.post("/api/v1/authentication/login", { Email: account.Email, Password: STRONG_PASSWORD })).status,
    ).toBe(200);
    expect((await browser.post("/api/v1/CustomUser/logout-everywhere")).status).toBe(204);
    expect((await browser.get("/api/v1/CustomUser")).status).toBe(204);
    expect((await phone.get("/api/v1/CustomUser")).status).toBe(204);
  });
});

describe("affiliates", () => {
  it("lists the partner organisations to anyone", async () => {
    const answer = await new Browser().get("/api/v1/affiliates");
    expect(answer.status).toBe(200);
    expect(answer.json.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(answer.json[0]).sort()).toEqual(["Description", "Id", "Name", "Url"]);
  });

  it("stores the chosen set, answers it, and refuses unknown ids without changing anything", async () => {
    const browser = new Browser();
    const account = await loggedInAccount(sink, browser);
    expect((await browser.get("/api/v1/affiliates/selected")).json).toEqual([]);
    const set = await browser.call("PUT", "/api/v1/affiliates", { body: { AffiliateIds: [3, 1, 3] } });
    expect(set.status).toBe(200);
    expect(set.json).toEqual([1, 3]);
    expect((await browser.get("/api/v1/affiliates/selected")).json).toEqual([1, 3]);

    const unknown = await browser.call("PUT", "/api/v1/affiliates", { body: { AffiliateIds: [2, 999] } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual({ AffiliateIds: [TEXT.affiliateUnknown] });
    expect((await browser.get("/api/v1/affiliates/selected")).json).toEqual([1, 3]);

    expect((await browser.call("PUT", "/api/v1/affiliates", { body: { AffiliateIds: [2] } })).json).toEqual([2]);
    const rows = await sql`select affiliate_id from public.affiliate_consents where user_id = ${account.Id}`;
    expect(rows.map((r) => r.affiliate_id)).toEqual([2]);
  });
});

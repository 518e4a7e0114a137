/**
 * ForgotPassword, ResetPassword, invitations (npm run invite, accept-invitation) and
 * set-username-and-password through the real handlers, the test database and real mail.
 */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { loggedInAccount, STRONG_PASSWORD, verifiedAccount } from "../_shared/test-support/accounts";
import { Browser } from "../_shared/test-support/api";
import { testSql, unique } from "../_shared/test-support/database";
import { deliverQueuedMails, mailsTo, mailTo, startTestMailSink } from "../_shared/test-support/mail";
import { invite } from "../../scripts/invite";
import { DEVICE_COOKIE } from "../_shared/http";
import { holdTheClock } from "../_shared/test-support/clock";

const NEW_PASSWORD = "Zonnebloem88Kast";
const TEXT = {
  mismatch: "De wachtwoorden komen niet overeen",
  resetInvalid:
    "Deze link om je wachtwoord opnieuw in te stellen werkt niet meer. Links zijn 1 uur geldig en werken één keer. Vraag een nieuwe link aan.",
  weak: "Dit wachtwoord is te makkelijk te raden of komt voor in lijsten van gelekte wachtwoorden. Kies een langer wachtwoord, bijvoorbeeld een paar woorden met een cijfer.",
  loginInvalid: "De combinatie tussen dit e-mailadres en wachtwoord bestaat niet",
  rateLimited: "Je hebt het te vaak achter elkaar geprobeerd. Wacht een paar minuten en probeer het dan opnieuw.",
  passwordRule:
    "Het wachtwoord moet minimaal 8 tekens bevatten, met minimaal 1 hoofdletter, 1 kleine letter en 1 cijfer",
  usernameTaken: "Deze gebruikersnaam is al in gebruik, kies een andere gebruikersnaam.",
  alreadySet: "Je account heeft al een wachtwoord. Wijzig het via je instellingen.",
  invitationInvalid:
    "Deze uitnodiging werkt niet meer. Een uitnodiging is 24 uur geldig en werkt één keer. Heb je al een gebruikersnaam en wachtwoord gekozen? Log dan in. Anders kun je via ‘Wachtwoord vergeten’ alsnog een wachtwoord kiezen.",
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

function resetLinkOf(mail: { links: string[] }): { email: string; token: string; link: string } {
  const link = mail.links.find((l) => l.includes("/wachtwoord/opnieuw-instellen?"));
  if (!link) throw new Error("no reset link");
  const url = new URL(link);
  return { link, email: url.searchParams.get("email") ?? "", token: url.searchParams.get("token") ?? "" };
}

describe("ForgotPassword", () => {
  it("answers before it looks the address up or mails: the same work for known and unknown, one queued reset each", async () => {
    const account = await loggedInAccount(sink);
    const queuedResets = async () =>
      (
        await sql<
          { n: number }[]
        >`select count(*)::int as n from app_private.outbox_mails where kind = 'password-reset'`
      )[0]!.n;
    const connections = sink.connections();
    const before = await queuedResets();
    const knownBrowser = Object.assign(new Browser(), { deliverMails: false });
    const unknownBrowser = Object.assign(new Browser(), { deliverMails: false });
    const known = await knownBrowser.post("/api/v1/authentication/ForgotPassword", { Email: account.Email });
    expect(await queuedResets()).toBe(before + 1);
    const unknown = await unknownBrowser.post("/api/v1/authentication/ForgotPassword", {
      Email: `niemand.${unique()}@example.nl`,
    });
    expect(await queuedResets()).toBe(before + 2);
    expect([known.status, known.text]).toEqual([unknown.status, unknown.text]);
    // Neither answer waited for the look-up or for SMTP: no mail server was even asked.
    expect(knownBrowser.afterAnswer).toHaveLength(0);
    expect(sink.connections()).toBe(connections);
    await deliverQueuedMails();
    expect(resetLinkOf(await mailTo(sink, account.Email)).email).toBe(account.Email);
  });

  it("answers 204 for a known and for an unknown address alike, and mails only the known one", async () => {
    const account = await loggedInAccount(sink);
    const known = await new Browser().post("/api/v1/authentication/ForgotPassword", {
      Email: account.Email.toUpperCase(),
    });
    const unknownEmail = `niemand.${unique()}@example.nl`;
    const unknown = await new Browser().post("/api/v1/authentication/ForgotPassword", { Email: unknownEmail });
    expect(known.status).toBe(204);
    expect(unknown.status).toBe(204);
    expect(known.text).toBe(unknown.text);

    const mail = await mailTo(sink, account.Email);
    expect(mail.subject).toBe("Nieuw wachtwoord instellen voor ReumaNL");
    expect(mail.text).toContain(`Hallo ${account.Username},`);
    expect(mail.text).toContain("De link is 60 minuten geldig en werkt één keer.");
    const { link, email, token } = resetLinkOf(mail);
    expect(link.startsWith("http://localhost:8888/wachtwoord/opnieuw-instellen?email=")).toBe(true);
    expect(email).toBe(account.Email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(sink, unknownEmail)).toHaveLength(0);

    const [row] = await sql`select recovery_token from auth.users where id = ${account.Id}`;
    expect(row!.recovery_token).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.recovery_token).not.toBe(token);
  });

  it("answers 429 after 3 requests for one address within 15 minutes", async () => {
    const email = `vergeten.${unique()}@example.nl`;
    for (let i = 0; i < 3; i += 1)
      expect((await new Browser().post("/api/v1/authentication/ForgotPassword", { Email: email })).status).toBe(204);
    const blocked = await new Browser().post("/api/v1/authentication/ForgotPassword", { Email: email });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ code: "RateLimited", message: TEXT.rateLimited });
  });
});

describe("ResetPassword", () => {
  it("sets the new password once, answers Created, ends every session, and the old password stops working", async () => {
    const browser = new Browser();
    const account = await loggedInAccount(sink, browser);
    expect((await new Browser().post("/api/v1/authentication/ForgotPassword", { Email: account.Email })).status).toBe(
      204,
    );
    const { email, token } = resetLinkOf(await mailTo(sink, account.Email));

    const other = new Browser();
    const mismatch = await other.post("/api/v1/authentication/ResetPassword", {
      Email: email,
      Password: NEW_PASSWORD,
      ConfirmPassword: `${NEW_PASSWORD}x`,
      Token: token,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toMatchObject({ message: TEXT.mismatch, errors: { ConfirmPassword: [TEXT.mismatch] } });

    const weak = await other.post("/api/v1/authentication/ResetPassword", {
      Email: email,
      Password: "Password1",
      ConfirmPassword: "Password1",
      Token: token,
    });
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject({ code: "WeakPassword", errors: { Password: [TEXT.weak] } });

    const rule = await other.post("/api/v1/authentication/ResetPassword", {
      Email: email,
      Password: "kort",
      ConfirmPassword: "kort",
      Token: token,
    });
    expect(rule.json.errors.Password[0]).toBe(TEXT.passwordRule);

    const before = Date.now();
    const done = await other.post("/api/v1/authentication/ResetPassword", {
      Email: email,
      Password: NEW_PASSWORD,
      ConfirmPassword: NEW_PASSWORD,
      Token: token,
    });
    expect(done.status).toBe(200);
    expect(Object.keys(done.json)).toEqual(["Created"]);
    expect(new Date(done.json.Created).getTime()).toBeGreaterThanOrEqual(before - 1000);

    // the session that was open is gone
    expect((await browser.get("/api/v1/CustomUser")).status).toBe(204);

    // the link works once
    const again = await other.post("/api/v1/authentication/ResetPassword", {
      Email: email,
      Password: "Fietsband77Nu",
      ConfirmPassword: "Fietsband77Nu",
      Token: token,
    });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({
      code: "ResetTokenInvalid",
      message: TEXT.resetInvalid,
      errors: { Token: [TEXT.resetInvalid] },
    });

    const old = await other.post("/api/v1/authentication/login", { Email: email, Password: STRONG_PASSWORD });
    expect(old.json).toMatchObject({ code: "InvalidCredentials", message: TEXT.loginInvalid });
    const fresh = await other.post("/api/v1/authentication/login", { Email: email, Password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
  });

  it("lifts a lock-out: after 50 wrong passwords from 5 addresses, the owner resets the password and logs in, on this and on other browsers", async () => {
    holdTheClock(); // every attempt in one 15-minute window
    try {
      const account = await verifiedAccount(sink);
      for (let address = 0; address < 5; address += 1) {
        const attacker = new Browser();
        for (let attempt = 1; attempt <= 10; attempt += 1) {
          expect(
            (await attacker.post("/api/v1/authentication/login", { Email: account.Email, Password: "Verkeerd123" }))
              .status,
          ).toBe(400);
        }
      }
      // The owner on a new phone: locked out, like everyone without a known device.
      const phone = new Browser();
      const locked = await phone.post("/api/v1/authentication/login", {
        Email: account.Email,
        Password: STRONG_PASSWORD,
      });
      expect(locked.status).toBe(429);
      expect(locked.json).toMatchObject({ code: "RateLimited", message: TEXT.rateLimited });

      // Strangers cannot block the reset either: wrong tokens from elsewhere count for their address only.
      for (let attempt = 1; attempt <= 11; attempt += 1) {
        await new Browser().post("/api/v1/authentication/ResetPassword", {
          Email: account.Email,
          Password: NEW_PASSWORD,
          ConfirmPassword: NEW_PASSWORD,
          Token: "x".repeat(43),
        });
      }
      expect((await phone.post("/api/v1/authentication/ForgotPassword", { Email: account.Email })).status).toBe(204);
      const { email, token } = resetLinkOf(await mailTo(sink, account.Email));
      const reset = await phone.post("/api/v1/authentication/ResetPassword", {
        Email: email,
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
        Token: token,
      });
      expect(reset.status).toBe(200);
      expect(reset.setCookies.some((line) => line.startsWith(`${DEVICE_COOKIE}=`))).toBe(true);

      expect((await phone.post("/api/v1/authentication/login", { Email: email, Password: NEW_PASSWORD })).status).toBe(
        200,
      );
      expect(
        (await new Browser().post("/api/v1/authentication/login", { Email: email, Password: NEW_PASSWORD })).status,
      ).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  }, 300_000);

  it("refuses a link older than one hour, and a token for another address", async () => {
    const account = await loggedInAccount(sink);
    const second = await loggedInAccount(sink);
    expect((await new Browser().post("/api/v1/authentication/ForgotPassword", { Email: account.Email })).status).toBe(
      204,
    );
    const { token } = resetLinkOf(await mailTo(sink, account.Email));

    const wrongAddress = await new Browser().post("/api/v1/authentication/ResetPassword", {
      Email: second.Email,
      Password: NEW_PASSWORD,
      ConfirmPassword: NEW_PASSWORD,
      Token: token,
    });
    expect(wrongAddress.json.code).toBe("ResetTokenInvalid");

    await sql`update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = ${account.Id}`;
    const late = await new Browser().post("/api/v1/authentication/ResetPassword", {
      Email: account.Email,
      Password: NEW_PASSWORD,
      ConfirmPassword: NEW_PASSWORD,
      Token: token,
    });
    expect(late.status).toBe(400);
    expect(late.json).toMatchObject({ code: "ResetTokenInvalid", message: TEXT.resetInvalid });
    const login = await new Browser().post("/api/v1/authentication/login", {
      Email: account.Email,
      Password: STRONG_PASSWORD,
    });
    expect(login.status).toBe(200);
  });
});

describe("set-username-and-password", () => {
  it("needs a session", async () => {
    const answer = await new Browser().post("/api/v1/authentication/set-username-and-password", {
      Username: "Iemand",
      Password: NEW_PASSWORD,
    });
    expect(answer.status).toBe(401);
  });

  it("refuses an account that was not invited, or finished its setup, with 409", async () => {
    const browser = new Browser();
    await loggedInAccount(sink, browser);
    const answer = await browser.post("/api/v1/authentication/set-username-and-password", {
      Username: `Nw${unique()}`,
      Password: NEW_PASSWORD,
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: "PasswordAlreadySet", message: TEXT.alreadySet });
  });

  it("an invitation mails a link that logs in once; the person then chooses username and password, once", async () => {
    const email = `uitgenodigd.${unique()}@example.nl`;
    const [outcome] = await invite([email], process.env);
    expect(outcome).toEqual({ email, ok: true, message: "uitnodiging verstuurd" });
    const mail = await mailTo(sink, email);
    expect(mail.subject).toBe("Je bent uitgenodigd voor ReumaNL");
    expect(mail.text).toContain("Kies via de knop hieronder een gebruikersnaam en een wachtwoord.");
    expect(mail.text).toContain("De link is 24 uur geldig en werkt één keer.");
    const link = new URL(mail.links.find((l) => l.includes("/account/activate?type=invite&"))!);
    const token = link.searchParams.get("token")!;
    expect(link.searchParams.get("email")).toBe(email);

    const browser = new Browser();
    const wrong = await browser.post("/api/v1/authentication/accept-invitation", {
      Email: email,
      Token: "A".repeat(43),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      code: "InvitationInvalid",
      message: TEXT.invitationInvalid,
      errors: { Token: [TEXT.invitationInvalid] },
    });

    const accepted = await browser.post("/api/v1/authentication/accept-invitation", {
      Email: email.toUpperCase(),
      Token: token,
    });
    expect(accepted.status).toBe(200);
    const { Id, Username } = accepted.json as { Id: string; Username: string };
    expect(accepted.json).toEqual({
      Id: expect.any(String),
      Username: expect.stringMatching(/^lid[0-9a-f]{12}$/),
      IsVolunteer: false,
    });
    expect((await browser.get("/api/v1/CustomUser")).json).toMatchObject({ Id, Username });
    expect(
      (await new Browser().post("/api/v1/authentication/accept-invitation", { Email: email, Token: token })).status,
    ).toBe(400);

    const other = await loggedInAccount(sink);
    const taken = await browser.post("/api/v1/authentication/set-username-and-password", {
      Username: other.Username.toLowerCase(),
      Password: NEW_PASSWORD,
    });
    expect(taken.status).toBe(400);
    expect(taken.json).toMatchObject({ message: TEXT.usernameTaken, errors: { Username: [TEXT.usernameTaken] } });
    const weak = await browser.post("/api/v1/authentication/set-username-and-password", {
      Username: "Gekozen1",
      Password: "Wachtwoord1",
    });
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject({ errors: { Password: [TEXT.weak] } });

    const name = `Gekozen${unique()}`.slice(0, 20);
    const chosen = await browser.post("/api/v1/authentication/set-username-and-password", {
      Username: name,
      Password: NEW_PASSWORD,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.json).toEqual({ Id, Username: name, IsVolunteer: false });
    const again = await browser.post("/api/v1/authentication/set-username-and-password", {
      Username: `Nw${unique()}`,
      Password: NEW_PASSWORD,
    });
    expect(again.status).toBe(409);
    const login = await new Browser().post("/api/v1/authentication/login", { Email: email, Password: NEW_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ Username: name });
  });

  it("refuses to invite an address that already has an account", async () => {
    const account = await loggedInAccount(sink);
    expect(await invite([account.Email, "geen-adres"], process.env)).toEqual([
      { email: account.Email, ok: false, message: "Dit e-mailadres is al in gebruik" },
      { email: "geen-adres", ok: false, message: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl" },
    ]);
  });
});

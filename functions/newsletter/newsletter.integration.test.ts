/**
 * /api/v1/newsletter/* through the real handler, against the real test database and real SMTP (the
 * mail catcher): a visitor's double opt-in (issue 38, decision 390).
 */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { loggedInAccount } from "../_shared/test-support/accounts";
import { testSql, unique } from "../_shared/test-support/database";
import { mailsTo, mailTo, startTestMailSink } from "../_shared/test-support/mail";
import { signConfirmToken } from "./token";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require
registerFunctions(require("./newsletter.mts"));

const TEXT = {
  subject: "Bevestig je aanmelding voor de nieuwsbrief van ReumaNL",
  emailInvalid: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl",
  emailRequired: "Je hebt nog geen e-mailadres ingevuld",
  linkInvalid: "Deze link werkt niet. Kopieer de hele link uit de e-mail, of meld je opnieuw aan.",
  linkExpired: "Deze link is verlopen. Meld je opnieuw aan, dan sturen we je een nieuwe link.",
  rateLimited: "Je hebt het te vaak achter elkaar geprobeerd. Wacht een paar minuten en probeer het dan opnieuw.",
  antiforgery: "Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.",
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

const address = () => `lezer.${unique()}@example.nl`;
const stored = async (email: string) =>
  (await sql`select email, confirmed_at from public.newsletter_subscribers where email = ${email}`).length;
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

async function confirmLinkFor(email: string): Promise<string> {
  const mail = await mailTo(sink, email);
  const link = mail.links.find((l) => l.includes("/nieuwsbrief/bevestigen/?token="));
  if (!link) throw new Error(`mail "${mail.subject}" has no confirmation link`);
  return link;
}

describe("a visitor's newsletter subscription", () => {
  it("mails a confirmation link, stores nothing until it is followed, and stores the address once on the click", async () => {
    const visitor = new Browser();
    const email = address();
    const asked = await visitor.post("/api/v1/newsletter/subscribe", { Email: `  ${email.toUpperCase()} ` });
    expect(asked.status).toBe(204);

    const mail = await mailTo(sink, email);
    expect(mail.subject).toBe(TEXT.subject);
    expect(mail.text).toContain("Bevestig je aanmelding dan met de knop hieronder.");
    expect(mail.text).toContain("De link werkt 48 uur.");
    expect(await stored(email)).toBe(0);
    // Nothing of the address in the database: not in a table of its own, not in the rate limits (HMACs only).
    const [{ found }] =
      (await sql`select count(*)::int as found from app_private.rate_limits where subject like ${`%${email}%`}`) as unknown as [
        { found: number },
      ];
    expect(found).toBe(0);

    const link = await confirmLinkFor(email);
    expect(link.startsWith("http://localhost:8888/nieuwsbrief/bevestigen/?token=")).toBe(true);
    const confirmed = await new Browser().post("/api/v1/newsletter/confirm", { Token: tokenOf(link) });
    expect(confirmed.status).toBe(204);
    expect(await stored(email)).toBe(1);
    // The same link again: still fine, still one row.
    expect((await new Browser().post("/api/v1/newsletter/confirm", { Token: tokenOf(link) })).status).toBe(204);
    expect(await stored(email)).toBe(1);
  });

  it("answers an account's address, a subscriber's and a stranger's alike (no account oracle)", async () => {
    const account = await loggedInAccount(sink);
    const subscriber = address();
    await sql`insert into public.newsletter_subscribers (email) values (${subscriber})`;
    const answers = [];
    for (const email of [account.Email.toLowerCase(), subscriber, address()]) {
      const answer = await new Browser().post("/api/v1/newsletter/subscribe", { Email: email });
      answers.push({ status: answer.status, text: answer.text });
      expect((await mailTo(sink, email)).subject).toBe(TEXT.subject);
    }
    expect(answers).toEqual([
      { status: 204, text: "" },
      { status: 204, text: "" },
      { status: 204, text: "" },
    ]);
  });

  it("refuses a forged, changed or expired link with a Dutch message, and stores nothing", async () => {
    const email = address();
    await new Browser().post("/api/v1/newsletter/subscribe", { Email: email });
    const token = tokenOf(await confirmLinkFor(email));
    const [, expires, signature] = token.split(".");
    const other = Buffer.from(address(), "utf8").toString("base64url");

    for (const bad of [`${other}.${expires}.${signature}`, "niet-een-token", `${token.slice(0, -2)}xx`]) {
      const answer = await new Browser().post("/api/v1/newsletter/confirm", { Token: bad });
      expect(answer.status).toBe(400);
      expect(answer.json.errors.Token).toEqual([TEXT.linkInvalid]);
    }
    const expired = signConfirmToken(process.env.APP_SECRET!, email, Date.now() - 49 * 3600 * 1000);
    const late = await new Browser().post("/api/v1/newsletter/confirm", { Token: expired });
    expect(late.status).toBe(400);
    expect(late.json.code).toBe("LinkExpired");
    expect(late.json.errors.Token).toEqual([TEXT.linkExpired]);
    expect(await stored(email)).toBe(0);
  });

  it("checks the address with the shared rule and needs the anti-forgery header", async () => {
    const empty = await new Browser().post("/api/v1/newsletter/subscribe", { Email: "" });
    expect(empty.status).toBe(400);
    expect(empty.json.errors.Email).toEqual([TEXT.emailRequired]);
    const wrong = await new Browser().post("/api/v1/newsletter/subscribe", { Email: "geen-adres" });
    expect(wrong.json.errors.Email).toEqual([TEXT.emailInvalid]);
    const forged = await new Browser().post(
      "/api/v1/newsletter/subscribe",
      { Email: address() },
      { antiforgery: false },
    );
    expect(forged.status).toBe(403);
    expect(forged.json.message).toBe(TEXT.antiforgery);
  });

  it("sends one mailbox at most 3 confirmation mails an hour, whoever asks", async () => {
    const email = address();
    for (let i = 0; i < 3; i += 1)
      expect((await new Browser().post("/api/v1/newsletter/subscribe", { Email: email })).status).toBe(204);
    const fourth = await new Browser().post("/api/v1/newsletter/subscribe", { Email: email });
    expect(fourth.status).toBe(429);
    expect(fourth.json.message).toBe(TEXT.rateLimited);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(sink, email)).toHaveLength(3);
  });

  it("limits one IP to 10 requests an hour", async () => {
    const visitor = new Browser();
    for (let i = 0; i < 10; i += 1)
      expect((await visitor.post("/api/v1/newsletter/subscribe", { Email: address() })).status).toBe(204);
    expect((await visitor.post("/api/v1/newsletter/subscribe", { Email: address() })).status).toBe(429);
  });
});

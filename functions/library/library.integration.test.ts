/**
 * /api/v1/library/* through the real handler, against the real test database and real SMTP (the
 * mail catcher): sharing by e-mail (at most 10 addresses, rate limited) and article feedback.
 */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { loggedInAccount } from "../_shared/test-support/accounts";
import { testSql, unique } from "../_shared/test-support/database";
import { mailsTo, mailTo, startTestMailSink } from "../_shared/test-support/mail";
import { SESSION_COOKIE } from "../_shared/http";
import { holdTheClock } from "../_shared/test-support/clock";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require
registerFunctions(require("./library.mts"));

const TEXT = {
  senderRequired: "Vul je naam in.",
  tooManyEmails: "Je kunt dit naar maximaal 10 e-mailadressen tegelijk sturen.",
  emailInvalid: "Een van de e-mailadressen is niet juist. Controleer ze en scheid ze met een komma.",
  itemInvalid: "Deze pagina kan niet worden gedeeld.",
  feedbackRequired: "Vul je feedback in om dit formulier te verzenden.",
  rateLimited: "Je hebt het te vaak achter elkaar geprobeerd. Wacht een paar minuten en probeer het dan opnieuw.",
  antiforgery: "Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.",
  /** A fixed subject: the sender's name never leads it (issue 35, row 15; decision 112). */
  subject: "Een pagina van ReumaNL is met je gedeeld",
};
const ITEM_ID = "1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b";
const PATH = "/over-reuma/jicht";

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

function addresses(n: number, id = unique()): string[] {
  return Array.from({ length: n }, (_, i) => `ontvanger${i + 1}.${id}@example.nl`);
}

function share(overrides: Record<string, unknown> = {}) {
  return {
    SenderName: "Marja",
    EmailList: addresses(1).join(", "),
    Message: "",
    ItemId: ITEM_ID,
    Path: PATH,
    ...overrides,
  };
}

describe("POST /api/v1/library/send{contentType}", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("refuses 11 addresses and sends nothing", async () => {
    const list = addresses(11);
    const answer = await new Browser().post("/api/v1/library/sendarticle", share({ EmailList: list.join(",") }));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      code: "ValidationFailed",
      message: TEXT.tooManyEmails,
      errors: { EmailList: [TEXT.tooManyEmails] },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const address of list) expect(mailsTo(sink, address)).toHaveLength(0);
  });

  it("sends one Dutch mail to each of 10 addresses with a link to the page on this site only", async () => {
    const list = addresses(10);
    const answer = await new Browser().post(
      "/api/v1/library/sendarticle",
      share({
        SenderName: 'Anna <script>alert("x")</script>'.replace(/[<>]/g, ""),
        EmailList: ` ${list.join(" , ")} `,
        Message: "Lees dit eens.\n<b>Groet</b> & tot snel",
      }),
    );
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    for (const address of list) {
      const mail = await mailTo(sink, address);
      expect(mail.to).toBe(address); // one recipient per mail: nobody sees the other addresses
      expect(mail.subject).toBe(TEXT.subject);
      expect(mail.text).toContain("Lees de pagina: http://localhost:8888/over-reuma/jicht");
      expect(mail.text).toContain("Lees dit eens.\n<b>Groet</b> & tot snel");
      expect(mail.html).toContain("Lees dit eens.<br>&lt;b&gt;Groet&lt;/b&gt; &amp; tot snel");
      expect(mail.html).not.toContain("<b>Groet");
      expect(mail.links).toEqual(["http://localhost:8888/over-reuma/jicht"]);
    }
  });

  it("shares a news item through /sendnews, and refuses a path outside the site's news", async () => {
    const [to] = addresses(1);
    const browser = new Browser();
    expect(
      (await browser.post("/api/v1/library/sendnews", share({ EmailList: to, Path: "/nieuws/nieuwe-richtlijn" })))
        .status,
    ).toBe(204);
    expect((await mailTo(sink, to!)).links).toEqual(["http://localhost:8888/nieuws/nieuwe-richtlijn"]);

    for (const Path of [
      "https://evil.example/phish",
      "//evil.example/x",
      "/over-reuma/jicht",
      "/nieuws/../x",
      "/nieuws/",
    ]) {
      const answer = await browser.post("/api/v1/library/sendnews", share({ EmailList: to, Path }));
      expect(answer.status).toBe(400);
      expect(answer.json.errors.Path).toEqual([TEXT.itemInvalid]);
    }
    expect((await browser.post("/api/v1/library/sendunknown", share({ EmailList: to }))).status).toBe(404);
  });

  it("requires the sender's name and valid addresses", async () => {
    const browser = new Browser();
    const noName = await browser.post("/api/v1/library/sendarticle", share({ SenderName: "  " }));
    expect(noName.status).toBe(400);
    expect(noName.json.errors).toEqual({ SenderName: [TEXT.senderRequired] });
    const bad = await browser.post("/api/v1/library/sendarticle", share({ EmailList: "goed@example.nl, geen-adres" }));
    expect(bad.json.errors).toEqual({ EmailList: [TEXT.emailInvalid] });
  });

  it("refuses a call without the anti-forgery token", async () => {
    const answer = await new Browser().post("/api/v1/library/sendarticle", share(), { antiforgery: false });
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe(TEXT.antiforgery);
  });

  it("answers 429 with the Dutch text after 20 mails from one browser session", async () => {
    holdTheClock(); // the session's limit counts in 10-minute windows
    const browser = new Browser();
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await browser.post("/api/v1/library/sendarticle", share({ EmailList: addresses(10).join(",") }))).status,
      ).toBe(204);
    }
    const [to] = addresses(1);
    const third = await browser.post("/api/v1/library/sendarticle", share({ EmailList: to }));
    expect(third.status).toBe(429);
    expect(third.json).toMatchObject({ code: "RateLimited", message: TEXT.rateLimited });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(sink, to!)).toHaveLength(0);
  });

  it("is no spam relay: a fresh anti-forgery cookie does not reset the limit of the IP (30 mails an hour)", async () => {
    holdTheClock();
    const ip = new Browser().ip;
    for (let i = 0; i < 3; i += 1) {
      // Every call from a new browser: new cookies, new anti-forgery token, the same IP.
      expect(
        (await new Browser(ip).post("/api/v1/library/sendarticle", share({ EmailList: addresses(10).join(",") })))
          .status,
      ).toBe(204);
    }
    const [to] = addresses(1);
    const next = await new Browser(ip).post("/api/v1/library/sendarticle", share({ EmailList: to }));
    expect(next.status).toBe(429);
    expect(next.json.message).toBe(TEXT.rateLimited);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(sink, to!)).toHaveLength(0);
  });

  it("counts a member's mails per account, whatever IP or cookie the calls come from", async () => {
    const member = new Browser();
    await loggedInAccount(sink, member);
    const fromElsewhere = () => {
      const other = new Browser(); // another IP, another anti-forgery cookie, the same session
      other.cookies.set(SESSION_COOKIE, member.cookies.get(SESSION_COOKIE)!);
      return other;
    };
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await fromElsewhere().post("/api/v1/library/sendarticle", share({ EmailList: addresses(10).join(",") })))
          .status,
      ).toBe(204);
    }
    const over = await fromElsewhere().post(
      "/api/v1/library/sendarticle",
      share({ EmailList: addresses(1).join(",") }),
    );
    expect(over.status).toBe(429);
    expect(over.json.message).toBe(TEXT.rateLimited);
  });

  it("lets a visitor's free-text message reach at most 10 addresses a day from one IP; without a message sharing goes on", async () => {
    const ip = new Browser().ip;
    const withMessage = (EmailList: string) => share({ EmailList, Message: "Kijk eens naar dit artikel." });
    expect(
      (await new Browser(ip).post("/api/v1/library/sendarticle", withMessage(addresses(6).join(",")))).status,
    ).toBe(204);
    expect(
      (await new Browser(ip).post("/api/v1/library/sendarticle", withMessage(addresses(4).join(",")))).status,
    ).toBe(204);
    const [refused, plain] = addresses(2);
    const over = await new Browser(ip).post("/api/v1/library/sendarticle", withMessage(refused!));
    expect(over.status).toBe(429);
    expect(over.json.message).toBe(TEXT.rateLimited);
    expect((await new Browser(ip).post("/api/v1/library/sendarticle", share({ EmailList: plain }))).status).toBe(204);
    expect((await mailTo(sink, plain!)).links).toEqual(["http://localhost:8888/over-reuma/jicht"]);
    expect(mailsTo(sink, refused!)).toHaveLength(0);
  });

  it("makes no link of a web or mail address in the sender's name or message", async () => {
    const [to] = addresses(1);
    const Message = "Win geld op https://evil.example/win of www.spam.nl.\nMail naar prijs@spam.nl. Groet";
    const answer = await new Browser().post(
      "/api/v1/library/sendarticle",
      share({ EmailList: to, SenderName: "Bank.nl", Message }),
    );
    expect(answer.status).toBe(204);
    const mail = await mailTo(sink, to!);
    expect(mail.subject).toBe(TEXT.subject);
    expect(mail.text).toContain(
      "Win geld op https[:]//evil[.]example/win of www[.]spam[.]nl.\nMail naar prijs@spam[.]nl. Groet",
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/evil\.example|www\.spam|spam\.nl|Bank\.nl|https:\/\/evil/);
    }
    expect(mail.html).toContain("https[:]//evil[.]example/win");
    expect(mail.links).toEqual(["http://localhost:8888/over-reuma/jicht"]);
  });
  it("keeps the sender's name out of the subject: a fixed Dutch subject with the site name, the name in the body as plain text", async () => {
    const [to] = addresses(1);
    const SenderName = "Uw DigiD verloopt bel 0900-1234 ".padEnd(60, "x");
    const answer = await new Browser().post("/api/v1/library/sendarticle", share({ EmailList: to, SenderName }));
    expect(answer.status).toBe(204);
    const mail = await mailTo(sink, to!);
    expect(mail.subject).toBe("Een pagina van ReumaNL is met je gedeeld");
    expect(mail.subject).not.toMatch(/DigiD|0900/);
    expect(mail.text).toContain(`${SenderName} wil deze pagina van ReumaNL met je delen:`);
    expect(mail.html).toContain(`<title>Een pagina van ReumaNL is met je gedeeld</title>`);
    expect(mail.html).toContain(`<p>${SenderName} wil deze pagina van ReumaNL met je delen:</p>`);
  });
});

describe("POST /api/v1/library/feedback", () => {
  it("requires the feedback text, with the spec's message", async () => {
    const answer = await new Browser().post("/api/v1/library/feedback", {
      ItemId: ITEM_ID,
      Path: PATH,
      Feedback: "   ",
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      message: TEXT.feedbackRequired,
      errors: { Feedback: [TEXT.feedbackRequired] },
    });
  });

  it("stores the feedback of a visitor and mails it to FEEDBACK_TO", async () => {
    const editors = `redactie.${unique()}@example.nl`;
    process.env.FEEDBACK_TO = editors;
    try {
      const text = `Het stuk over voeding mist nog iets ${unique()}`;
      const answer = await new Browser().post("/api/v1/library/feedback", {
        ItemId: ITEM_ID,
        Path: PATH,
        Feedback: ` ${text} `,
      });
      expect(answer.status).toBe(204);
      const rows =
        await sql`select item_id, path, feedback, user_id from public.article_feedback where feedback = ${text}`;
      expect(rows).toEqual([{ item_id: ITEM_ID, path: PATH, feedback: text, user_id: null }]);
      const mail = await mailTo(sink, editors);
      expect(mail.subject).toBe("Feedback op /over-reuma/jicht");
      expect(mail.text).toContain(text);
    } finally {
      delete process.env.FEEDBACK_TO;
    }
  });

  it("answers 429 after 5 feedbacks from one browser session", async () => {
    const browser = new Browser();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await browser.post("/api/v1/library/feedback", { ItemId: ITEM_ID, Path: PATH, Feedback: `Feedback ${i}` }))
          .status,
      ).toBe(204);
    }
    const answer = await browser.post("/api/v1/library/feedback", { ItemId: ITEM_ID, Path: PATH, Feedback: "Nog een" });
    expect(answer.status).toBe(429);
    expect(answer.json.message).toBe(TEXT.rateLimited);
  });

  it("never lets the API roles read feedback back (RLS)", async () => {
    await expect(
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'anon', true)`;
        return tx`select count(*)::int as n from public.article_feedback`;
      }),
    ).rejects.toThrow(/permission denied/);
    await expect(
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true)`;
        return tx`select count(*)::int as n from public.article_feedback`;
      }),
    ).rejects.toThrow(/permission denied/);
  });
});

/**
 * Notification mail by the member's choice (issue 14 item 4, docs/decisions/182): immediately, a
 * daily or a weekly digest listing everything since the last one, sent by the scheduled worker
 * through real SMTP (the test mail sink). A digest never holds a message's text: a message or a
 * contact request names only who it is from (their username); read news leaves it; a pause
 * silences the mails.
 */
import type postgres from "postgres";
import { createAuthProvider } from "../_shared/auth";
import { getConfig } from "../_shared/config";
import { createDb, type Db } from "../_shared/db";
import { createMailer } from "../_shared/mail/mailer";
import type { CaughtMail, MailSink } from "../_shared/mail/sink";
import { registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { mailsTo, startTestMailSink } from "../_shared/test-support/mail";
import { doc, member, type Member } from "../_shared/test-support/community";
import { deliverAllNotificationMails } from "./service";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("../profiles/profiles.mts"),
  require("../contactlink/contactlink.mts"),
  require("../inbox/inbox.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

jest.setTimeout(60_000);

let sink: MailSink;
let sql: postgres.Sql;
let db: Db;

const deps = () => ({ db, auth: createAuthProvider(db), mailer: createMailer(getConfig()), config: getConfig() });
const SITE = "http://localhost:8888";
const SECRET = "Mijn reumatoloog wil de methotrexaat verhogen";

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
});

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
  await sink.stop();
});

async function choose(who: Member, body: Record<string, unknown>): Promise<void> {
  const answer = await who.browser.call("PUT", "/api/v1/CustomUser/ChangeEmailNotification", { body });
  expect(answer.status).toBe(200);
}

async function contacts(a: Member, b: Member): Promise<void> {
  expect(
    (
      await a.browser.post("/api/v1/CustomContactlink", {
        ContactUserId: b.id,
        Message: "Hoi, zullen we contact houden?",
      })
    ).status,
  ).toBe(200);
  expect((await b.browser.post(`/api/v1/CustomContactlink/AcceptContactRequest/${a.id}`)).status).toBe(200);
}

async function message(from: Member, to: Member, text: string): Promise<void> {
  expect((await from.browser.post(`/api/v1/inbox/inbox/${to.id}`, { Body: doc(text) })).status).toBe(201);
}

/** Lets the waiting news of `who` be `days` older, as if that time had passed. */
const age = (who: Member, days: number) => sql`
  update app_private.notification_mails set queued_at = queued_at - make_interval(days => ${days})
  where notification_id in (select id from public.notifications where user_id = ${who.id})`;

const queued = async (who: Member) =>
  (
    await sql<{ n: number }[]>`
    select count(*)::int as n from app_private.notification_mails q join public.notifications n on n.id = q.notification_id
    where n.user_id = ${who.id}`
  )[0]!.n;

const digestsTo = (who: Member, kind: "dagelijkse" | "wekelijkse"): CaughtMail[] =>
  mailsTo(sink, who.account.Email).filter((mail) => mail.subject === `Je ${kind} overzicht van ReumaNL`);

describe("notification mail: immediately, daily or weekly", () => {
  it("stores the choice and shows it in the settings", async () => {
    const anna = await member(sink, sql, { prefix: "Anna" });
    const answer = await anna.browser.call("PUT", "/api/v1/CustomUser/ChangeEmailNotification", {
      body: { EmailNotifications: true, EmailFrequency: "weekly" },
    });
    expect(answer.json).toEqual({ EmailNotifications: true, EmailFrequency: "weekly" });
    // Turning mail off and on again keeps the frequency.
    await choose(anna, { EmailNotifications: false });
    expect(
      (
        await anna.browser.call("PUT", "/api/v1/CustomUser/ChangeEmailNotification", {
          body: { EmailNotifications: true },
        })
      ).json,
    ).toEqual({
      EmailNotifications: true,
      EmailFrequency: "weekly",
    });
    expect((await anna.browser.get("/api/v1/CustomUser/settings")).json).toMatchObject({
      EmailNotifications: true,
      EmailFrequency: "weekly",
    });
    const wrong = await anna.browser.call("PUT", "/api/v1/CustomUser/ChangeEmailNotification", {
      body: { EmailNotifications: true, EmailFrequency: "hourly" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Kies hoe vaak je een e-mail wilt: meteen, één keer per dag of één keer per week");
  });

  it("sends a daily digest of everything since the last one, naming who wrote but without the message text", async () => {
    const anna = await member(sink, sql, { prefix: "Anna" });
    const bram = await member(sink, sql, { prefix: "Bram" });
    const carla = await member(sink, sql, { prefix: "Carla" });
    await choose(anna, { EmailNotifications: true, EmailFrequency: "daily" });
    await contacts(bram, anna);
    await contacts(carla, anna);
    await message(bram, anna, SECRET);
    await message(carla, anna, "Ik heb vandaag veel pijn in mijn handen");
    expect(await queued(anna)).toBe(4);

    // Less than a day after the first news: nothing yet (Bram, who wants mail at once, has his).
    await deliverAllNotificationMails(deps());
    expect(digestsTo(anna, "dagelijkse")).toHaveLength(0);
    expect(mailsTo(sink, anna.account.Email).filter((mail) => mail.subject.includes("nieuws"))).toHaveLength(0);
    expect(
      mailsTo(sink, bram.account.Email).some((mail) => mail.subject === "Er is iets nieuws voor je op ReumaNL"),
    ).toBe(true);

    await age(anna, 1);
    await deliverAllNotificationMails(deps());
    const [digest, ...more] = digestsTo(anna, "dagelijkse");
    expect(more).toHaveLength(0);
    expect(digest!.text).toContain(`Hallo ${anna.account.Username},`);
    expect(digest!.text).toContain("Sinds je vorige overzicht is er dit nieuws voor je:");
    expect(digest!.text).toContain(
      `- ${bram.account.Username} wil graag contact met je: ${SITE}/ontmoet-elkaar/personen/?mycontacts=show`,
    );
    expect(digest!.text).toContain(
      `- ${carla.account.Username} wil graag contact met je: ${SITE}/ontmoet-elkaar/personen/?mycontacts=show`,
    );
    expect(digest!.text).toContain(
      `- Een nieuw bericht van ${bram.account.Username}: ${SITE}/account/berichten/${bram.id}/`,
    );
    expect(digest!.text).toContain(
      `- Een nieuw bericht van ${carla.account.Username}: ${SITE}/account/berichten/${carla.id}/`,
    );
    expect(digest!.html).toContain(
      `<li><a href="${SITE}/account/berichten/${bram.id}/">Een nieuw bericht van ${bram.account.Username}</a></li>`,
    );
    expect(digest!.text).not.toContain("Iemand wil graag contact met je");
    expect(digest!.text).not.toContain("een van je contacten");
    expect(digest!.text).toContain("Je krijgt deze e-mail omdat je hebt gekozen voor één overzicht per dag.");
    expect(digest!.links).toEqual(
      expect.arrayContaining([
        `${SITE}/account/berichten/${bram.id}/`,
        `${SITE}/account/berichten/${carla.id}/`,
        `${SITE}/account/notificaties/`,
        `${SITE}/account/instellingen/`,
      ]),
    );
    // Never the text, and of the others nothing but the username (no e-mail address).
    for (const secret of [
      SECRET,
      "pijn in mijn handen",
      "Hoi, zullen we contact houden?",
      bram.account.Email,
      carla.account.Email,
    ]) {
      expect(digest!.text + digest!.html).not.toContain(secret);
    }
    expect(await queued(anna)).toBe(0);

    // The next digest lists only what came after this one, and read news is left out.
    await sql`update public.notifications set read_at = now() where user_id = ${anna.id}`;
    await message(bram, anna, "Nog een vraag over mijn medicijnen");
    await message(carla, anna, "Sterkte vandaag");
    await anna.browser.call("PUT", `/api/v1/inbox/inbox/${carla.id}/seen`);
    await age(anna, 1);
    await deliverAllNotificationMails(deps());
    const second = digestsTo(anna, "dagelijkse");
    expect(second).toHaveLength(2);
    expect(second[0]!.links).toContain(`${SITE}/account/berichten/${bram.id}/`);
    expect(second[0]!.links).not.toContain(`${SITE}/account/berichten/${carla.id}/`);
    expect(second[0]!.text.match(/Een nieuw bericht van /g)).toHaveLength(1);
    expect(second[0]!.text).toContain(`Een nieuw bericht van ${bram.account.Username}`);
    expect(second[0]!.text).not.toContain(carla.account.Username);
    expect(second[0]!.text + second[0]!.html).not.toContain("Nog een vraag over mijn medicijnen");
  });

  it("sends a weekly digest only once the oldest news is a week old", async () => {
    const dirk = await member(sink, sql, { prefix: "Dirk" });
    const esther = await member(sink, sql, { prefix: "Esther" });
    await choose(dirk, { EmailNotifications: true, EmailFrequency: "weekly" });
    await contacts(esther, dirk);
    await message(esther, dirk, SECRET);
    await age(dirk, 6);
    await deliverAllNotificationMails(deps());
    expect(digestsTo(dirk, "wekelijkse")).toHaveLength(0);
    await age(dirk, 1);
    await deliverAllNotificationMails(deps());
    const [digest] = digestsTo(dirk, "wekelijkse");
    expect(digest!.text).toContain("Je krijgt deze e-mail omdat je hebt gekozen voor één overzicht per week.");
    expect(digest!.links).toContain(`${SITE}/account/berichten/${esther.id}/`);
    expect(digest!.text).toContain(`Een nieuw bericht van ${esther.account.Username}`);
    expect(digest!.text + digest!.html).not.toContain(SECRET);
  });

  it("sends nothing while the member pauses, not even what was queued before the pause", async () => {
    const fleur = await member(sink, sql, { prefix: "Fleur" });
    const gijs = await member(sink, sql, { prefix: "Gijs" });
    await contacts(gijs, fleur);
    await sql`update public.notifications set read_at = now() where user_id = ${gijs.id}`;
    await deliverAllNotificationMails(deps());
    await message(fleur, gijs, "Dit staat al in de wachtrij");
    expect(await queued(gijs)).toBe(1);
    expect((await gijs.browser.call("PUT", "/api/v1/profiles/pause", { body: { Weeks: 1 } })).status).toBe(200);
    const before = mailsTo(sink, gijs.account.Email).length;
    expect(await deliverAllNotificationMails(deps())).toMatchObject({ sent: 0 });
    expect(await queued(gijs)).toBe(0);
    // New news during the pause is not queued at all (the notification itself is on the site).
    await sql`update public.notifications set read_at = now() where user_id = ${gijs.id}`;
    await message(fleur, gijs, "En nog een bericht");
    expect(await queued(gijs)).toBe(0);
    await deliverAllNotificationMails(deps());
    expect(mailsTo(sink, gijs.account.Email)).toHaveLength(before);
  });
});

/**
 * The monthly opportunity mail on the real database and through real SMTP (the test mail sink):
 * one mail per volunteer and month however often (or however concurrently) the job runs, the new
 * open opportunities only, matching ones first, none for who turned it off or is no volunteer,
 * nothing when nothing is new, and a failed send tried again by the next run.
 */
import type postgres from "postgres";
import { createAuthProvider } from "../_shared/auth";
import { getConfig } from "../_shared/config";
import { createDb, type Db } from "../_shared/db";
import { createMailer } from "../_shared/mail/mailer";
import type { MailSink } from "../_shared/mail/sink";
import { registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { mailsTo, startTestMailSink } from "../_shared/test-support/mail";
import { opportunity, person, volunteer, type Person, type TestOpportunity } from "../_shared/test-support/volunteers";
import { periodOf, sendMonthlyVolunteerMails } from "./service";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("../volunteer/volunteer.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

jest.setTimeout(60_000);

let sink: MailSink;
let sql: postgres.Sql;
let db: Db;
let vera: Person;
let nora: Person;
let piet: Person;
let matching: TestOpportunity;
let other: TestOpportunity;
let closed: TestOpportunity;
let old: TestOpportunity;

const deps = (smtpUrl?: string) => {
  const config = { ...getConfig(), ...(smtpUrl ? { smtpUrl } : {}) };
  return { db, auth: createAuthProvider(db), mailer: createMailer(config), config };
};
const DAY = 24 * 3600_000;
const SUBJECT = "Nieuwe vragen voor ervaringsdeskundigen op ReumaNL";
const monthly = (email: string) => mailsTo(sink, email).filter((mail) => mail.subject === SUBJECT);
/** Runs happen 1000 days ahead, so opportunities other test files make (now) are long "old". */
const AHEAD = 1000;
const BASE = Date.now() + AHEAD * DAY;
const at = (days: number) => new Date(BASE + days * DAY);
const openedDaysAgo = (days: number) => days - AHEAD;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
  vera = await volunteer(sink, sql, { abilityIds: [301], region: 10 });
  nora = await volunteer(sink, sql, { abilityIds: [301], region: 10 });
  piet = await person(sink, "Piet");
  other = await opportunity(sql, {
    title: `Meelezen folder ${Date.now()}`,
    abilityIds: [201],
    region: 3,
    openedDaysAgo: openedDaysAgo(1),
  });
  matching = await opportunity(sql, {
    title: `Onderzoek naar vermoeidheid ${Date.now()}`,
    abilityIds: [301],
    region: 10,
    openedDaysAgo: openedDaysAgo(2),
  });
  closed = await opportunity(sql, { status: "closed", abilityIds: [301], openedDaysAgo: openedDaysAgo(1) });
  old = await opportunity(sql, { abilityIds: [301], openedDaysAgo: openedDaysAgo(60) });
  const off = await nora.browser.call("PUT", "/api/v1/Volunteer/ChangeVolunteerNotification", {
    body: { NewOpportunities: false },
  });
  if (off.status >= 300) throw new Error(`ChangeVolunteerNotification answered ${off.status}: ${off.text}`);
});

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
  await sink.stop();
});

it("periodOf names the calendar month in the Netherlands", () => {
  expect(periodOf(new Date("2026-11-30T22:59:00Z"))).toBe("2026-11");
  expect(periodOf(new Date("2026-11-30T23:00:00Z"))).toBe("2026-12");
});

it("mails each volunteer once this month, however often and however concurrently the job runs", async () => {
  await Promise.all([sendMonthlyVolunteerMails(deps(), at(0)), sendMonthlyVolunteerMails(deps(), at(0))]);
  await sendMonthlyVolunteerMails(deps(), at(0));
  await new Promise((resolve) => setTimeout(resolve, 300));

  const mails = monthly(vera.Email);
  expect(mails).toHaveLength(1);
  const text = mails[0]!.text;
  expect(text).toContain(`Hallo ${vera.Username},`);
  expect(text).toContain("Er zijn sinds onze vorige e-mail 2 nieuwe vragen voor ervaringsdeskundigen.");
  // The one that fits her ability and province comes first, though it opened earlier.
  expect(text.indexOf(matching.title)).toBeGreaterThan(-1);
  expect(text.indexOf(matching.title)).toBeLessThan(text.indexOf(other.title));
  expect(mails[0]!.links).toContain(`${getConfig().siteUrl.replace(/\/+$/, "")}/ervaringsdeskundigen/${matching.slug}`);
  expect(text).not.toContain(closed.title);
  expect(text).not.toContain(old.title);
  expect(text).toContain("/account/ervaringsdeskundigen/");

  expect(monthly(nora.Email)).toEqual([]);
  expect(monthly(piet.Email)).toEqual([]);
  const [row] =
    await sql`select sent_at, period from app_private.volunteer_monthly_mails where profile_id = ${vera.Id}`;
  expect(row).toMatchObject({ period: periodOf(at(0)), sent_at: expect.any(Date) });
});

it("next month lists only what opened since the last mail, and a month with nothing new sends nothing", async () => {
  const nextMonth = at(32);
  const fresh = await opportunity(sql, {
    title: `Gastles reumatologie ${Date.now()}`,
    abilityIds: [101],
    openedDaysAgo: openedDaysAgo(-31),
  });
  await sendMonthlyVolunteerMails(deps(), nextMonth);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const mails = monthly(vera.Email);
  expect(mails).toHaveLength(2);
  const newest = mails.find((m) => m.text.includes(fresh.title));
  expect(newest?.text).toContain("Er is sinds onze vorige e-mail 1 nieuwe vraag voor ervaringsdeskundigen.");
  expect(newest?.text).not.toContain(matching.title);

  const report = await sendMonthlyVolunteerMails(deps(), at(64));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(monthly(vera.Email)).toHaveLength(2);
  expect(report.sent).toBe(0);
  expect(report.nothingNew).toBeGreaterThan(0);
});

it("a send that fails is tried again by the next run, and then only once", async () => {
  const lena = await volunteer(sink, sql, { abilityIds: [301] });
  const later = at(96);
  await opportunity(sql, {
    title: `Panel zorgverzekeraar ${Date.now()}`,
    abilityIds: [202],
    openedDaysAgo: openedDaysAgo(-95),
  });
  // Nothing listens on port 9: the SMTP connection is refused.
  const failed = await sendMonthlyVolunteerMails(deps("smtp://127.0.0.1:9"), later);
  expect(failed.failed).toBeGreaterThan(0);
  expect(monthly(lena.Email)).toEqual([]);

  await sendMonthlyVolunteerMails(deps(), later);
  await sendMonthlyVolunteerMails(deps(), later);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(monthly(lena.Email)).toHaveLength(1);
});

/** The embedded auth provider's answers that the HTTP flow does not reach easily (races, bans). */
import type postgres from "postgres";
import { createDb, type Db } from "../db";
import { testSql, unique } from "../test-support/database";
import { createEmbeddedAuth } from "./embedded";
import type { SignUpMetadata } from "./provider";

let sql: postgres.Sql;
let db: Db;

beforeAll(() => {
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
});
afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
});

const meta = (username: string): SignUpMetadata => ({
  username,
  role: "participant",
  marketing_emails: false,
  age_confirmed_at: new Date().toISOString(),
  accepted_terms_at: new Date().toISOString(),
});

it("reports a username or e-mail taken at insert time (a race past the service's check)", async () => {
  const auth = createEmbeddedAuth(db);
  const name = `Race${unique()}`;
  const email = `race.${unique()}@example.nl`;
  expect((await auth.signUp(email, "Geheim123", meta(name))).ok).toBe(true);
  expect(await auth.signUp(`other.${unique()}@example.nl`, "Geheim123", meta(name.toLowerCase()))).toEqual({
    ok: false,
    reason: "usernameTaken",
  });
  expect(await auth.signUp(email, "Geheim123", meta(`Race${unique()}`))).toEqual({ ok: false, reason: "emailTaken" });
});

it("refuses a banned or deleted user as if the password were wrong", async () => {
  const auth = createEmbeddedAuth(db);
  const email = `ban.${unique()}@example.nl`;
  const result = await auth.signUp(email, "Geheim123", meta(`Ban${unique()}`));
  if (!result.ok) throw new Error("sign-up failed");
  expect(await auth.confirm(email, result.confirmationToken)).toBe("confirmed");
  expect((await auth.verifyPassword(email, "Geheim123")).ok).toBe(true);

  await sql`update auth.users set banned_until = now() + interval '1 day' where email = ${email}`;
  expect(await auth.verifyPassword(email, "Geheim123")).toEqual({ ok: false, reason: "invalid" });
  await sql`update auth.users set banned_until = null, deleted_at = now() where email = ${email}`;
  expect(await auth.verifyPassword(email, "Geheim123")).toEqual({ ok: false, reason: "invalid" });
});

it("refuses a malformed token without a query and an unknown address", async () => {
  const auth = createEmbeddedAuth(db);
  expect(await auth.confirm("x@example.nl", "not a token")).toBe("invalid");
  expect(await auth.confirm(`nobody.${unique()}@example.nl`, "A".repeat(43))).toBe("invalid");
});

describe("invitations", () => {
  it("makes an account without a password whose profile waits for its setup, and accepts the newest token once", async () => {
    const auth = createEmbeddedAuth(db);
    const email = `uitgenodigd.${unique()}@example.nl`;
    const first = await auth.invite(email);
    if (!first.ok) throw new Error("invite failed");
    const [user] =
      await sql`select encrypted_password, invited_at, email_confirmed_at from auth.users where id = ${first.userId}`;
    expect(user).toMatchObject({ encrypted_password: null, email_confirmed_at: null });
    expect(user!.invited_at).toBeInstanceOf(Date);
    const [profile] = await sql`select username, setup_pending from public.profiles where id = ${first.userId}`;
    expect(profile).toEqual({ username: expect.stringMatching(/^lid[0-9a-f]{12}$/), setup_pending: true });
    // Nobody can log in to it before a password is chosen.
    expect(await auth.verifyPassword(email, "")).toEqual({ ok: false, reason: "invalid" });

    const again = await auth.invite(email);
    if (!again.ok) throw new Error("second invite failed");
    expect(again.userId).toBe(first.userId);
    expect(await auth.acceptInvitation(email, first.token)).toEqual({ ok: false });
    expect(await auth.acceptInvitation(`ander.${unique()}@example.nl`, again.token)).toEqual({ ok: false });
    expect(await auth.acceptInvitation(email, again.token)).toEqual({
      ok: true,
      user: { id: first.userId, email, emailConfirmed: true },
    });
    expect(await auth.acceptInvitation(email, again.token)).toEqual({ ok: false });
    expect(await auth.invite(email)).toEqual({ ok: false, reason: "emailTaken" });
  });

  it("refuses an invitation older than 24 hours, and a registration token as an invitation", async () => {
    const auth = createEmbeddedAuth(db);
    const email = `laat.${unique()}@example.nl`;
    const invited = await auth.invite(email);
    if (!invited.ok) throw new Error("invite failed");
    await sql`update auth.users set confirmation_sent_at = now() - interval '24 hours 1 minute' where id = ${invited.userId}`;
    expect(await auth.acceptInvitation(email, invited.token)).toEqual({ ok: false });

    const registered = `zelf.${unique()}@example.nl`;
    const signUp = await auth.signUp(registered, "Geheim123", meta(`Zelf${unique()}`));
    if (!signUp.ok) throw new Error("sign-up failed");
    expect(await auth.acceptInvitation(registered, signUp.confirmationToken)).toEqual({ ok: false });
  });

  it("marks the profile when invited_at is set after the insert, as GoTrue does", async () => {
    const auth = createEmbeddedAuth(db);
    const email = `gotrue.${unique()}@example.nl`;
    const signUp = await auth.signUp(email, "Geheim123", meta(`Gotrue${unique()}`));
    if (!signUp.ok) throw new Error("sign-up failed");
    const pending = async () =>
      (await sql`select setup_pending from public.profiles where id = ${signUp.userId}`)[0]!.setup_pending;
    expect(await pending()).toBe(false);
    await sql`update auth.users set invited_at = now() where id = ${signUp.userId}`;
    expect(await pending()).toBe(true);
  });
});

/**
 * The production path on a database shaped like hosted Supabase (issue 34; `npm run test:supabase`,
 * jest.supabase.config.ts): the functions connect as reumanl_functions, GoTrue and Storage are the
 * stand-ins of test-support/supabase-standin.ts over the GoTrue and Storage tables, and every
 * migration and the role script were applied as Supabase's non-superuser postgres through the real
 * Supabase CLI. Register, confirm, log in, reset, change the e-mail address, upload a photo and
 * delete the account, as a person would, through the real handlers.
 */
import sharp from "sharp";
import postgres from "postgres";
import { Browser, registerFunctions } from "./test-support/api";
import { STRONG_PASSWORD, verifiedAccount } from "./test-support/accounts";
import { unique } from "./test-support/database";
import { mailTo, mailsTo, startTestMailSink } from "./test-support/mail";
import { uploadFile } from "./test-support/participants";
import type { MailSink } from "./mail/sink";
import type * as NotificationMailsModule from "../notification-mails/notification-mails.mjs";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("../customprofile/customprofile.mts"),
  require("../customprofile-photo/customprofile-photo.mts"),
  require("../storage/storage.mts"),
  require("../delete-user/delete-user.mts"),
);
/** The scheduled function that mails queued notifications, run as Netlify runs it. */
const sendNotificationMails = (
  require("../notification-mails/notification-mails.mts") as typeof NotificationMailsModule
).default;
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let owner: postgres.Sql;
let functionsRole: postgres.Sql;

beforeAll(async () => {
  sink = await startTestMailSink();
  owner = postgres(process.env.SUPABASE_DB_POSTGRES_URL!, { max: 1, onnotice: () => undefined });
  functionsRole = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => undefined });
});

afterAll(async () => {
  await owner.end({ timeout: 5 });
  await functionsRole.end({ timeout: 5 });
  await sink.stop();
});

const linkOf = (mail: { links: string[] }, page: string) => {
  const link = mail.links.find((l) => l.includes(page));
  if (!link) throw new Error(`no ${page} link`);
  const url = new URL(link);
  return { email: url.searchParams.get("email") ?? "", token: url.searchParams.get("token") ?? "" };
};

async function sqlState(fn: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await fn();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe("the database as Supabase shapes it", () => {
  it("has a postgres that is no superuser, and a functions role that cannot read auth.users, even as service_role", async () => {
    const [postgresRole] = await owner`select rolsuper, rolcreaterole from pg_roles where rolname = 'postgres'`;
    expect(postgresRole).toEqual({ rolsuper: false, rolcreaterole: true });
    const [role] =
      await owner`select rolsuper, rolbypassrls, rolinherit, rolreplication from pg_roles where rolname = 'reumanl_functions'`;
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, rolinherit: false, rolreplication: false });
    for (const as of ["service_role", "authenticated", "anon"]) {
      const state = await sqlState(() =>
        functionsRole.begin(async (tx) => {
          await tx.unsafe(`set local role ${as}`);
          await tx`select id from auth.users limit 1`;
        }),
      );
      expect({ as, state }).toEqual({ as, state: "42501" });
    }
  });

  it("runs the two auth look-ups as their owner postgres, with an empty search_path, for service_role only", async () => {
    const rows = await owner<
      { name: string; owner: string; config: string[]; anon: boolean; authenticated: boolean; service: boolean }[]
    >`
      select p.proname as name, pg_get_userbyid(p.proowner) as owner, p.proconfig as config,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
             has_function_privilege('service_role', p.oid, 'execute') as service
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'app_private' and p.proname like 'auth\\_%' and p.prosecdef order by 1`;
    expect(rows).toEqual(
      ["auth_account_by_email", "auth_recovery_sent_at"].map((name) => ({
        name,
        owner: "postgres",
        config: ['search_path=""'],
        anon: false,
        authenticated: false,
        service: true,
      })),
    );
  });

  it("has the buckets private, with their limits, and no storage policy for the API roles", async () => {
    const buckets =
      await owner`select id, public, file_size_limit::int as limit, allowed_mime_types as types from storage.buckets order by id`;
    expect(buckets).toEqual([
      { id: "avatars", public: false, limit: 1048576, types: ["image/jpeg"] },
      { id: "story-images", public: false, limit: 5242880, types: ["image/jpeg"] },
    ]);
    expect(
      await owner`select policyname from pg_policies where schemaname = 'storage' and tablename = 'objects'`,
    ).toEqual([]);
  });
});

describe("an account, start to end, against GoTrue's behaviour", () => {
  it("registers, confirms, logs in, resets, changes its address, uploads a photo and is deleted", async () => {
    const browser = new Browser();
    // Register and confirm (generate_link signup, the profile trigger inside GoTrue's transaction).
    const account = await verifiedAccount(sink, browser, "Supa");
    const [profile] = await owner`select username from public.profiles where id = ${account.Id}`;
    expect(profile).toEqual({ username: account.Username });
    const [gotrueRow] =
      await owner`select encrypted_password like '$2%' as bcrypt, email_confirmed_at is not null as confirmed from auth.users where id = ${account.Id}`;
    expect(gotrueRow).toEqual({ bcrypt: true, confirmed: true });
    // The same link twice: GoTrue spent the token.
    expect(
      (await new Browser().post("/api/v1/authentication/login", { Email: account.Email, Password: STRONG_PASSWORD }))
        .status,
    ).toBe(200);

    // Registering the address again is refused without a 500.
    const again = await new Browser().post("/api/v1/authentication/register", {
      Username: `Supa${unique()}`.slice(0, 20),
      Email: account.Email,
      Password: STRONG_PASSWORD,
      MarketingEmails: false,
      Role: "participant",
      AgeConfirmed: true,
      TermsAccepted: true,
    });
    expect(again.status).toBeLessThan(500);

    // Reset the password (generate_link recovery, verifyOtp recovery, admin update).
    expect(
      (await new Browser().post("/api/v1/authentication/ForgotPassword", { Email: account.Email })).status,
    ).toBeLessThan(300);
    const reset = linkOf(
      await waitForMail(account.Email, "/wachtwoord/opnieuw-instellen?"),
      "/wachtwoord/opnieuw-instellen?",
    );
    const newPassword = "Zonnebloem88Kast";
    const resetAnswer = await new Browser().post("/api/v1/authentication/ResetPassword", {
      Email: reset.email,
      Token: reset.token,
      Password: newPassword,
      ConfirmPassword: newPassword,
    });
    expect(resetAnswer.status).toBeLessThan(300);
    expect(
      (await new Browser().post("/api/v1/authentication/login", { Email: account.Email, Password: STRONG_PASSWORD }))
        .status,
    ).toBe(400);
    const login = await browser.post("/api/v1/authentication/login", { Email: account.Email, Password: newPassword });
    expect(login.status).toBe(200);

    // Change the e-mail address: the link in the mail works once, on real GoTrue's hashing.
    const newEmail = `supa.nieuw.${unique()}@example.nl`;
    const asked = await browser.post("/api/v1/CustomUser/ChangeEmail", {
      OldEmail: account.Email,
      NewEmail: newEmail,
      Password: newPassword,
    });
    expect(asked.status).toBe(204);
    const change = linkOf(await mailTo(sink, newEmail), "/email-gewijzigd?");
    expect(
      (await new Browser().post("/api/v1/CustomUser/ConfirmEmailChange", { Email: change.email, Token: change.token }))
        .status,
    ).toBe(204);
    expect(
      (await new Browser().post("/api/v1/CustomUser/ConfirmEmailChange", { Email: change.email, Token: change.token }))
        .json.code,
    ).toBe("EmailChangeFailed");
    expect(
      (await new Browser().post("/api/v1/authentication/login", { Email: account.Email, Password: newPassword }))
        .status,
    ).toBe(400);
    expect(
      (await new Browser().post("/api/v1/authentication/login", { Email: newEmail, Password: newPassword })).status,
    ).toBe(200);
    expect((await browser.get("/api/v1/CustomUser/settings")).json.Email).toBe(newEmail);

    // Upload a photo: private bucket, served through our address after the visibility check.
    const original = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#4a7" } })
      .png()
      .toBuffer();
    const uploaded = await uploadFile(browser, "/api/v1/customprofile/photo", {
      bytes: new Uint8Array(original),
      name: "ik.png",
      type: "image/png",
    });
    expect(uploaded.status).toBe(200);
    const photoUrl: string = uploaded.json.PhotoUrl;
    expect(photoUrl).toMatch(new RegExp(`^/api/v1/storage/avatars/${account.Id}/[A-Za-z0-9_-]{16}\\.jpg$`));
    const served = await browser.get(photoUrl);
    expect(served.status).toBe(302);
    const signed = served.headers.get("location")!;
    expect(signed).toContain(`${process.env.SUPABASE_URL}/storage/v1/object/sign/avatars/`);
    const image = await fetch(signed);
    expect(image.status).toBe(200);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 360,
      height: 360,
    });
    // A visitor does not see the photo of a profile that is not public, and Supabase has no public URL for it.
    expect((await new Browser().get(photoUrl)).status).toBe(404);
    const objectPath = photoUrl.replace("/api/v1/storage/avatars/", "");
    expect((await fetch(`${process.env.SUPABASE_URL}/storage/v1/object/public/avatars/${objectPath}`)).status).toBe(
      400,
    );
    // The anon key cannot write the bucket through Storage's API (RLS: no policy lets it see the bucket or add objects).
    const anonUpload = await fetch(`${process.env.SUPABASE_URL}/storage/v1/object/avatars/${account.Id}/eigen.jpg`, {
      method: "POST",
      headers: { authorization: `Bearer ${process.env.SUPABASE_ANON_KEY}`, "content-type": "image/jpeg" },
      body: new Uint8Array([0xff, 0xd8, 0xff]),
    });
    expect([403, 404]).toContain(anonUpload.status);
    expect(await owner`select 1 from storage.objects where name = ${`${account.Id}/eigen.jpg`}`).toHaveLength(0);

    // Delete the account: GoTrue's user, the profile and the photo go.
    expect((await browser.post("/api/v1/delete-user/request", { Password: newPassword })).status).toBe(204);
    const deletion = mailsTo(sink, newEmail)
      .flatMap((m) => m.links)
      .find((l) => l.includes("/bevestiging-account-verwijderd?token="));
    expect(deletion).toBeTruthy();
    const confirmed = await new Browser().post("/api/v1/delete-user/confirm", {
      Token: new URL(deletion!).searchParams.get("token"),
    });
    expect(confirmed.status).toBeLessThan(300);
    expect(await owner`select 1 from auth.users where id = ${account.Id}`).toHaveLength(0);
    expect(await owner`select 1 from public.profiles where id = ${account.Id}`).toHaveLength(0);
    expect(
      await owner`select 1 from storage.objects where bucket_id = 'avatars' and name like ${`${account.Id}/%`}`,
    ).toHaveLength(0);
  }, 60_000);
});

describe("the notification mail worker", () => {
  it("mails a member's notification as reumanl_functions, with the address from GoTrue's admin API", async () => {
    const account = await verifiedAccount(sink, new Browser(), "Post");
    await owner`insert into public.notifications (user_id, kind, body, link) values (${account.Id}, 'reaction', 'Er is een nieuwe reactie.', '/forum')`;
    // Netlify runs a scheduled function with a POST of its own, without a context.
    const scheduled = new Request("http://localhost/.netlify/functions/notification-mails", { method: "POST" });
    expect((await sendNotificationMails(scheduled, undefined)).status).toBe(204);
    const mailed = mailsTo(sink, account.Email).filter((mail) => mail.subject.startsWith("Er is iets nieuws"));
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.links.some((link) => link.endsWith("/forum"))).toBe(true);
    expect(
      await owner`select 1 from app_private.notification_mails m join public.notifications n on n.id = m.notification_id where n.user_id = ${account.Id}`,
    ).toHaveLength(0);
  }, 30_000);
});

async function waitForMail(to: string, page: string) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = mailsTo(sink, to).find((m) => m.links.some((l) => l.includes(page)));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail with ${page} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

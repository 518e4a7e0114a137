/**
 * Account deletion and the data export through the real handlers and the real test database:
 * request with the password, the mailed link, confirm; afterwards no table holds anything of the
 * person, and a contribution that stays (simulated with the documented on-delete-set-null rule)
 * shows "een deelnemer van ReumaNL".
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type postgres from "postgres";
import sharp from "sharp";
import { authorLabel } from "../../src/domain/author";
import type { MailSink } from "../_shared/mail/sink";
import { loggedInParticipant, uploadFile, type TestAccount } from "../_shared/test-support/participants";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { mailsTo, startTestMailSink } from "../_shared/test-support/mail";
import { createGroup, doc, member } from "../_shared/test-support/community";
import { createAuthProvider } from "../_shared/auth";
import { getConfig } from "../_shared/config";
import { createDb } from "../_shared/db";
import { createStorage } from "../_shared/storage";
import { requestDeletion } from "./service";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("./delete-user.mts"),
  require("../customprofile/customprofile.mts"),
  require("../customprofile-photo/customprofile-photo.mts"),
  require("../account-data/account-data.mts"),
  require("../storage/storage.mts"),
  require("../conversations/conversations.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

const TEXT = {
  wrongPassword: "Dit is niet het juiste wachtwoord",
  passwordRequired: "Vul je wachtwoord in om je account te verwijderen.",
  linkInvalid: "Deze link werkt niet meer. Vraag opnieuw aan om je account te verwijderen.",
  unauthorized: "Je bent niet ingelogd. Log in om verder te gaan.",
  subject: "Bevestig het verwijderen van je account bij ReumaNL",
};

let sink: MailSink;
let sql: postgres.Sql;
let storageDir: string;
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(os.tmpdir(), "reumanl-delete-"));
  process.env.DATA_DIR = storageDir;
  sink = await startTestMailSink();
  sql = testSql();
  // A stand-in for the later community tables, following the rule of migration 20261122000200.
  await sql`create table if not exists public.test_reactions (
    id serial primary key, author_id uuid references public.profiles (id) on delete set null, body text not null)`;
});

afterAll(async () => {
  await sql`drop table if exists public.test_reactions`;
  await sql.end({ timeout: 5 });
  await sink.stop();
  rmSync(storageDir, { recursive: true, force: true });
  process.env.DATA_DIR = previousDataDir;
});

function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token") ?? "";
}

async function deletionLink(me: TestAccount): Promise<string> {
  const answer = await me.browser.post("/api/v1/delete-user/request", { Password: me.password });
  expect(answer.status).toBe(204);
  const mail = mailsTo(sink, me.email).find((m) => m.subject === TEXT.subject);
  expect(mail).toBeTruthy();
  const link = mail!.links.find((l) => l.includes("/bevestiging-account-verwijderd?token="));
  expect(link).toBeTruthy();
  return link!;
}

/** Every row in every table of public, app_private and auth that mentions the id, username or e-mail. */
async function traces(me: TestAccount): Promise<string[]> {
  const tables = await sql<{ schema: string; table: string }[]>`
    select table_schema as schema, table_name as table from information_schema.tables
    where table_schema in ('public', 'app_private', 'auth') and table_type = 'BASE TABLE'`;
  const found: string[] = [];
  for (const t of tables) {
    const rows = await sql`select to_jsonb(x)::text as row from ${sql(`${t.schema}.${t.table}`)} x`;
    for (const { row } of rows) {
      const text = String(row).toLowerCase();
      if ([me.id, me.username.toLowerCase(), me.email].some((needle) => text.includes(needle)))
        found.push(`${t.schema}.${t.table}: ${row}`);
    }
  }
  return found;
}

describe("POST /api/v1/delete-user/request", () => {
  it("refuses an anonymous caller", async () => {
    const answer = await new Browser().post("/api/v1/delete-user/request", { Password: "Geheim123" });
    expect(answer.status).toBe(401);
    expect(answer.json.message).toBe(TEXT.unauthorized);
  });

  it("refuses a wrong password with the spec's text at the field, and mails nothing", async () => {
    const me = await loggedInParticipant(sink);
    const answer = await me.browser.post("/api/v1/delete-user/request", { Password: "Verkeerd123" });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      code: "WrongPassword",
      message: TEXT.wrongPassword,
      errors: { Password: [TEXT.wrongPassword] },
    });
    expect(mailsTo(sink, me.email).filter((m) => m.subject === TEXT.subject)).toHaveLength(0);
  });

  it("asks for the password when it is empty", async () => {
    const me = await loggedInParticipant(sink);
    const answer = await me.browser.post("/api/v1/delete-user/request", { Password: "" });
    expect(answer.json.errors.Password).toEqual([TEXT.passwordRequired]);
  });

  it("is rate limited per account", async () => {
    const me = await loggedInParticipant(sink);
    let last = 0;
    for (let i = 0; i < 6; i += 1)
      last = (await me.browser.post("/api/v1/delete-user/request", { Password: "Verkeerd123" })).status;
    expect(last).toBe(429);
  });

  it("stores no request when its mail cannot be queued: the link and its request are one transaction (decision 330)", async () => {
    const me = await loggedInParticipant(sink);
    const db = createDb(process.env.DATABASE_URL);
    const outboxDown = async () => {
      throw new Error("outbox not writable");
    };
    const deps = {
      db,
      auth: createAuthProvider(db),
      mailer: { send: outboxDown, sendIn: outboxDown },
      storage: createStorage(),
      config: getConfig(),
    };
    try {
      await expect(requestDeletion(deps, { userId: me.id }, { Password: me.password })).rejects.toThrow(
        "outbox not writable",
      );
    } finally {
      await db.end({ timeout: 5 });
    }
    expect(await sql`select 1 from app_private.deletion_requests where user_id = ${me.id}`).toHaveLength(0);
  });
});

describe("deleting an account through the mailed link", () => {
  it("removes the profile, photo, sessions and auth user, keeps reactions under 'een deelnemer van ReumaNL', and leaves no trace", async () => {
    const me = await loggedInParticipant(sink);
    await me.browser.post("/api/v1/customprofile/add-consent", { location: "profielpagina" });
    const saved = await me.browser.call("PUT", "/api/v1/customprofile", {
      body: {
        Gender: 1,
        BirthYear: 1955,
        Biography: "Over mij",
        Postcode: "9711AA",
        HouseNumber: 5,
        RelationWithRheumatism: 70509,
        Forms: [71003],
        Phase: "lang",
        Interests: ["bewegen"],
      },
    });
    expect(saved.status).toBe(200);
    const photo = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#224488" } })
      .jpeg()
      .toBuffer();
    const uploaded = await uploadFile(me.browser, "/api/v1/customprofile/photo", {
      bytes: new Uint8Array(photo),
      name: "p.jpg",
      type: "image/jpeg",
    });
    const photoFile = path.join(
      storageDir,
      "storage",
      ...(uploaded.json.PhotoUrl as string).replace("/api/v1/storage/", "").split("/"),
    );
    expect(existsSync(photoFile)).toBe(true);
    await sql`insert into public.test_reactions (author_id, body) values (${me.id}, 'Goed idee, dat ga ik proberen.')`;
    // Someone follows a conversation the person reacts in: their notification names the person.
    const group = await createGroup(sql);
    const follower = await member(sink, sql, { prefix: "Volger" });
    const started = await follower.browser.post(`/api/v1/conversations/${group.id}`, {
      Title: "Wandelen met pijn",
      Description: doc("Wie wandelt er mee?"),
      Visibility: "public",
      GroupTermIds: [],
      FollowConversation: true,
    });
    expect(started.status).toBe(200);
    await sql`update public.profiles set created_at = now() - interval '30 days' where id = ${me.id}`;
    const reacted = await me.browser.post(`/api/v1/conversations/${started.json.Id}/reactions`, {
      Body: doc("Ik wandel mee!"),
    });
    expect(reacted.status).toBe(200);
    const noticeOf = async () =>
      (await follower.browser.get("/api/v1/CustomUser/notifications")).json.find(
        (n: { Kind: string }) => n.Kind === "conversation.reaction",
      )?.Text;
    expect(await noticeOf()).toBe(`${me.username} heeft gereageerd in het gesprek "Wandelen met pijn".`);

    // A second browser (e.g. the phone) is logged in too.
    const phone = new Browser();
    expect((await phone.post("/api/v1/authentication/login", { Email: me.email, Password: me.password })).status).toBe(
      200,
    );

    const link = await deletionLink(me);
    const confirmer = new Browser();
    const confirmed = await confirmer.post("/api/v1/delete-user/confirm", { Token: tokenOf(link) });
    expect(confirmed.status).toBe(204);

    expect(existsSync(photoFile)).toBe(false);
    expect((await me.browser.get("/api/v1/customprofile")).status).toBe(401);
    expect((await phone.get("/api/v1/customprofile")).status).toBe(401);
    expect(
      (await new Browser().post("/api/v1/authentication/login", { Email: me.email, Password: me.password })).status,
    ).toBe(400);

    const [reaction] = await sql<{ authorId: string | null; body: string }[]>`
      select author_id as "authorId", body from public.test_reactions where body = 'Goed idee, dat ga ik proberen.'`;
    expect(reaction).toEqual({ authorId: null, body: "Goed idee, dat ga ik proberen." });
    expect(authorLabel(null)).toBe("een deelnemer van ReumaNL");
    expect(await noticeOf()).toBe('Een deelnemer van ReumaNL heeft gereageerd in het gesprek "Wandelen met pijn".');

    expect(await traces(me)).toEqual([]);
  });

  it("works once: a used link answers the error text", async () => {
    const me = await loggedInParticipant(sink);
    const token = tokenOf(await deletionLink(me));
    expect((await new Browser().post("/api/v1/delete-user/confirm", { Token: token })).status).toBe(204);
    const again = await new Browser().post("/api/v1/delete-user/confirm", { Token: token });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ code: "DeletionLinkInvalid", message: TEXT.linkInvalid });
  });

  it("refuses an expired link and keeps the account", async () => {
    const me = await loggedInParticipant(sink);
    const token = tokenOf(await deletionLink(me));
    await sql`update app_private.deletion_requests set expires_at = now() - interval '1 minute' where user_id = ${me.id}`;
    const answer = await new Browser().post("/api/v1/delete-user/confirm", { Token: token });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(TEXT.linkInvalid);
    expect((await me.browser.get("/api/v1/customprofile")).status).toBe(200);
  });

  it("refuses a malformed token", async () => {
    const answer = await new Browser().post("/api/v1/delete-user/confirm", { Token: "abc" });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.Token).toEqual([TEXT.linkInvalid]);
  });
});

describe("GET /api/v1/account/export", () => {
  it("refuses an anonymous caller", async () => {
    expect((await new Browser().get("/api/v1/account/export")).status).toBe(401);
  });

  it("answers all of one's own data as a JSON download, without secrets or other people's data", async () => {
    const me = await loggedInParticipant(sink);
    const other = await loggedInParticipant(sink);
    await other.browser.call("PUT", "/api/v1/customprofile", { body: { Biography: "Van iemand anders" } });
    await me.browser.post("/api/v1/customprofile/add-consent", { location: "profielpagina" });
    await me.browser.call("PUT", "/api/v1/customprofile", {
      body: { Biography: "Mijn eigen tekst", RelationWithRheumatism: 70510, Interests: ["leefstijl"] },
    });

    const answer = await me.browser.get("/api/v1/account/export");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="reumanl-mijn-gegevens-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = answer.json;
    expect(data.account).toEqual({ id: me.id, email: me.email, emailConfirmed: true });
    expect(data.profile).toMatchObject({ id: me.id, username: me.username });
    expect(data.tables["public.profile_details"][0]).toMatchObject({
      biography: "Mijn eigen tekst",
      relation_term: 70510,
      interests: ["leefstijl"],
    });
    expect(data.tables["app_private.sessions"].length).toBeGreaterThan(0);
    expect(answer.text).not.toContain("Van iemand anders");
    expect(answer.text).not.toContain(other.id);
    expect(answer.text).not.toMatch(/token_hash|encrypted_password|\$argon2/);
  });
});

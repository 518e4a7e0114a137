/**
 * The data export is complete and holds nobody else's data (issue 20 item 13, issue 35 item 2;
 * GDPR art. 15/20). The schema is read here from the catalogue, independently of the export's own
 * discovery: every column that refers to a person is exported, an action column or listed in
 * NOT_EXPORTED; every foreign key into a row of the person and out of it leads to a table that is
 * exported, or is listed in plan.ts with its reason. A world of two members then shows the person
 * gets all their own rows (stories of their blog, drafts too) and the actions they did, and no text
 * or id of the other member.
 */
import type postgres from "postgres";
import { participant } from "../_shared/caller";
import { createEmbeddedAuth } from "../_shared/auth/embedded";
import { createDb } from "../_shared/db";
import { createGroup, doc } from "../_shared/test-support/community";
import { insertAuthUser, testSql, unique } from "../_shared/test-support/database";
import { ACTION_COLUMNS, linkKey, NOT_EXPORTED_CHILDREN, OWNED_CHILDREN, SHARED_TABLES } from "./plan";
import { findPersonalColumns, NOT_EXPORTED } from "./queries";
import { exportAccount, type AccountExport } from "./service";

let sql: postgres.Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

const PERSON_TABLES = ["auth.users", "public.profiles"];

/** schema.table.column of every column that refers to a person, by foreign key or by name. */
async function columnsReferringToAPerson(): Promise<string[]> {
  const byKey = await sql<{ name: string }[]>`
    select n.nspname || '.' || c.relname || '.' || a.attname as name
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
    where k.contype = 'f' and k.confrelid in ('public.profiles'::regclass, 'auth.users'::regclass)
      and n.nspname in ('public', 'app_private')`;
  const byName = await sql<{ name: string }[]>`
    select table_schema || '.' || table_name || '.' || column_name as name
    from information_schema.columns
    where table_schema in ('public', 'app_private') and data_type = 'uuid'
      and (column_name ~ '(^|_)(user|author|profile|person|member|owner|reporter|requester|receiver|sender|blocker|blocked|muter|muted|follower|followee|moderator|volunteer|student|teacher|actor)(_id)?$'
           or column_name ~ '_by$')`;
  return [...new Set([...byKey, ...byName].map(({ name }) => name))].sort();
}

type ForeignKey = { table: string; columns: string[]; parent: string; parentColumns: string[] };

/** Every foreign key of public and app_private, with its columns in key order. */
async function foreignKeys(): Promise<ForeignKey[]> {
  const rows = await sql<{ table: string; parent: string; columns: string; parentColumns: string }[]>`
    select cn.nspname || '.' || c.relname as table, pn.nspname || '.' || p.relname as parent,
      (select string_agg(a.attname, ',' order by k.ord) from unnest(f.conkey) with ordinality k (num, ord)
        join pg_attribute a on a.attrelid = f.conrelid and a.attnum = k.num) as columns,
      (select string_agg(a.attname, ',' order by k.ord) from unnest(f.confkey) with ordinality k (num, ord)
        join pg_attribute a on a.attrelid = f.confrelid and a.attnum = k.num) as "parentColumns"
    from pg_constraint f
    join pg_class c on c.oid = f.conrelid join pg_namespace cn on cn.oid = c.relnamespace
    join pg_class p on p.oid = f.confrelid join pg_namespace pn on pn.oid = p.relnamespace
    where f.contype = 'f' and cn.nspname in ('public', 'app_private')`;
  return rows.map((row) => ({ ...row, columns: row.columns.split(","), parentColumns: row.parentColumns.split(",") }));
}

const tableOf = (column: string) => column.slice(0, column.lastIndexOf("."));

describe("the data export's coverage of the schema", () => {
  it("exports every column that refers to a person, but for the listed exceptions", async () => {
    const exported = new Set((await findPersonalColumns(sql)).map((c) => `${c.schema}.${c.table}.${c.column}`));
    const missed = (await columnsReferringToAPerson()).filter((name) => !exported.has(name) && !(name in NOT_EXPORTED));
    expect(missed).toEqual([]);
  });

  it("walks every foreign key into and out of the person's rows: each table reached is exported or listed with its reason", async () => {
    const personColumns = (await columnsReferringToAPerson()).filter((name) => !(name in NOT_EXPORTED));
    const ownColumns = new Set(personColumns.filter((name) => !(name in ACTION_COLUMNS)));
    const keys = await foreignKeys();
    const owned = new Map(OWNED_CHILDREN.map(({ link }) => [linkKey(link), link]));
    const own = new Set([...ownColumns].map(tableOf));
    const problems: string[] = [];
    const usedLinks = new Set<string>();

    // Into the person's rows: rows of other tables that point at them, transitively through owned rows.
    const frontier = [...own];
    while (frontier.length) {
      const parent = frontier.pop()!;
      for (const key of keys.filter((k) => k.parent === parent && !PERSON_TABLES.includes(parent))) {
        const name = linkKey(key);
        // Found by a column of the person's own (the volunteer's choices point at volunteers(profile_id)).
        if (key.columns.every((column) => ownColumns.has(`${key.table}.${column}`))) continue;
        usedLinks.add(name);
        if (owned.has(name)) {
          if (!own.has(key.table)) frontier.push(key.table);
          own.add(key.table);
        } else if (!(name in NOT_EXPORTED_CHILDREN)) {
          problems.push(
            `${name}: rows hanging off the person's rows, neither exported (OWNED_CHILDREN) nor left out with a reason (NOT_EXPORTED_CHILDREN)`,
          );
        }
      }
    }
    // Out of the person's rows: what they point at is the person, exported, or the site's shared content.
    const shared = new Set(SHARED_TABLES);
    const usedShared = new Set<string>();
    for (const key of keys.filter((k) => own.has(k.table))) {
      if (PERSON_TABLES.includes(key.parent) || own.has(key.parent)) continue;
      if (shared.has(key.parent)) usedShared.add(key.parent);
      else
        problems.push(
          `${linkKey(key)}: the person's rows point at ${key.parent}, neither exported nor listed in SHARED_TABLES`,
        );
    }
    // No stale entries: each listed link and shared table is one the walk met.
    for (const name of [...owned.keys(), ...Object.keys(NOT_EXPORTED_CHILDREN)])
      if (!usedLinks.has(name)) problems.push(`${name}: listed in plan.ts but no such link from the person's rows`);
    for (const table of shared)
      if (!usedShared.has(table))
        problems.push(`${table}: listed in SHARED_TABLES but not pointed at by the person's rows`);
    expect(problems).toEqual([]);
  });
});

/** A story written straight into the database. */
async function story(
  blogId: number,
  title: string,
  text: string,
  extra: { published?: boolean; visibility?: "public" | "participants" } = {},
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into public.blog_posts (blog_id, slug, title, body, visibility, published)
    values (${blogId}, ${`verhaal-${unique().toLowerCase()}`}, ${title}, ${sql.json(doc(text) as never)}, ${extra.visibility ?? "public"}, ${extra.published ?? true})
    returning id`;
  return row!.id;
}

async function blogOf(ownerId: string): Promise<number> {
  const [row] = await sql<
    { id: number }[]
  >`insert into public.blogs (owner_id, slug, title) values (${ownerId}, ${`blog-${unique().toLowerCase()}`}, 'Een blog') returning id`;
  return row!.id;
}

async function exportOf(userId: string): Promise<AccountExport> {
  const db = createDb(); // the functions' connection (camelCase rows)
  try {
    return await exportAccount({ db, auth: createEmbeddedAuth(db) }, participant(userId));
  } finally {
    await db.end({ timeout: 5 });
  }
}

describe("the data export's rows", () => {
  it("holds the rows found under any column: requests made and received, moderation done; not who blocked you or a silent denial", async () => {
    const person = await insertAuthUser(sql, { username: `Pers${unique()}`.slice(0, 20) });
    const other = await insertAuthUser(sql, { username: `Ander${unique()}`.slice(0, 20) });
    await sql`update auth.users set email_confirmed_at = now() where id = ${person}`; // a usable account
    await sql`insert into public.contact_links (requester_id, receiver_id, status, message) values (${person}, ${other}, 'denied', 'Zullen we eens bellen?')`;
    await sql`insert into public.member_blocks (user_id, blocked_id) values (${other}, ${person})`;
    await sql`insert into public.role_requests (user_id, status, decided_at, decided_by, motivation) values (${other}, 'approved', now(), ${person}, 'Ik wil graag meedoen')`;

    const data = await exportOf(person);
    expect(data.tables["public.contact_links"]).toEqual([
      expect.objectContaining({ requester_id: person, receiver_id: other, message: "Zullen we eens bellen?" }),
    ]);
    expect(data.tables["public.contact_links"]![0]).not.toHaveProperty("status");
    expect(data.actions["public.role_requests.decided_by"]).toEqual([
      {
        id: expect.any(Number),
        role: "community",
        status: "approved",
        decided_at: expect.any(String),
        decided_by: person,
      },
    ]);
    expect(data.tables["public.member_blocks"]).toBeUndefined();
  });

  it("holds the person's stories (drafts and participants-only ones too) and what they did as a moderator, and nothing of another member", async () => {
    const person = await insertAuthUser(sql, { username: `Pia${unique()}`.slice(0, 20) });
    const other = await insertAuthUser(sql, { username: `Olga${unique()}`.slice(0, 20) });
    const third = await insertAuthUser(sql, { username: `Ruud${unique()}`.slice(0, 20) });
    await sql`update auth.users set email_confirmed_at = now() where id = ${person}`;
    await sql`insert into public.moderators (user_id) values (${person}), (${other})`;
    // Everything the other members write holds VREEMD; none of it may reach the person's export.
    const mine = await blogOf(person);
    const published = await story(mine, "Mijn gepubliceerde verhaal", "Mijn eigen tekst");
    const participants = await story(mine, "Alleen voor deelnemers", "Mijn besloten tekst", {
      visibility: "participants",
    });
    const draft = await story(mine, "Mijn concept", "Nog niet af", { published: false });
    const theirs = await blogOf(other);
    const theirStory = await story(theirs, "VREEMD verhaal", "VREEMD: de tekst van Olga");

    await sql`insert into public.blog_post_reactions (post_id, author_id, body) values (${published}, ${other}, ${sql.json(doc("VREEMD: Olga reageert") as never)})`;
    await sql`insert into public.blog_post_likes (user_id, post_id) values (${other}, ${published})`;
    await sql`insert into public.blog_follows (user_id, blog_id) values (${other}, ${mine})`;
    const [myReaction] = await sql<{ id: number }[]>`
      insert into public.blog_post_reactions (post_id, author_id, body) values (${theirStory}, ${person}, ${sql.json(doc("Mijn reactie op Olga") as never)}) returning id`;
    await sql`insert into public.blog_post_flags (post_id, reaction_id, reporter_id, reason) values (${theirStory}, ${myReaction!.id}, ${other}, 'VREEMD: reden van Olga')`;
    const [theirReaction] = await sql<{ id: number }[]>`
      insert into public.blog_post_reactions (post_id, author_id, body) values (${theirStory}, ${other}, ${sql.json(doc("VREEMD: nog een reactie") as never)}) returning id`;
    await sql`insert into public.blog_post_flags (post_id, reaction_id, reporter_id, reason) values (${theirStory}, ${theirReaction!.id}, ${person}, 'Mijn reden')`;
    await sql`insert into public.blog_post_flags (post_id, reaction_id, reporter_id, reason) values (${theirStory}, ${theirReaction!.id}, ${third}, 'VREEMD: reden van Ruud')`;
    await sql`update public.blog_post_flags set resolved_at = now(), resolved_by = ${person}, resolution = 'hide' where reaction_id = ${theirReaction!.id}`;
    await sql`update public.blog_posts set hidden = true, hidden_at = now(), hidden_by = ${person} where id = ${theirStory}`;

    const group = await createGroup(sql);
    const [conversation] = await sql<{ id: number }[]>`
      insert into public.conversations (group_id, author_id, slug, title, body) values (${group.id}, ${other}, ${`gesprek-${unique().toLowerCase()}`}, 'VREEMD gesprek', ${sql.json(doc("VREEMD: Olga's vraag") as never)}) returning id`;
    const [theirs2] = await sql<{ id: number }[]>`
      insert into public.conversation_reactions (conversation_id, author_id, body) values (${conversation!.id}, ${other}, ${sql.json(doc("VREEMD: Olga's antwoord") as never)}) returning id`;
    await sql`select app_private.set_reaction_visible(${theirs2!.id}, false, 'moderator', ${person})`;
    const [mine2] = await sql<{ id: number }[]>`
      insert into public.conversation_reactions (conversation_id, author_id, body) values (${conversation!.id}, ${person}, ${sql.json(doc("Mijn verborgen woorden") as never)}) returning id`;
    await sql`select app_private.set_reaction_visible(${mine2!.id}, false, 'moderator', ${other})`;
    await sql`insert into public.role_requests (user_id, status, decided_at, decided_by, motivation) values (${third}, 'denied', now(), ${person}, 'VREEMD: motivatie van Ruud')`;
    await sql`insert into public.notifications (user_id, kind, body, link, actor_id) values (${other}, 'blog.reaction', 'VREEMD: melding voor Olga', '/ontmoet-elkaar/verhalen/', ${person})`;
    await sql`insert into public.notifications (user_id, kind, body, link, actor_id) values (${person}, 'blog.reaction', 'Iemand heeft gereageerd op je verhaal.', '/ontmoet-elkaar/verhalen/', ${other})`;

    const data = await exportOf(person);
    expect(data.tables["public.blog_posts"]?.map((row) => row.id).sort()).toEqual(
      [published, participants, draft].sort(),
    );
    expect(data.tables["public.blog_posts"]?.find((row) => row.id === draft)).toMatchObject({
      title: "Mijn concept",
      published: false,
      body: doc("Nog niet af"),
    });
    expect(data.tables["public.hidden_reaction_bodies"]).toEqual([
      { reaction_id: mine2!.id, body: doc("Mijn verborgen woorden") },
    ]);
    expect(data.tables["public.blog_post_reactions"]?.map((row) => row.id)).toEqual([myReaction!.id]);
    expect(data.tables["public.blog_post_flags"]).toEqual([
      expect.objectContaining({ reaction_id: theirReaction!.id, reason: "Mijn reden", resolution: "hide" }),
    ]);
    expect(data.actions["public.blog_posts.hidden_by"]).toEqual([
      { id: theirStory, hidden: true, hidden_at: expect.any(String), hidden_by: person },
    ]);
    expect(data.actions["public.conversation_reactions.hidden_by"]).toEqual([
      {
        id: theirs2!.id,
        conversation_id: conversation!.id,
        visible: false,
        hidden_reason: "moderator",
        hidden_at: expect.any(String),
        hidden_by: person,
      },
    ]);
    expect(data.actions["public.blog_post_flags.resolved_by"]).toHaveLength(2);
    expect(data.actions["public.notifications.actor_id"]).toEqual([
      { kind: "blog.reaction", created_at: expect.any(String), actor_id: person },
    ]);

    const text = JSON.stringify(data);
    expect(text).not.toContain("VREEMD");
    expect(text).not.toContain(other);
    expect(text).not.toContain(third);
  });
});

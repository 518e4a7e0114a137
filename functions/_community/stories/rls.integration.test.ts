/**
 * Row-level security of the stories tables as a second fence: queries run with the same
 * withTransaction the services use, without any service check in front.
 */
import type postgres from "postgres";
import { anonymous, asUser, createDb, withTransaction, type Db } from "../../_shared/db";
import { insertAuthUser, sqlState, testSql, unique } from "../../_shared/test-support/database";
import { doc } from "../../_shared/test-support/community";

let sql: postgres.Sql;
let db: Db;
let author: string;
let reader: string;
let blogId: number;

const createUser = (name: string) => insertAuthUser(sql, { username: `${name}${unique()}`.slice(0, 20) });

async function insertPost(
  options: { visibility?: string; published?: boolean; hidden?: boolean } = {},
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into public.blog_posts (blog_id, slug, title, body, visibility, published, hidden)
    values (${blogId}, ${`verhaal-${unique().toLowerCase()}`}, 'Titel', ${sql.json(doc("Tekst") as never)}, ${options.visibility ?? "public"},
            ${options.published ?? true}, ${options.hidden ?? false})
    returning id`;
  return row!.id;
}

beforeAll(async () => {
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
  author = await createUser("Schrijver");
  reader = await createUser("Lezer");
  // Visitors read the public stories only of an author whose profile is public (issue 37).
  await sql`update public.profiles set profile_public = true where id = ${author}`;
  const [blog] = await sql<
    { id: number }[]
  >`insert into public.blogs (owner_id, slug, title) values (${author}, ${`blog-${unique().toLowerCase()}`}, 'Blog') returning id`;
  blogId = blog!.id;
});

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
});

it("lets anon read only published, not hidden, public stories and their visible reactions", async () => {
  const open = await insertPost();
  const circle = await insertPost({ visibility: "participants" });
  const draft = await insertPost({ published: false });
  const hidden = await insertPost({ hidden: true });
  await sql`insert into public.blog_post_reactions (post_id, author_id, body) values (${circle}, ${reader}, ${sql.json(doc("Mooi") as never)})`;
  const ids = [open, circle, draft, hidden];
  const read = (identity: Parameters<typeof withTransaction>[1]) =>
    withTransaction(db, identity, async (tx) =>
      (await tx<{ id: number }[]>`select id from public.blog_posts where id in ${tx(ids)} order by id`).map(
        (row) => row.id,
      ),
    );
  expect(await read(anonymous)).toEqual([open]);
  expect(await read(asUser(reader))).toEqual([open, circle]);
  expect(await read(asUser(author))).toEqual([open, circle, draft, hidden]);
  const reactions = await withTransaction(
    db,
    anonymous,
    (tx) => tx`select id from public.blog_post_reactions where post_id = ${circle}`,
  );
  expect(reactions).toEqual([]);
});

it("lets anon read no story, nor its reactions, of an author whose profile is not public", async () => {
  const open = await insertPost();
  await sql`insert into public.blog_post_reactions (post_id, author_id, body) values (${open}, ${reader}, ${sql.json(doc("Mooi") as never)})`;
  await sql`update public.profiles set profile_public = false where id = ${author}`;
  try {
    expect(
      await withTransaction(db, anonymous, (tx) => tx`select id from public.blog_posts where id = ${open}`),
    ).toEqual([]);
    expect(
      await withTransaction(
        db,
        anonymous,
        (tx) => tx`select id from public.blog_post_reactions where post_id = ${open}`,
      ),
    ).toEqual([]);
    expect(
      await withTransaction(
        db,
        anonymous,
        (tx) =>
          tx`select 1 from public.search_visible_documents where doc_type = 'blogpost' and ref_id = ${String(open)}`,
      ),
    ).toEqual([]);
    expect(
      await withTransaction(db, asUser(reader), (tx) => tx`select id from public.blog_posts where id = ${open}`),
    ).toHaveLength(1);
  } finally {
    await sql`update public.profiles set profile_public = true where id = ${author}`;
  }
});

it("does not let another participant write in, edit, hide or delete someone's story", async () => {
  const post = await insertPost();
  expect(
    await sqlState(() =>
      withTransaction(
        db,
        asUser(reader),
        (tx) =>
          tx`insert into public.blog_posts (blog_id, slug, title, body) values (${blogId}, 'x-y', 'X', ${tx.json(doc("x") as never)})`,
      ),
    ),
  ).toBe("42501");
  const edited = await withTransaction(
    db,
    asUser(reader),
    (tx) => tx`update public.blog_posts set title = 'Gekaapt' where id = ${post} returning id`,
  );
  expect(edited).toEqual([]);
  const deleted = await withTransaction(
    db,
    asUser(reader),
    (tx) => tx`delete from public.blog_posts where id = ${post} returning id`,
  );
  expect(deleted).toEqual([]);
  expect(
    await sqlState(() =>
      withTransaction(db, asUser(author), (tx) => tx`update public.blog_posts set hidden = true where id = ${post}`),
    ),
  ).toBe("42501");
  expect(
    await sqlState(() =>
      withTransaction(db, asUser(author), (tx) => tx`update public.blog_posts set like_count = 99 where id = ${post}`),
    ),
  ).toBe("42501");
});

it("keeps likes, follows and reports private to their owner", async () => {
  const post = await insertPost();
  await sql`insert into public.blog_post_likes (user_id, post_id) values (${reader}, ${post})`;
  await sql`insert into public.blog_follows (user_id, blog_id) values (${reader}, ${blogId})`;
  const seen = await withTransaction(db, asUser(author), async (tx) => ({
    likes: await tx`select 1 from public.blog_post_likes where post_id = ${post}`,
    follows: await tx`select 1 from public.blog_follows where blog_id = ${blogId}`,
  }));
  expect(seen).toEqual({ likes: [], follows: [] });
  const [counts] = await sql<{ likes: number; followers: number }[]>`
    select p.like_count as likes, b.follower_count as followers from public.blog_posts p join public.blogs b on b.id = p.blog_id where p.id = ${post}`;
  expect(counts).toEqual({ likes: 1, followers: 1 });
  expect(
    await sqlState(() =>
      withTransaction(
        db,
        asUser(author),
        (tx) => tx`insert into public.blog_follows (user_id, blog_id) values (${author}, ${blogId})`,
      ),
    ),
  ).toBe("42501");
});

/**
 * Row-level security of the community tables as a second fence: queries run with the same
 * withTransaction the services use, without any service check in front.
 */
import type postgres from "postgres";
import { anonymous, asUser, createDb, withTransaction, type Db } from "../_shared/db";
import { insertAuthUser, sqlState, testSql, unique } from "../_shared/test-support/database";
import {
  createGroup,
  doc,
  insertConversation,
  insertReaction,
  makeGroupModerator,
  type TestGroup,
} from "../_shared/test-support/community";

let sql: postgres.Sql;
let db: Db;
let group: TestGroup;
let hiddenGroup: TestGroup;
let author: string;
let reader: string;
let leader: string;
let stranger: string;

function createUser(name: string): Promise<string> {
  return insertAuthUser(sql, { username: `${name}${unique()}`.slice(0, 20) });
}

beforeAll(async () => {
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
  group = await createGroup(sql);
  hiddenGroup = await createGroup(sql, { visible: false });
  author = await createUser("Auteur");
  reader = await createUser("Lezer");
  leader = await createUser("Leider");
  stranger = await createUser("Vreemde");
  await makeGroupModerator(sql, group.id, leader);
});

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
});

describe("reading", () => {
  it("does not let anon read a participants-only conversation, its reactions or terms", async () => {
    const c = await insertConversation(sql, group.id, author, { visibility: "participants" });
    await insertReaction(sql, c.id, author, "Alleen voor deelnemers");
    await sql`insert into public.conversation_terms (conversation_id, term_id) values (${c.id}, ${group.termIds[0]!})`;
    const asAnon = await withTransaction(db, anonymous, async (tx) => ({
      conversations: await tx`select id from public.conversations where id = ${c.id}`,
      reactions: await tx`select id from public.conversation_reactions where conversation_id = ${c.id}`,
      terms: await tx`select term_id from public.conversation_terms where conversation_id = ${c.id}`,
    }));
    expect(asAnon).toEqual({ conversations: [], reactions: [], terms: [] });
    const asReader = await withTransaction(
      db,
      asUser(reader),
      (tx) => tx`select id from public.conversation_reactions where conversation_id = ${c.id}`,
    );
    expect(asReader).toHaveLength(1);
  });

  it("hides hidden conversations and conversations of invisible groups from everyone but their moderators", async () => {
    const hidden = await insertConversation(sql, group.id, author, { hidden: true });
    const inHiddenGroup = await insertConversation(sql, hiddenGroup.id, author);
    for (const identity of [anonymous, asUser(reader), asUser(author)]) {
      const rows = await withTransaction(
        db,
        identity,
        (tx) => tx`select id from public.conversations where id in (${hidden.id}, ${inHiddenGroup.id})`,
      );
      expect(rows).toEqual([]);
    }
    const forLeader = await withTransaction(
      db,
      asUser(leader),
      (tx) => tx`select id from public.conversations where id in (${hidden.id}, ${inHiddenGroup.id})`,
    );
    expect(forLeader.map((r) => r.id)).toEqual([hidden.id]);
    const groups = await withTransaction(
      db,
      anonymous,
      (tx) => tx`select id from public.groups where id = ${hiddenGroup.id}`,
    );
    expect(groups).toEqual([]);
  });

  it("keeps a hidden reaction's body from participants and visitors, not from the group's moderators", async () => {
    const c = await insertConversation(sql, group.id, author);
    const reaction = await insertReaction(sql, c.id, author, "Verborgen tekst");
    const done = await withTransaction(
      db,
      asUser(leader),
      (tx) => tx`select public.moderate_reaction(${reaction}, false) as done`,
    );
    expect(done[0]!.done).toBe(true);

    expect(
      await withTransaction(
        db,
        anonymous,
        (tx) => tx`select id from public.conversation_reactions where id = ${reaction}`,
      ),
    ).toEqual([]);
    const [row] = await withTransaction(
      db,
      asUser(reader),
      (tx) => tx`select body, visible from public.conversation_reactions where id = ${reaction}`,
    );
    expect(row).toEqual({ body: null, visible: false });
    expect(
      await withTransaction(
        db,
        asUser(reader),
        (tx) => tx`select body from public.hidden_reaction_bodies where reaction_id = ${reaction}`,
      ),
    ).toEqual([]);
    const [kept] = await withTransaction(
      db,
      asUser(leader),
      (tx) => tx`select body from public.hidden_reaction_bodies where reaction_id = ${reaction}`,
    );
    expect(kept!.body).toEqual(doc("Verborgen tekst"));
    expect(
      await sqlState(() => withTransaction(db, anonymous, (tx) => tx`select body from public.hidden_reaction_bodies`)),
    ).toBe("42501");
  });

  it("keeps follows, likes and reports private to their owner", async () => {
    const c = await insertConversation(sql, group.id, author);
    await withTransaction(db, asUser(reader), async (tx) => {
      await tx`insert into public.conversation_follows (user_id, conversation_id) values (${reader}, ${c.id})`;
      await tx`insert into public.conversation_likes (user_id, conversation_id) values (${reader}, ${c.id})`;
      await tx`insert into public.conversation_flags (conversation_id, reporter_id, reason) values (${c.id}, ${reader}, 'geheim')`;
    });
    const seen = await withTransaction(db, asUser(stranger), async (tx) => ({
      follows: await tx`select 1 from public.conversation_follows where conversation_id = ${c.id}`,
      likes: await tx`select 1 from public.conversation_likes where conversation_id = ${c.id}`,
      flags: await tx`select 1 from public.conversation_flags where conversation_id = ${c.id}`,
    }));
    expect(seen).toEqual({ follows: [], likes: [], flags: [] });
    const [counted] = await withTransaction(
      db,
      anonymous,
      (tx) => tx`select like_count from public.conversations where id = ${c.id}`,
    );
    expect(counted!.likeCount).toBe(1);
    expect(
      await sqlState(() => withTransaction(db, anonymous, (tx) => tx`select 1 from public.conversation_likes`)),
    ).toBe("42501");
  });

  it("shows visitors only authors of what they can read, without the photo of a private profile", async () => {
    const quiet = await createUser("Stil");
    await insertConversation(sql, group.id, quiet, { visibility: "participants" });
    await insertConversation(sql, group.id, author);
    await sql`insert into public.profile_details (user_id, photo_path) values (${author}, 'avatars/x/foto.jpg') on conflict (user_id) do update set photo_path = excluded.photo_path`;
    const visitorView = await withTransaction(
      db,
      anonymous,
      (tx) => tx`select id, photo_path from public.community_authors where id in (${quiet}, ${author})`,
    );
    expect(visitorView).toEqual([{ id: author, photoPath: null }]);
    const [withPhoto] = await withTransaction(
      db,
      asUser(reader),
      (tx) => tx`select photo_path from public.community_authors where id = ${author}`,
    );
    expect(withPhoto!.photoPath).toBe("avatars/x/foto.jpg");
    const participantView = await withTransaction(
      db,
      asUser(reader),
      (tx) => tx`select id from public.community_authors where id in (${quiet}, ${author})`,
    );
    expect(participantView.map((r) => r.id).sort()).toEqual([author, quiet].sort());
    // Not the profile table itself: only the shown columns exist in the view.
    const columns =
      await sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'community_authors' order by ordinal_position`;
    expect(columns.map((c) => c.column_name)).toEqual([
      "id",
      "username",
      "created_at",
      "is_platform_moderator",
      "photo_path",
    ]);
  });
});

describe("writing", () => {
  it("refuses a reaction in a closed conversation, or in someone else's name", async () => {
    const closed = await insertConversation(sql, group.id, author, { closed: true });
    const open = await insertConversation(sql, group.id, author);
    const body = sql.json(doc("Hallo") as never);
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(reader),
          (tx) =>
            tx`insert into public.conversation_reactions (conversation_id, author_id, body) values (${closed.id}, ${reader}, ${body})`,
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(reader),
          (tx) =>
            tx`insert into public.conversation_reactions (conversation_id, author_id, body) values (${open.id}, ${author}, ${body})`,
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          anonymous,
          (tx) =>
            tx`insert into public.conversation_reactions (conversation_id, author_id, body) values (${open.id}, null, ${body})`,
        ),
      ),
    ).toBe("42501");
    // Visible is not a column a participant sets.
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(reader),
          (tx) =>
            tx`insert into public.conversation_reactions (conversation_id, author_id, body, visible) values (${open.id}, ${reader}, ${body}, true)`,
        ),
      ),
    ).toBe("42501");
  });

  it("lets only the author edit a conversation's text and only moderators pin, close, hide or move it", async () => {
    const c = await insertConversation(sql, group.id, author);
    const other = await withTransaction(
      db,
      asUser(reader),
      (tx) => tx`update public.conversations set title = 'Overgenomen' where id = ${c.id}`,
    );
    expect(other.count).toBe(0);
    for (const change of ["sticky = true", "closed = true", "hidden = true", `group_id = ${hiddenGroup.id}`]) {
      const state = await sqlState(() =>
        withTransaction(db, asUser(author), (tx) =>
          tx.unsafe(`update public.conversations set ${change} where id = ${c.id}`),
        ),
      );
      expect(state).toBe("42501");
    }
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(author),
          (tx) => tx`update public.conversations set reaction_count = 99 where id = ${c.id}`,
        ),
      ),
    ).toBe("42501");
    const own = await withTransaction(
      db,
      asUser(author),
      (tx) => tx`update public.conversations set title = 'Beter' where id = ${c.id}`,
    );
    expect(own.count).toBe(1);
    const pinned = await withTransaction(
      db,
      asUser(leader),
      (tx) => tx`update public.conversations set sticky = true where id = ${c.id}`,
    );
    expect(pinned.count).toBe(1);
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(leader),
          (tx) => tx`update public.conversations set title = 'Van de leider' where id = ${c.id}`,
        ),
      ),
    ).toBe("42501");
  });

  it("lets only moderators of the group hide a reaction, and nobody resolve a report of a group they do not moderate", async () => {
    const c = await insertConversation(sql, group.id, author);
    const reaction = await insertReaction(sql, c.id, author, "Blijft staan");
    expect(
      await sqlState(() =>
        withTransaction(db, asUser(reader), (tx) => tx`select public.moderate_reaction(${reaction}, false)`),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        withTransaction(db, anonymous, (tx) => tx`select public.moderate_reaction(${reaction}, false)`),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(reader),
          (tx) => tx`select app_private.set_reaction_visible(${reaction}, false, 'moderator', null)`,
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(reader),
          (tx) => tx`update public.conversation_reactions set visible = false where id = ${reaction}`,
        ),
      ),
    ).toBe("42501");

    const [flag] = await withTransaction(
      db,
      asUser(reader),
      (tx) =>
        tx`insert into public.conversation_flags (conversation_id, reaction_id, reporter_id) values (${c.id}, ${reaction}, ${reader}) returning id`,
    );
    const resolved = await withTransaction(
      db,
      asUser(reader),
      (tx) =>
        tx`update public.conversation_flags set resolved_at = now(), resolved_by = ${reader}, resolution = 'dismiss' where id = ${flag!.id}`,
    );
    expect(resolved.count).toBe(0);
    const [visible] = await sql`select visible from public.conversation_reactions where id = ${reaction}`;
    expect(visible!.visible).toBe(true);
  });

  it("lets the author tag a conversation only with terms of its own group", async () => {
    const c = await insertConversation(sql, group.id, author);
    const foreignTerm = (await createGroup(sql)).termIds[0]!;
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(author),
          (tx) => tx`insert into public.conversation_terms (conversation_id, term_id) values (${c.id}, ${foreignTerm})`,
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(reader),
          (tx) =>
            tx`insert into public.conversation_terms (conversation_id, term_id) values (${c.id}, ${group.termIds[0]!})`,
        ),
      ),
    ).toBe("42501");
    const own = await withTransaction(
      db,
      asUser(author),
      (tx) =>
        tx`insert into public.conversation_terms (conversation_id, term_id) values (${c.id}, ${group.termIds[0]!})`,
    );
    expect(own.count).toBe(1);
  });

  it("does not let a participant write notifications for someone else", async () => {
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(reader),
          (tx) => tx`insert into public.notifications (user_id, kind, body) values (${stranger}, 'x', 'Nep')`,
        ),
      ),
    ).toBe("42501");
  });
});

/**
 * `npm run bench:conversations`: the conversations' database work at community scale. Not part of
 * CI or `npm test` (it takes a few minutes and prints figures instead of asserting them).
 *
 *   1. a database: TEST_DATABASE_URL (a database reumanl_bench is recreated there), otherwise a
 *      throw-away PostgreSQL cluster (Debian's /usr/lib/postgresql/<v>/bin, as .ci/run starts one,
 *      fsync off), otherwise PGlite in process (much slower; use --scale 0.1 there);
 *   2. the migrations, then set-based fill (generate_series): 200 groups, 20,000 conversations,
 *      1,000,000 reactions (with quotes and hidden ones) from 10,000 participants, follows, likes;
 *   3. p50/p95 of the service-layer calls (functions/*\/service.ts, in process, no HTTP and no
 *      session lookup; one warm connection as a warm function instance has), each as a participant
 *      (and the reads also as a visitor): conversation detail with its first page of reactions,
 *      a group's conversations page, active conversations, posting a reaction (rate limit, insert,
 *      counters, follower notifications: one transaction plus the rate-limit and account-age ones).
 *
 *   npm run bench:conversations [-- --iterations 300] [-- --scale 0.1] [-- --keep]
 *
 * Target (issue 5): p95 <= 50 ms each on the 2-core machine against PostgreSQL 15.
 */
import postgres from "postgres";
import { plainTextToRichText } from "../../src/domain/rich-text/text";
import { createDb, type Db } from "../../functions/_shared/db";
import { participant, visitor, type Caller } from "../../functions/_shared/caller";
import type { CommunityDeps } from "../../functions/_community/deps";
import { activeConversations, groupConversations } from "../../functions/_community/conversations/lists";
import { loadConversationPageBySlug } from "../../functions/_community/reactions/page";
import { addReaction } from "../../functions/_community/reactions/service";
import { migrate } from "../migrate";
import { measureCall, openBenchDatabase, type Result } from "./database";

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(name);
  const value = index >= 0 ? Number(args[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const ITERATIONS = Math.round(option("--iterations", 300));
const SCALE = option("--scale", 1);
const KEEP = args.includes("--keep");
const WARMUP = 20;

const COUNTS = {
  participants: Math.max(100, Math.round(10_000 * SCALE)),
  groups: Math.max(10, Math.round(200 * SCALE)),
  conversations: Math.max(100, Math.round(20_000 * SCALE)),
  reactions: Math.max(1000, Math.round(1_000_000 * SCALE)),
};
const BENCH_DB = "reumanl_bench";

const log = (line: string): void => {
  process.stdout.write(`[bench:conversations] ${line}\n`);
};

// The fill --------------------------------------------------------------------------------------

async function fill(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => undefined });
  const { participants, groups, conversations, reactions } = COUNTS;
  const step = async (what: string, fn: () => Promise<unknown>): Promise<void> => {
    const started = Date.now();
    await fn();
    log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  try {
    log(
      `filling: ${groups} groups, ${conversations} conversations, ${reactions} reactions, ${participants} participants`,
    );
    await step("participants", () =>
      sql.unsafe(`
      insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
      select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, 'bench' || i || '@example.nl', 'x', now(),
             jsonb_build_object('username', 'Lid' || i), now() - interval '400 days', now()
      from generate_series(1, ${participants}) i;
      update public.profiles set created_at = now() - interval '400 days' where username like 'Lid%';
      insert into public.moderators (user_id) values ('00000000-0000-4000-9000-000000000001');`),
    );
    const user = (expr: string) => `('00000000-0000-4000-9000-' || lpad((${expr})::text, 12, '0'))::uuid`;
    await step("groups, terms, moderators", () =>
      sql.unsafe(`
      insert into public.groups (id, slug, title, description, introduction, weight, created_at)
      select i, 'groep-' || i, 'Groep ' || i, 'Over groep ' || i, 'Welkom in groep ' || i, i, now() - interval '500 days'
      from generate_series(1, ${groups}) i;
      insert into public.group_terms (group_id, term_number, name, weight)
      select g, 80000 + t, 'Onderwerp ' || t, t from generate_series(1, ${groups}) g, generate_series(1, 5) t;
      insert into public.group_moderators (group_id, user_id)
      select g, ${user(`2 + (g * 7) % ${participants - 1}`)} from generate_series(1, ${groups}) g;`),
    );
    await step("conversations", () =>
      sql.unsafe(`
      insert into public.conversations (id, group_id, author_id, slug, title, body, description, visibility, sticky, created_at, last_activity_at)
      select i, 1 + (i % ${groups}), ${user(`1 + (i * 37) % ${participants}`)}, 'gesprek-' || i, 'Gesprek nummer ' || i,
             jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'content',
               jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'Dit is de openingstekst van gesprek ' || i || '. Hoe gaan jullie hiermee om?'))))),
             'Dit is de openingstekst van gesprek ' || i || '. Hoe gaan jullie hiermee om?',
             case when i % 10 < 7 then 'public' else 'participants' end, i <= ${groups},
             now() - make_interval(mins => ${conversations} * 20 - i * 20), now() - make_interval(mins => ${conversations} * 20 - i * 20)
      from generate_series(1, ${conversations}) i;
      insert into public.conversation_terms (conversation_id, term_id)
      select c.id, t.id from public.conversations c join public.group_terms t on t.group_id = c.group_id and t.term_number = 80001 + c.id % 5;`),
    );
    // Triggers off while loading (counters are computed once afterwards); FKs are checked by the generation itself.
    await step("reactions", () =>
      sql.begin(async (tx) => {
        await tx.unsafe("set local session_replication_role = replica");
        await tx.unsafe(`
        insert into public.conversation_reactions (id, conversation_id, author_id, body, quoted_reaction_id, visible, hidden_reason, hidden_at, created_at)
        select i, c.id, ${user(`1 + (i * 7919) % ${participants}`)},
               case when i % 200 = 0 then null else
                 jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'content',
                   jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'Reactie ' || i || ': dat herken ik. Bij mij helpt het om rustig aan te doen en op tijd pauze te nemen.'))))) end,
               case when i % 10 = 3 and i > ${conversations} then i - ${conversations} end,
               i % 200 <> 0, case when i % 200 = 0 then 'moderator' end, case when i % 200 = 0 then now() end,
               c.created_at + make_interval(mins => ((i / ${conversations}) * 7)::int)
        from generate_series(1::bigint, ${reactions}) i
        join public.conversations c on c.id = 1 + (i % ${conversations})`);
        await tx.unsafe(`
        insert into public.hidden_reaction_bodies (reaction_id, body)
        select id, '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Verborgen reactie"}]}]}'::jsonb
        from public.conversation_reactions where not visible`);
      }),
    );
    await step("counters, follows, likes, reports", () =>
      sql.unsafe(`
      update public.conversations c set reaction_count = s.visible_count, last_activity_at = greatest(c.last_activity_at, s.last_at)
      from (select conversation_id, count(*) filter (where visible) as visible_count, max(created_at) as last_at
            from public.conversation_reactions group by conversation_id) s
      where s.conversation_id = c.id;
      update public.conversations set last_activity_at = least(last_activity_at, now());
      insert into public.conversation_follows (user_id, conversation_id)
      select ${user(`1 + (i * 13) % ${participants}`)}, 1 + (i * 101) % ${conversations} from generate_series(1, ${participants * 5}) i on conflict do nothing;
      insert into public.group_follows (user_id, group_id)
      select ${user(`1 + i % ${participants}`)}, 1 + (i * 17) % ${groups} from generate_series(1, ${participants * 2}) i on conflict do nothing;
      insert into public.conversation_likes (user_id, conversation_id)
      select ${user(`1 + (i * 31) % ${participants}`)}, 1 + (i * 53) % ${conversations} from generate_series(1, ${participants * 10}) i on conflict do nothing;
      update public.conversations c set like_count = s.n from (select conversation_id, count(*) as n from public.conversation_likes group by conversation_id) s where s.conversation_id = c.id;
      insert into public.conversation_flags (conversation_id, reaction_id, reporter_id, reason)
      select r.conversation_id, r.id, ${user(`1 + (r.id * 3) % ${participants}`)}, 'Graag bekijken' from public.conversation_reactions r where r.id % 5000 = 1;`),
    );
    for (const table of ["groups", "group_terms", "conversations", "conversation_reactions"]) {
      await sql.unsafe(
        `select setval(pg_get_serial_sequence('public.${table}', 'id'), (select max(id) from public.${table}))`,
      );
    }
    await step("vacuum analyze", () => sql.unsafe("vacuum analyze"));
  } finally {
    await sql.end({ timeout: 5 });
  }
}

// The measurements ------------------------------------------------------------------------------

const measure = (name: string, fn: (i: number) => Promise<unknown>): Promise<Result> =>
  measureCall(name, fn, { iterations: ITERATIONS, warmup: WARMUP, log });

/** A deterministic spread over 1..n. */
const pick = (i: number, n: number, salt: number): number => 1 + ((i * 2654435761 + salt * 40503) % n);

async function run(url: string): Promise<Result[]> {
  const db: Db = createDb(url);
  const deps: CommunityDeps = { db, secret: "bench-secret-0123456789abcdef0123456789" };
  const member = (i: number): Caller =>
    participant(`00000000-0000-4000-9000-${String(pick(i, COUNTS.participants, 1)).padStart(12, "0")}`);
  // Public conversations (i % 10 < 7) for the visitor's detail.
  const publicConversation = (i: number): number => {
    const id = pick(i, COUNTS.conversations, 2);
    return id % 10 < 7 ? id : id - (id % 10);
  };
  const results: Result[] = [];
  try {
    log(`measuring ${ITERATIONS} calls each (after ${WARMUP} warm-up calls):`);
    results.push(
      await measure("conversation detail + first reactions page (participant)", (i) =>
        loadConversationPageBySlug(deps, member(i), `gesprek-${pick(i, COUNTS.conversations, 3)}`),
      ),
    );
    results.push(
      await measure("conversation detail + first reactions page (visitor)", (i) =>
        loadConversationPageBySlug(deps, visitor, `gesprek-${Math.max(publicConversation(i), 10)}`),
      ),
    );
    results.push(
      await measure("group conversations page (participant)", (i) =>
        groupConversations(deps, member(i), pick(i, COUNTS.groups, 4), { pageIndex: 0 }),
      ),
    );
    results.push(
      await measure("group conversations page 3 (visitor)", (i) =>
        groupConversations(deps, visitor, pick(i, COUNTS.groups, 5), { pageIndex: 2 }),
      ),
    );
    results.push(
      await measure("active conversations (participant)", (i) =>
        activeConversations(deps, member(i), { pageNumber: 1 + (i % 3), publicOnly: false }),
      ),
    );
    results.push(
      await measure("active conversations, public_only (visitor)", () =>
        activeConversations(deps, visitor, { pageNumber: 1, publicOnly: true }),
      ),
    );
    const body = plainTextToRichText("Dank voor het delen. Ik herken het heel goed en probeer het morgen ook.");
    results.push(
      await measure("posting a reaction (participant)", (i) =>
        addReaction(deps, member(i * 7 + 3), pick(i, COUNTS.conversations, 6), {
          Body: body,
          QuoteReactionId: 0,
          FollowConversation: i % 4 === 0,
        }),
      ),
    );
  } finally {
    await db.end({ timeout: 5 });
  }
  return results;
}

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openBenchDatabase({ name: BENCH_DB, keep: KEEP, log });
  log(`database: ${database.kind}`);
  try {
    await migrate(database.url, () => undefined);
    await fill(database.url);
    const results = await run(database.url);
    const target = 50;
    const over = results.filter((r) => r.p95 > target);
    log(
      `done in ${((Date.now() - started) / 1000).toFixed(0)} s; target p95 <= ${target} ms: ${over.length === 0 ? "met" : `NOT met by ${over.map((r) => r.name).join(", ")}`}`,
    );
    process.stdout.write(
      `${JSON.stringify({ database: database.kind, counts: COUNTS, iterations: ITERATIONS, results })}\n`,
    );
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

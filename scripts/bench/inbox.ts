/**
 * `npm run bench:inbox`: the inbox at scale (issue 14 "Performance"). Not part of CI or `npm test`;
 * prints figures instead of asserting them.
 *
 *   1. a database (scripts/bench/database.ts: TEST_DATABASE_URL, a throw-away PostgreSQL cluster,
 *      or PGlite);
 *   2. the migrations, then a set-based fill: 10,000 members, 50,000 accepted contact links and
 *      1,000,000 messages spread over them (the box trigger is off during the fill; the boxes are
 *      then built in one statement, as the trigger would have);
 *   3. p50/p95 of the service calls in process (one warm connection): the inbox list, one
 *      conversation's latest page, sending a message (rate limit included) and the unread count.
 *
 *   npx tsx scripts/bench/inbox.ts [-- --iterations 200] [-- --scale 0.1] [-- --keep]
 *
 * Target (issue 14): p95 <= 20 ms each, unread count <= 5 ms, on PostgreSQL 15 on this machine.
 */
import postgres from "postgres";
import { createDb, type Db } from "../../functions/_shared/db";
import { participant } from "../../functions/_shared/caller";
import type { CommunityDeps } from "../../functions/_community/deps";
import { conversationOf, inboxOf, sendMessage, unreadOf } from "../../functions/_community/inbox/service";
import { plainTextToRichText } from "../../src/domain/rich-text/text";
import { migrate } from "../migrate";
import { measureCall, openBenchDatabase, type Result } from "./database";

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(name);
  const value = index >= 0 ? Number(args[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const ITERATIONS = Math.round(option("--iterations", 200));
const SCALE = option("--scale", 1);
const KEEP = args.includes("--keep");
const WARMUP = Math.min(20, Math.max(3, Math.round(ITERATIONS / 5)));
const MEMBERS = Math.max(200, Math.round(10_000 * SCALE));
const LINKS = MEMBERS * 5;
const MESSAGES = Math.round(1_000_000 * SCALE);

const log = (line: string): void => {
  process.stdout.write(`[bench:inbox] ${line}\n`);
};
const id = (n: number): string => `00000000-0000-4000-9000-${String(n).padStart(12, "0")}`;

async function fill(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => undefined });
  const step = async (what: string, statement: string): Promise<void> => {
    const started = Date.now();
    await sql.unsafe(statement);
    log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  try {
    log(`filling: ${MEMBERS} members, ${LINKS} contact links, ${MESSAGES} messages`);
    await step(
      "members",
      `
      insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
      select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, 'lid' || i || '@example.nl', 'x', now(),
             jsonb_build_object('username', 'Lid' || i, 'accepted_terms_at', now()), now() - interval '400 days', now()
      from generate_series(1, ${MEMBERS}) i;
      update public.profiles set created_at = now() - interval '400 days';`,
    );
    // Member i is linked to i+1 .. i+5 (wrapping): five contacts each on average, ten per member.
    await step(
      "contact links (accepted)",
      `
      insert into public.contact_links (requester_id, receiver_id, status, message, accepted_at, seen_at)
      select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid,
             ('00000000-0000-4000-9000-' || lpad((1 + (i + k - 1) % ${MEMBERS})::text, 12, '0'))::uuid,
             'accepted', 'Hoi!', now(), now()
      from generate_series(1, ${MEMBERS}) i, generate_series(1, 5) k
      on conflict do nothing;`,
    );
    await step(
      "messages",
      `
      alter table public.direct_messages disable trigger direct_messages_update_boxes;
      create temporary table bench_links as
        select row_number() over (order by id) - 1 as n, requester_id as a, receiver_id as b from public.contact_links;
      insert into public.direct_messages (sender_id, receiver_id, body, created_at, seen_at)
      select case when j % 2 = 0 then l.a else l.b end, case when j % 2 = 0 then l.b else l.a end,
             '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Hoe gaat het vandaag met je? Ik had een zware ochtend."}]}]}'::jsonb,
             now() - make_interval(secs => ${MESSAGES} - j), case when j % 10 <> 0 then now() end
      from generate_series(1::bigint, ${MESSAGES}) j
      join bench_links l on l.n = (j * 7919) % (select count(*) from bench_links);
      alter table public.direct_messages enable trigger direct_messages_update_boxes;`,
    );
    await step(
      "message boxes",
      `
      insert into public.message_boxes (owner_id, other_id, last_update, unseen)
      select owner_id, other_id, max(created_at), count(*) filter (where unseen)
      from (
        select sender_id as owner_id, receiver_id as other_id, created_at, false as unseen from public.direct_messages
        union all
        select receiver_id, sender_id, created_at, seen_at is null from public.direct_messages
      ) x group by owner_id, other_id;`,
    );
    await step("vacuum analyze", "vacuum analyze");
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const pick = (i: number, n: number, salt: number): number => 1 + ((i * 2654435761 + salt * 40503) % n);

/**
 * Round trips and transactions per call of `fn`, counted on the client (postgres.js's debug hook
 * sees every statement sent, `begin` included): figures that do not depend on how busy the machine is.
 */
async function perCall(db: Db, name: string, fn: (i: number) => Promise<unknown>, calls = 20): Promise<void> {
  const options = db.options as unknown as { debug?: (connection: number, query: string) => void };
  let statements = 0;
  let transactions = 0;
  options.debug = (_connection, query) => {
    statements += 1;
    if (/^begin\b/i.test(query.trim())) transactions += 1;
  };
  try {
    for (let i = 0; i < calls; i += 1) await fn(i);
  } finally {
    options.debug = undefined;
  }
  log(
    `  ${name.padEnd(58)} ${(transactions / calls).toFixed(1)} transactions, ${(statements / calls).toFixed(1)} round trips per call`,
  );
}

async function run(url: string): Promise<Result[]> {
  const db: Db = createDb(url);
  const deps: CommunityDeps = { db, secret: "bench-secret-0123456789abcdef0123456789" };
  const measure = (name: string, fn: (i: number) => Promise<unknown>) =>
    measureCall(name, fn, { iterations: ITERATIONS, warmup: WARMUP, log });
  const memberNo = (i: number) => pick(i, MEMBERS, 1);
  const contactOf = (n: number, k: number) => 1 + ((n + k - 1) % MEMBERS);
  const body = plainTextToRichText("Dank je, met mij gaat het vandaag wat beter.");
  const results: Result[] = [];
  try {
    log(`measuring ${ITERATIONS} calls each (after ${WARMUP} warm-up calls):`);
    results.push(await measure("inbox list", (i) => inboxOf(deps, participant(id(memberNo(i))))));
    results.push(
      await measure("conversation, latest page", (i) =>
        conversationOf(deps, participant(id(memberNo(i))), id(contactOf(memberNo(i), 1 + (i % 5))), null),
      ),
    );
    // Each sender sends once per measured call; many senders keep this under the hourly limit.
    results.push(
      await measure("send a message", (i) =>
        sendMessage(deps, participant(id(1 + (i % MEMBERS))), id(contactOf(1 + (i % MEMBERS), 1 + (i % 5))), body),
      ),
    );
    results.push(await measure("unread count", (i) => unreadOf(deps, participant(id(memberNo(i))))));
    // Transactions and statements per call, from the server's own counters: figures that do not
    // depend on how busy the machine is.
    log("database work per call (20 calls each):");
    await perCall(db, "conversation, latest page", (i) =>
      conversationOf(deps, participant(id(memberNo(i + 500))), id(contactOf(memberNo(i + 500), 1 + (i % 5))), null),
    );
    await perCall(db, "send a message", (i) =>
      sendMessage(
        deps,
        participant(id(1 + ((i + 5000) % MEMBERS))),
        id(contactOf(1 + ((i + 5000) % MEMBERS), 1 + (i % 5))),
        body,
      ),
    );
  } finally {
    await db.end({ timeout: 5 });
  }
  return results;
}

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openBenchDatabase({ name: "reumanl_bench_inbox", keep: KEEP, log });
  log(`database: ${database.kind}`);
  try {
    await migrate(database.url, () => undefined);
    await fill(database.url);
    const results = await run(database.url);
    const over = results.filter((r) => r.p95 > (r.name === "unread count" ? 5 : 20));
    log(
      `done in ${((Date.now() - started) / 1000).toFixed(0)} s; target p95 <= 20 ms (unread count <= 5 ms): ${over.length === 0 ? "met" : `NOT met by ${over.map((r) => r.name).join(", ")}`}`,
    );
    process.stdout.write(
      `${JSON.stringify({ database: database.kind, members: MEMBERS, links: LINKS, messages: MESSAGES, iterations: ITERATIONS, results })}\n`,
    );
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

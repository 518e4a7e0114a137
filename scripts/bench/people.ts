/**
 * `npm run bench:people`: the members directory at scale (issue 13 "Performance"). Not part of CI
 * or `npm test`; prints figures instead of asserting them.
 *
 *   1. a database (scripts/bench/database.ts: TEST_DATABASE_URL, a throw-away PostgreSQL cluster,
 *      or PGlite);
 *   2. the migrations, then a set-based fill: 100,000 members with geocoded addresses across the
 *      Netherlands, all found by distance (decision 321: in their coarse cell), birth years,
 *      genders, interests, diagnoses (60 % with consent), 30 % public, and 200,000 contact links;
 *   3. p50/p95 of the service calls in process (one warm connection): filter + count with each
 *      filter alone and all combined, distance 30 km from a postcode, username search, the contact
 *      list and the profile page; then EXPLAIN (ANALYZE, BUFFERS) of every directory statement
 *      those calls send, as the caller's role (planning and execution time, buffers, rows scanned,
 *      index use), and how many statements each call sends (round trips).
 *
 *   npm run bench:people [-- --iterations 200] [-- --scale 0.1] [-- --keep]
 *   npm run bench:people -- --reuse          (measure and EXPLAIN again on the database a --keep
 *                                              run left at TEST_DATABASE_URL, without filling it)
 *   npm run bench:people -- --explain-only   (the same, EXPLAIN only)
 *
 * Target (issue 13): p95 <= 20 ms each, distance alone <= 10 ms, on PostgreSQL 15 on this machine.
 */
import postgres from "postgres";
import type { ProfileFilter } from "../../src/domain/people";
import { createDb, type Db } from "../../functions/_shared/db";
import { createEmbeddedGeocoder } from "../../functions/_shared/geocoder/embedded";
import { identityOf, participant, visitor, type Caller } from "../../functions/_shared/caller";
import type { CommunityDeps } from "../../functions/_community/deps";
import { myContacts } from "../../functions/_community/contacts/service";
import {
  countFilteredMembers,
  filterMembers,
  memberProfile,
  searchByUsername,
} from "../../functions/_community/people/service";
import { migrate } from "../migrate";
import { measureCall, openBenchDatabase, type Result } from "./database";
import { explainCall } from "./explain-statements";

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(name);
  const value = index >= 0 ? Number(args[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const ITERATIONS = Math.round(option("--iterations", 200));
const SCALE = option("--scale", 1);
const KEEP = args.includes("--keep");
/** Only EXPLAIN, on the database a previous `--keep` run left (TEST_DATABASE_URL only). */
const EXPLAIN_ONLY = args.includes("--explain-only");
/** Measure and explain again on the database a previous `--keep` run left, without filling it. */
const REUSE = EXPLAIN_ONLY || args.includes("--reuse");
const WARMUP = Math.min(20, Math.max(3, Math.round(ITERATIONS / 5)));
const MEMBERS = Math.max(1000, Math.round(100_000 * SCALE));
const LINKS = MEMBERS * 2;

const log = (line: string): void => {
  process.stdout.write(`[bench:people] ${line}\n`);
};
const id = (n: number): string => `00000000-0000-4000-9000-${String(n).padStart(12, "0")}`;

const MEMBER_BATCH = 1000;

async function fill(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => undefined });
  const step = async (what: string, statement: string): Promise<void> => {
    const started = Date.now();
    await sql.unsafe(statement);
    log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  try {
    log(`filling: ${MEMBERS} members, ${LINKS} contact links`);
    // In batches of their own transactions: each new account's profile row fires the directory's
    // statement triggers, which update one kept total; a single 100,000-row statement would update
    // that row 100,000 times in one transaction (a version chain walked on every update).
    const started = Date.now();
    for (let from = 1; from <= MEMBERS; from += MEMBER_BATCH) {
      await sql.unsafe(`
        insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
        select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, 'lid' || i || '@example.nl', 'x', now(),
               jsonb_build_object('username', 'Lid' || i, 'accepted_terms_at', now()), now() - make_interval(days => i % 900), now()
        from generate_series(${from}, ${Math.min(MEMBERS, from + MEMBER_BATCH - 1)}) i`);
    }
    log(`  accounts (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    await step(
      "member dates and public flags",
      `
      update public.profiles set created_at = now() - make_interval(days => (hashtext(id::text) & 1023)), profile_public = (hashtext(id::text || 'p') & 1023) < 307;`,
    );
    await step(
      "profiles (addresses, ages, diagnoses with consent, interests)",
      `
      insert into public.profile_details (user_id, gender, birth_year, postcode, house_number, latitude, longitude, relation_term, forms, interests, consent_given_at, findable_by_distance)
      select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid,
             i % 3, 1930 + (i * 7919) % 78, '3511LX', 1 + i % 90,
             51.3 + ((i * 104729) % 21000) / 10000.0, 3.6 + ((i * 1299709) % 35000) / 10000.0,
             case when i % 10 < 6 then 70509 + (i % 7) end,
             case when i % 10 < 6 then array[71001 + (i % 37), 71001 + ((i / 37) % 37)]::int[] else '{}'::int[] end,
             array[(array['mantelzorg','behandeling','bewegen','hulpmiddelen','leefstijl','medicijnen','omgaan-met-jezelf-en-anderen','school-studie-werk','kinderwens-zwangerschap-ouderschap','zorgverzekering'])[(1 + i % 10)::int]],
             case when i % 10 < 6 then now() end,
             true
      from generate_series(1::bigint, ${MEMBERS}) i;`,
    );
    await step(
      "contact links",
      `
      insert into public.contact_links (requester_id, receiver_id, status, message, accepted_at)
      select distinct on (least(a, b), greatest(a, b)) a, b, s, 'Hoi!', case when s = 'accepted' then now() end
      from (
        select ('00000000-0000-4000-9000-' || lpad((1 + (j * 7) % ${MEMBERS})::text, 12, '0'))::uuid as a,
               ('00000000-0000-4000-9000-' || lpad((1 + (j * 7 + 1 + j % 97) % ${MEMBERS})::text, 12, '0'))::uuid as b,
               (array['requested','accepted','accepted','denied'])[(1 + j % 4)::int] as s
        from generate_series(1::bigint, ${LINKS}) j
      ) x where a <> b
      on conflict do nothing;`,
    );
    await step("vacuum analyze", "vacuum analyze");
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** A count statement starts with its count (a distance page counts its matches inside: "page"). */
const statementKind = (query: string): string =>
  /^\s*select (count\(\*\)|public\.member_directory_count)/.test(query) ? "count" : "page ";

const EMPTY: ProfileFilter = { Roles: [], Genders: [], AgeRanges: [], Interests: [], Forms: [], Distance: null };
const pick = (i: number, n: number, salt: number): number => 1 + ((i * 2654435761 + salt * 40503) % n);

type Case = { name: string; caller: (i: number) => Caller; filter: (i: number) => ProfileFilter };

async function run(url: string): Promise<Result[]> {
  const db: Db = createDb(url);
  const deps: CommunityDeps = { db, secret: "bench-secret-0123456789abcdef0123456789" };
  // A visitor's distance centres are counted per IP (decision 321); the bench's visitors search without distance.
  const source = { geocoder: createEmbeddedGeocoder(), ip: "192.0.2.1" };
  const member = (i: number): Caller => participant(id(pick(i, MEMBERS, 1)));
  const measure = (name: string, fn: (i: number) => Promise<unknown>) =>
    measureCall(name, fn, { iterations: ITERATIONS, warmup: WARMUP, log });
  const both =
    ({ caller, filter }: Case) =>
    async (i: number) => {
      await filterMembers(deps, caller(i), filter(i), { index: i % 3 }, source);
      await countFilteredMembers(deps, caller(i), filter(i), source);
    };
  const near = (km: number): ProfileFilter["Distance"] => ({ Postcode: "3511LX", HouseNumber: 10, Range: km });
  const cases: Case[] = [
    { name: "filter, no filters (participant)", caller: member, filter: () => EMPTY },
    { name: "filter, no filters (visitor: public only)", caller: () => visitor, filter: () => EMPTY },
    {
      name: "filter, one form of rheumatism",
      caller: member,
      filter: (i) => ({ ...EMPTY, Forms: [71001 + (i % 37)] }),
    },
    { name: "filter, relation (Roles)", caller: member, filter: (i) => ({ ...EMPTY, Roles: [70509 + (i % 7)] }) },
    { name: "filter, age range", caller: member, filter: (i) => ({ ...EMPTY, AgeRanges: [1 + (i % 6)] }) },
    { name: "filter, gender", caller: member, filter: (i) => ({ ...EMPTY, Genders: [1 + (i % 2)] }) },
    { name: "filter, interest", caller: member, filter: () => ({ ...EMPTY, Interests: ["bewegen"] }) },
    {
      name: "filter, distance 30 km from a postcode",
      caller: member,
      filter: () => ({ ...EMPTY, Distance: near(30) }),
    },
    {
      name: "filter, distance 10 km from a postcode",
      caller: member,
      filter: () => ({ ...EMPTY, Distance: near(10) }),
    },
    {
      name: "filter, all combined (form, age, gender, interest, 30 km)",
      caller: member,
      filter: (i) => ({
        Roles: [],
        Genders: [2],
        AgeRanges: [4, 5],
        Interests: ["bewegen", "medicijnen"],
        Forms: [71001 + (i % 37)],
        Distance: near(30),
      }),
    },
  ];
  const search = (i: number) => searchByUsername(deps, member(i), `Lid${pick(i, 999, 2)}`, { index: 0 });
  const contacts = (i: number) => myContacts(deps, member(i), { index: 0 });
  const profile = (i: number) => memberProfile(deps, member(i), id(pick(i, MEMBERS, 3)));
  const results: Result[] = [];
  try {
    log(`measuring ${ITERATIONS} calls each (after ${WARMUP} warm-up calls); filter = page + count:`);
    if (!EXPLAIN_ONLY) {
      for (const c of cases) results.push(await measure(c.name, both(c)));
      results.push(await measure("username search (prefix)", search));
      results.push(await measure("contact list (mycontacts)", contacts));
      results.push(await measure("profile page (participant)", profile));
    }

    log("EXPLAIN (ANALYZE, BUFFERS) of the statements each call sends (as the caller's role; page 2 of the filter):");
    const explain = async (name: string, caller: Caller, call: () => Promise<unknown>) => {
      log(`  ${name}`);
      for (const line of await explainCall(db, identityOf(caller), /member_directory/, call, { label: statementKind }))
        log(`    ${line}`);
    };
    for (const c of cases) await explain(c.name, c.caller(1), () => both(c)(1));
    await explain("username search (prefix)", member(1), () => search(1));
    await explain("contact list (mycontacts)", member(1), () => contacts(1));
    await explain("profile page (participant)", member(1), () => profile(1));
  } finally {
    await db.end({ timeout: 5 });
  }
  return results;
}

async function main(): Promise<void> {
  const started = Date.now();
  if (REUSE) {
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    url.pathname = "/reumanl_bench_people";
    const results = await run(url.toString());
    if (results.length)
      process.stdout.write(
        `${JSON.stringify({ database: "kept reumanl_bench_people", iterations: ITERATIONS, results })}\n`,
      );
    return;
  }
  const database = await openBenchDatabase({ name: "reumanl_bench_people", keep: KEEP, log });
  log(`database: ${database.kind}`);
  try {
    await migrate(database.url, () => undefined);
    await fill(database.url);
    const results = await run(database.url);
    const over = results.filter((r) => r.p95 > (r.name.startsWith("filter, distance") ? 10 : 20));
    log(
      `done in ${((Date.now() - started) / 1000).toFixed(0)} s; target p95 <= 20 ms (distance <= 10 ms): ${over.length === 0 ? "met" : `NOT met by ${over.map((r) => r.name).join(", ")}`}`,
    );
    process.stdout.write(
      `${JSON.stringify({ database: database.kind, members: MEMBERS, links: LINKS, iterations: ITERATIONS, results })}\n`,
    );
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

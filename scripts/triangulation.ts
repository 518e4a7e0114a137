/**
 * `npx tsx scripts/triangulation.ts`: the attack of issue 35, row 4, against the members directory
 * (decision 321). 200 simulated members who chose "Vindbaar op afstand", at random places in the
 * Netherlands, are searched for by distance through the real service (`filterMembers`, every page)
 * on a fresh database (scripts/bench/database.ts: TEST_DATABASE_URL, a throw-away PostgreSQL
 * cluster, or PGlite):
 *
 *   1. one account sweeps the 50 demo postcodes at 30/20/10/5 km (the review's 62 calls and more):
 *      the daily limit of 5 different centres refuses the rest;
 *   2. an attacker with as many accounts as it takes (5 centres each) sweeps the postcodes, then
 *      for every member bisects a centre across the circle's edge in four directions, any address
 *      as centre (as PDOK geocodes it), 10 steps each;
 *   3. for comparison, the same attack against the rule before the fix (the member rounded to
 *      0.01°, the centre exact), simulated without a database.
 *
 * For each member it prints how far the answers narrow them: the places (coarse cells) where the
 * published rule gives every answer seen, as km². It fails (exit 1) when a member is narrowed below
 * their coarse cell (the published precision, 25–28 km²), or when the answers are not those the
 * published rule gives (the truth is not among the places left).
 *
 *   npx tsx scripts/triangulation.ts [--members 200] [--steps 10]
 */
import postgres from "postgres";
import { createDb } from "../functions/_shared/db";
import { DEMO_POSTCODES } from "../functions/_shared/geocoder/demo-postcodes";
import { participant } from "../functions/_shared/caller";
import { filterMembers } from "../functions/_community/people/service";
import type { ProfileFilter } from "../src/domain/people";
import { seededRandom } from "../functions/_shared/test-support/random";
import { openBenchDatabase } from "./bench/database";
import { migrate } from "./migrate";
import {
  bisect,
  cellAreaKm2,
  guessFrom,
  narrowing,
  postcodeSweep,
  publishedRule,
  ruleBeforeFix,
  type AttackLog,
  type Narrowing,
  type Oracle,
  type Point,
  type Rule,
} from "./lib/triangulation";

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(name);
  const value = index >= 0 ? Number(args[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? Math.round(value) : fallback;
};
const MEMBERS = option("--members", 200);
const STEPS = option("--steps", 10);
const ACCOUNTS = 4000;
const SECRET = "triangulation-secret-0123456789abcdef01234";

const log = (line: string): void => {
  process.stdout.write(`[triangulation] ${line}\n`);
};
const id = (prefix: number, n: number): string => `00000000-0000-4000-${prefix}000-${String(n).padStart(12, "0")}`;

/** Members at random places on land-ish Netherlands (51.45–53.2° N, 4.4–6.9° E). */
function places(n: number): Point[] {
  const next = seededRandom(2026);
  return Array.from({ length: n }, () => ({ lat: 51.45 + next() * 1.75, long: 4.4 + next() * 2.5 }));
}

async function fill(url: string, members: readonly Point[]): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe(`
      insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'lid' || i || '@example.nl', 'x', now(),
             jsonb_build_object('username', 'Lid' || i, 'accepted_terms_at', now()), now(), now()
      from generate_series(1, ${members.length}) i`);
    await sql.unsafe(`
      insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
      select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, 'zoeker' || i || '@example.nl', 'x', now(),
             jsonb_build_object('username', 'Zoeker' || i, 'accepted_terms_at', now()), now(), now()
      from generate_series(1, ${ACCOUNTS}) i`);
    await sql`
      insert into public.profile_details (user_id, postcode, house_number, latitude, longitude, findable_by_distance)
      select u, '3511LX', 1, la, lo, true
      from unnest(${`{${members.map((_, i) => id(8, i + 1)).join(",")}}`}::uuid[], ${`{${members.map((p) => p.lat).join(",")}}`}::float8[],
                  ${`{${members.map((p) => p.long).join(",")}}`}::float8[]) x (u, la, lo)`;
    // Half of them private: the attackers are participants, who see private profiles too.
    await sql`update public.profiles set profile_public = (hashtext(id::text) & 1) = 0`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const EMPTY: ProfileFilter = { Roles: [], Genders: [], AgeRanges: [], Interests: [], Forms: [], Distance: null };

/** The real service as the oracle: `accounts` accounts in turn, the next when the day's centres of one are used up. */
function serviceOracle(
  url: string,
  accounts: number,
): { oracle: Oracle; used: () => number; end: () => Promise<void> } {
  const db = createDb(url);
  const deps = { db, secret: SECRET };
  let account = 1;
  const indexOf = new Map<string, number>(Array.from({ length: MEMBERS }, (_, i) => [id(8, i + 1), i]));
  const oracle: Oracle = async (centre, km) => {
    const filter: ProfileFilter = { ...EMPTY, Distance: { Postcode: "1011AB", HouseNumber: 1, Range: km } };
    const source = { geocoder: { locate: async () => centre }, ip: "192.0.2.35" };
    for (;;) {
      try {
        const found = new Set<number>();
        for (let index = 0; index < 1000; index += 1) {
          const page = await filterMembers(deps, participant(id(9, account)), filter, { index, size: 48 }, source);
          for (const item of page.Items) {
            const member = indexOf.get(item.Id);
            if (member !== undefined) found.add(member);
          }
          if (page.Items.length < 48) break;
        }
        return found;
      } catch (error) {
        if ((error as { code?: string }).code !== "DistanceSearchLimited") throw error;
        if (account >= accounts) return null;
        account += 1;
      }
    }
  };
  return { oracle, used: () => account, end: () => db.end({ timeout: 5 }) };
}

/** A simulated server that answers by `rule` (no database). */
const ruleOracle =
  (members: readonly Point[], rule: Rule): Oracle =>
  async (centre, km) =>
    new Set(members.flatMap((member, i) => (rule(centre, member, km) ? [i] : [])));

const POSTCODES: Point[] = DEMO_POSTCODES.map((p) => ({ lat: p.lat, long: p.long }));

async function attack(oracle: Oracle, guessRule: Rule, withBisection: boolean): Promise<AttackLog> {
  const record: AttackLog = { searches: [], calls: 0, refused: 0 };
  await postcodeSweep(oracle, POSTCODES, record);
  if (withBisection) {
    const sweep = [...record.searches];
    await bisect(oracle, MEMBERS, (index) => guessFrom(sweep, index, guessRule), record, STEPS);
  }
  return record;
}

function summary(what: string, results: Narrowing[]): string {
  const areas = results
    .filter((r) => r.places > 0)
    .map((r) => r.areaKm2)
    .sort((a, b) => a - b);
  const pct = (p: number): string =>
    areas.length ? areas[Math.min(areas.length - 1, Math.floor((p / 100) * areas.length))]!.toFixed(2) : "-";
  const wide = results.filter((r) => r.atWindowEdge).length;
  return `${what}: narrowed to min ${pct(0)} / median ${pct(50)} / max ${pct(100)} km²${wide ? ` (${wide} members not narrowed below about 35 km around them)` : ""}`;
}

function judge(members: readonly Point[], record: AttackLog, rule: Rule, resolution: "cell" | "grid"): Narrowing[] {
  return members.map((truth, index) => narrowing(record.searches, index, truth, rule, resolution));
}

async function main(): Promise<void> {
  const started = Date.now();
  const members = places(MEMBERS);
  const database = await openBenchDatabase({ name: "reumanl_triangulation", keep: false, log });
  log(
    `database: ${database.kind}; ${MEMBERS} members found by distance, ${POSTCODES.length} demo postcodes, bisection ${STEPS} steps`,
  );
  let failed = false;
  try {
    await migrate(database.url, () => undefined);
    await fill(database.url, members);
    const bands = members.map(cellAreaKm2);
    log(
      `published precision (a member's coarse cell, 0.05° × 0.07°): ${Math.min(...bands).toFixed(2)}–${Math.max(...bands).toFixed(2)} km²`,
    );

    // 3 first: the same attack against the rule before the fix, simulated.
    const before = await attack(ruleOracle(members, ruleBeforeFix), ruleBeforeFix, true);
    const old = judge(members, before, ruleBeforeFix, "grid");
    log(
      `before the fix (simulated): ${before.calls} calls, none refused; ${old.filter((r) => r.places === 1 && r.holdsTruth).length} of ${MEMBERS} members pinned to their 0.01° grid point`,
    );
    log(`  ${summary("before the fix", old)}`);

    const one = serviceOracle(database.url, 1);
    const single = await attack(one.oracle, publishedRule, false);
    await one.end();
    const singleResults = judge(members, single, publishedRule, "cell");
    log(
      `1. one account, demo postcodes at 30/20/10/5 km: ${single.calls} calls, ${single.calls - single.refused} answered, ${single.refused} refused (429, 5 different centres a day)`,
    );
    log(`   ${summary("one account", singleResults)}`);

    const many = serviceOracle(database.url, 4000);
    const full = await attack(many.oracle, publishedRule, true);
    const accounts = many.used();
    await many.end();
    const fullResults = judge(members, full, publishedRule, "cell");
    log(
      `2. many accounts, postcodes and bisected centres: ${full.calls} calls, ${full.refused} refused, ${accounts} accounts (a day each)`,
    );
    log(`   ${summary("published rule, coarse cells", fullResults)}`);
    const naive = judge(members, full, ruleBeforeFix, "grid");
    log(
      `   the old model on these answers (0.01° point, exact centre): ${naive.filter((r) => r.places > 0 && r.holdsTruth).length} of ${MEMBERS} members' true grid point still possible, ${naive.filter((r) => r.places === 0).length} with no place left (the answers contradict it)`,
    );

    for (const [what, results] of [
      ["one account", singleResults],
      ["many accounts", fullResults],
    ] as const) {
      const below = results.filter((r, i) => r.areaKm2 < bands[i]! - 1e-6);
      const untrue = results.filter((r) => !r.holdsTruth);
      if (below.length || untrue.length) {
        failed = true;
        log(
          `FAILED (${what}): ${below.length} members narrowed below their coarse cell, ${untrue.length} whose answers are not the published rule's`,
        );
      }
    }
    const verdict = failed
      ? "FAILED: a member was narrowed below their coarse cell"
      : "held: no member narrowed below their coarse cell";
    log(`${verdict} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await database.stop();
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

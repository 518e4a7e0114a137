/**
 * `npm run bench:search`: search at platform scale (issue 16, Performance). Not part of CI or
 * `npm test`; it prints figures instead of asserting them.
 *
 *   1. a database (scripts/bench/database.ts: TEST_DATABASE_URL, else a throw-away PostgreSQL
 *      cluster, else PGlite), the migrations;
 *   2. set-based fill: 5,000 library documents (the sample library, content-model/sample, as the
 *      build indexes it, among generated ones), 200 groups with 20,000 conversations (indexed by the
 *      migration's triggers; a few written as patients write them), 1,000,000 reactions, 50,000
 *      story posts (public.search_upsert, as the stories feature does; a few real ones) and 2,000
 *      published activities (indexed by the trigger); Dutch words from a rheumatology vocabulary;
 *   3. p50/p95 of the search service (functions/_community/search/service.ts, in process, one warm
 *      connection) for 30 real Dutch queries (words, phrases, typos, compounds, abbreviations) per
 *      tab as a visitor, all tabs as a participant, and of suggest; then relevance: for the queries
 *      of search-relevance.json (typed as patients type them, over the library and the community),
 *      the share whose known best answer is first (top-1), in the first three (top-3), and the mean
 *      reciprocal rank of that answer in the first ten (MRR).
 *
 *   npm run bench:search [-- --iterations 3] [-- --scale 0.1] [-- --keep] [-- --per-query] [-- --explain]
 *   npm run bench:search -- --reuse    (measure again on the database a --keep run left at
 *                                      TEST_DATABASE_URL: pending migrations applied, no fill)
 *
 *   --per-query   p50 and max of each query (all tabs, visitor and participant; the five tabs
 *                 pooled) and of each suggest prefix, slowest first
 *   --explain     EXPLAIN (ANALYZE, BUFFERS) of every statement each query sends (all tabs, as a
 *                 visitor): execution and planning time, buffers, rows, indexes; `--plans` adds
 *                 the whole plans. The search's statements call PL/pgSQL functions (plans kept per
 *                 session), so a line gives a function's whole execution time and buffers; the
 *                 nodes inside are seen with auto_explain (log_nested_statements)
 *
 * Targets: p95 <= 30 ms for search, <= 15 ms for suggest (PostgreSQL 15 here); top-3 >= 95 %.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { createDb } from "../../functions/_shared/db";
import { identityOf, participant, visitor, type Caller } from "../../functions/_shared/caller";
import { search, suggestions } from "../../functions/_community/search/service";
import { PILLARS, type Pillar } from "../../src/domain/search";
import { migrate } from "../migrate";
import { fillSearchBench } from "./search-fill";
import { measureCall as measure, openBenchDatabase, type Result as TimingResult } from "./database";
import { explainCall } from "./explain-statements";

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(name);
  const value = index >= 0 ? Number(args[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const ROUNDS = Math.round(option("--iterations", 3));
const SCALE = option("--scale", 1);
const KEEP = args.includes("--keep");
const REUSE = args.includes("--reuse");
const PER_QUERY = args.includes("--per-query");
const PLANS = args.includes("--plans");
const EXPLAIN = PLANS || args.includes("--explain");
const BENCH_DATABASE = "reumanl_bench_search";
const COUNTS = {
  library: Math.max(200, Math.round(5_000 * SCALE)),
  groups: Math.max(10, Math.round(200 * SCALE)),
  conversations: Math.max(200, Math.round(20_000 * SCALE)),
  reactions: Math.max(1_000, Math.round(1_000_000 * SCALE)),
  storyPosts: Math.max(200, Math.round(50_000 * SCALE)),
  activities: Math.max(50, Math.round(2_000 * SCALE)),
};
const log = (line: string): void => {
  process.stdout.write(`[bench:search] ${line}\n`);
};

/** 30 queries people type: single words, phrases, typos, compounds, abbreviations. */
export const QUERIES = [
  "methotrexaat",
  "reumatoide artritis",
  "artrose in de knie",
  "moe",
  "vermoeidheid",
  "jicht",
  "urinezuur",
  "ziekte van bechterew",
  "fibromyalgie",
  "pijn in mijn handen",
  "werken met reuma",
  "biological",
  "prednison bijwerkingen",
  "zwanger worden",
  "fietsen",
  "zwemmen in warm water",
  "artritus",
  "metotrexaat",
  "fibromialgie",
  "knieartrose",
  "gewrichtspijn",
  "reumatoloog",
  "spa",
  "mtx",
  "ra",
  "ochtendstijfheid",
  "slecht slapen",
  "voeding",
  "hulpmiddelen",
  "re-integratie",
  // issue 40: patients' own words
  "auto rijden",
  "vergoeding zorgverzekeraar",
  "zwembad",
  "TNF-remmer",
  "mag ik autorijden met reuma",
  "botontkalking",
];

/** Per series, the times of each query (or suggest prefix), for --per-query. */
type PerQuery = Map<string, Map<string, number[]>>;

/** Wraps a measured call so that its time is also kept per query (warm-up calls, i >= 1e6, are not). */
function timedPerQuery(
  perQuery: PerQuery,
  series: string,
  key: (i: number) => string,
  fn: (i: number) => Promise<unknown>,
) {
  const bySeries = perQuery.get(series) ?? new Map<string, number[]>();
  perQuery.set(series, bySeries);
  return async (i: number): Promise<void> => {
    const started = process.hrtime.bigint();
    await fn(i);
    if (i >= 1_000_000) return;
    const times = bySeries.get(key(i)) ?? [];
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    bySeries.set(key(i), times);
  };
}

function printPerQuery(perQuery: PerQuery): void {
  const median = (times: number[]): number => [...times].sort((a, b) => a - b)[Math.ceil(times.length / 2) - 1]!;
  const cell = (times: number[] | undefined): string =>
    times
      ? `${median(times).toFixed(1).padStart(6)} /${Math.max(...times)
          .toFixed(1)
          .padStart(6)}`
      : "".padStart(14);
  const searchSeries = [...perQuery.keys()].filter((name) => !name.startsWith("suggest"));
  log(`per query, p50 / max ms (${searchSeries.join(" | ")}), slowest first:`);
  const rows = QUERIES.map((q) => ({ q, cells: searchSeries.map((name) => perQuery.get(name)!.get(q)) }));
  rows.sort(
    (a, b) =>
      Math.max(...b.cells.flat().filter((t): t is number => t !== undefined)) -
      Math.max(...a.cells.flat().filter((t): t is number => t !== undefined)),
  );
  for (const { q, cells } of rows) log(`  ${JSON.stringify(q).padEnd(26)} ${cells.map(cell).join("  ")}`);
  const suggest = perQuery.get("suggest") ?? new Map<string, number[]>();
  log("suggest per prefix, p50 / max ms, slowest first:");
  for (const [prefix, times] of [...suggest.entries()].sort((a, b) => Math.max(...b[1]) - Math.max(...a[1])))
    log(`  ${JSON.stringify(prefix).padEnd(26)} ${cell(times)}`);
}

/** The statement a line of --explain is about (the search's functions, migrations 20261129020000/020100). */
function statementLabel(query: string): string {
  if (/search_read\(/.test(query)) return "search    ";
  if (/search_any_match\(/.test(query)) return "probe     ";
  if (/search_closest_title_word\(/.test(query)) return "correction";
  if (/search_suggest\(/.test(query)) return "suggest   ";
  if (/search_synonyms\(/.test(query)) return "synonyms  ";
  return "other     ";
}

async function run(url: string): Promise<{ timings: TimingResult[]; relevance: Relevance }> {
  const db = createDb(url);
  const deps = { db };
  const member: Caller = participant("00000000-0000-4000-9000-000000000001");
  const timings: TimingResult[] = [];
  const perQuery: PerQuery = new Map();
  const iterations = QUERIES.length * ROUNDS;
  const options = { iterations, warmup: 10, log };
  const query = (i: number) => QUERIES[i % QUERIES.length]!;
  const ask = (caller: Caller, pillar: Pillar | null) => (i: number) =>
    search(deps, caller, { query: query(i), pillar, boost: null, pageIndex: 0, pageSize: 10 });
  const series = (name: string, key: string, fn: (i: number) => Promise<unknown>) =>
    measure(name, timedPerQuery(perQuery, key, query, fn), options);
  try {
    log(`measuring ${iterations} calls each (${QUERIES.length} queries x ${ROUNDS}):`);
    timings.push(await series("search, all tabs (visitor)", "all tabs (visitor)", ask(visitor, null)));
    timings.push(await series("search, all tabs (participant)", "all tabs (participant)", ask(member, null)));
    for (const pillar of PILLARS)
      timings.push(await series(`search, tab ${pillar} (visitor)`, "one tab (visitor)", ask(visitor, pillar)));
    const prefixes = QUERIES.map((q) => q.slice(0, Math.max(3, Math.ceil(q.length / 2))));
    const prefix = (i: number) => prefixes[i % prefixes.length]!;
    timings.push(
      await measure(
        "suggest (visitor)",
        timedPerQuery(perQuery, "suggest", prefix, (i) => suggestions(deps, visitor, prefix(i))),
        options,
      ),
    );
    if (PER_QUERY) printPerQuery(perQuery);
    if (EXPLAIN) {
      log("EXPLAIN (ANALYZE, BUFFERS) of the statements of each query (all tabs, visitor), then of suggest:");
      for (const q of QUERIES) {
        log(`  ${JSON.stringify(q)}`);
        const lines = await explainCall(
          db,
          identityOf(visitor),
          /search_/,
          () => ask(visitor, null)(QUERIES.indexOf(q)),
          { label: statementLabel, plans: PLANS },
        );
        for (const line of lines) log(`    ${line}`);
      }
      for (const p of new Set(prefixes)) {
        const lines = await explainCall(db, identityOf(visitor), /search_/, () => suggestions(deps, visitor, p), {
          label: statementLabel,
          plans: PLANS,
        });
        for (const line of lines) log(`  ${JSON.stringify(p).padEnd(14)} ${line}`);
      }
    }

    const fixture = JSON.parse(readFileSync(path.join(__dirname, "search-relevance.json"), "utf8")) as {
      cases: Array<{ query: string; expect: string }>;
    };
    const relevance = await measureRelevance(deps, fixture.cases);
    const percent = (n: number) => `${Math.round((n / fixture.cases.length) * 1000) / 10} %`;
    log(
      `relevance (${fixture.cases.length} queries, all tabs, visitor): top-1 ${relevance.top1} (${percent(relevance.top1)}), top-3 ${relevance.top3} (${percent(relevance.top3)}), MRR ${relevance.mrr.toFixed(3)}`,
    );
    for (const miss of relevance.misses) log(`  miss: ${miss}`);
    return { timings, relevance };
  } finally {
    await db.end({ timeout: 5 });
  }
}

type Relevance = { top1: number; top3: number; mrr: number; share: number; misses: string[] };

/** Top-1, top-3 and the mean reciprocal rank (first ten results) of each case's known best answer, by title. */
async function measureRelevance(
  deps: { db: ReturnType<typeof createDb> },
  cases: Array<{ query: string; expect: string }>,
): Promise<Relevance> {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const { query: q, expect } of cases) {
    const answer = await search(deps, visitor, { query: q, pillar: null, boost: null, pageIndex: 0, pageSize: 10 });
    const titles = answer.Results.map((r) => r.Title);
    const rank = titles.indexOf(expect) + 1;
    if (rank === 1) top1 += 1;
    if (rank >= 1 && rank <= 3) top3 += 1;
    if (rank >= 1) reciprocal += 1 / rank;
    if (rank < 1 || rank > 3)
      misses.push(
        `"${q}" -> ${JSON.stringify(titles.slice(0, 3))} (expected "${expect}"${rank ? `, rank ${rank}` : ""})`,
      );
  }
  return { top1, top3, mrr: reciprocal / cases.length, share: top3 / cases.length, misses };
}

/** The database a previous --keep run left at TEST_DATABASE_URL, with pending migrations applied. */
async function reuseDatabase(): Promise<string> {
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (!external) throw new Error("--reuse needs TEST_DATABASE_URL (the cluster a --keep run filled)");
  const url = new URL(external);
  url.pathname = `/${BENCH_DATABASE}`;
  const { applied } = await migrate(url.toString(), () => undefined);
  if (applied.length > 0) {
    log(`applied ${applied.join(", ")}; analyze`);
    const sql = postgres(url.toString(), { max: 1, onnotice: () => undefined });
    await sql.unsafe("analyze").finally(() => sql.end({ timeout: 5 }));
  }
  return url.toString();
}

function report(kind: string, started: number, timings: TimingResult[], relevance: Relevance): void {
  const over = timings.filter((t) => t.p95 > (t.name.startsWith("suggest") ? 15 : 30));
  log(
    `done in ${((Date.now() - started) / 1000).toFixed(0)} s; targets (search p95 <= 30 ms, suggest <= 15 ms): ${over.length === 0 ? "met" : `NOT met by ${over.map((t) => t.name).join(", ")}`}`,
  );
  process.stdout.write(`${JSON.stringify({ database: kind, counts: COUNTS, timings, relevance })}\n`);
}

async function main(): Promise<void> {
  const started = Date.now();
  if (REUSE) {
    const url = await reuseDatabase();
    log(`database: kept ${BENCH_DATABASE} (not filled again)`);
    const { timings, relevance } = await run(url);
    report(`kept ${BENCH_DATABASE}`, started, timings, relevance);
    return;
  }
  const database = await openBenchDatabase({ name: BENCH_DATABASE, log, keep: KEEP });
  log(`database: ${database.kind}`);
  try {
    await migrate(database.url, () => undefined);
    await fillSearchBench(database.url, COUNTS, log);
    const { timings, relevance } = await run(database.url);
    report(database.kind, started, timings, relevance);
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench:web`: Lighthouse (mobile) on one article page of the built site, against Debian's
 * Chromium, plus the page's JavaScript in bytes gzipped. Not part of CI.
 *
 *   npm run bench:web                       build (holding /tmp/reumanl-gatsby-build.lock), then measure
 *   npm run bench:web -- --no-build         measure the existing public/
 *   npm run bench:web -- --path /over-reuma/jicht/ --port 8924
 *   npm run bench:web -- --runs 5           five Lighthouse runs on the same served site, and their median
 *   npm run bench:web -- --report /tmp/lighthouse.json   also keep Lighthouse's full report (of the last run)
 *   npm run bench:web -- --no-build --pages community --runs 3
 *       every community page of issue 24 (e2e/layout-shift.ts COMMUNITY_PAGES) in one run, as a visitor:
 *       one line of medians per page (performance, accessibility, TBT, CLS, LCP, JS when it opens);
 *       with --report /tmp/x.json each page's last report goes to /tmp/x-1.json, /tmp/x-2.json, …
 *   npm run bench:web -- --no-build --runs 5 --tasks
 *       also each run's long tasks as Lighthouse's simulation counts them (its long-tasks audit:
 *       script or "Unattributable", simulated length in ms, simulated start): what a TBT is made of
 *
 * A path without a Gatsby page (an HTML file placed in public/ for a measurement, such as an empty
 * page to see this machine's floor) is measured too; its JS when it opens is then not known.
 *
 * The site is served as in the browser tests (e2e/harness.ts startSite: scripts/start.mts --no-build,
 * its own data folder), so the islands' API calls answer as in production; Chromium is the tests'
 * launchBrowser with a debugging port for Lighthouse. Targets (issue 3): performance 100,
 * accessibility 100, LCP <= 1.2 s (FCP is printed too), <= 75 KB JS gzipped (also `npm run bench:js`, without a browser).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launchBrowser, startSite } from "../../e2e/harness";
import { COMMUNITY_PAGES } from "../../e2e/layout-shift";
import { buildSite, builtPagePath, pageScripts } from "./js-weight";

const root = path.resolve(__dirname, "..", "..");
const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const pagePath = option("--path", "/over-reuma/jicht/");
const port = Number(option("--port", "8924"));
const debuggingPort = port + 1000;
/** Lighthouse's figures on this shared machine vary from run to run: several runs give a median. */
const runCount = Math.max(1, Number(option("--runs", "1")) || 1);

type Audit = {
  numericValue?: number;
  details?: {
    items?: Array<{
      url?: string;
      resourceType?: string;
      transferSize?: number;
      duration?: number;
      startTime?: number;
    }>;
  };
};
type LighthouseResult = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
};

/** Bytes of every script the page loaded, gzipped (level 9, as a CDN would serve them). */
function scriptBytes(baseUrl: string, lhr: LighthouseResult): { files: number; raw: number; gzipped: number } {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const urls = [
    ...new Set(
      items.filter((item) => item.resourceType === "Script" && item.url?.startsWith(baseUrl)).map((item) => item.url!),
    ),
  ];
  let raw = 0;
  let gzipped = 0;
  for (const url of urls) {
    const file = path.join(root, "public", decodeURIComponent(new URL(url).pathname));
    if (!existsSync(file)) continue;
    const content = readFileSync(file);
    raw += content.length;
    gzipped += gzipSync(content, { level: 9 }).length;
  }
  return { files: urls.length, raw, gzipped };
}

type Run = { performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number };

function runOf(lhr: LighthouseResult): Run {
  const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const value = (name: string) => lhr.audits[name]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Measured = { url: string; runs: Run[]; last: LighthouseResult; version: string };

/** `runCount` Lighthouse runs (mobile) of one page of the served site. */
async function measure(baseUrl: string, page: string): Promise<Measured> {
  const { default: lighthouse } = await import("lighthouse");
  const url = `${baseUrl}${page}`;
  // A first visit warms the server (functions load on the first call).
  await fetch(url).then((r) => r.text());
  const runs: Run[] = [];
  let last: LighthouseResult | undefined;
  let version = "";
  for (let index = 0; index < runCount; index += 1) {
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error("Lighthouse gave no result");
    last = result.lhr as unknown as LighthouseResult;
    version = result.lhr.lighthouseVersion;
    runs.push(runOf(last));
    if (args.includes("--tasks")) process.stdout.write(`${longTasks(baseUrl, index, last)}\n`);
  }
  return { url, runs, last: last!, version };
}

/** One run's long tasks as Lighthouse's simulation counts them: "script:length@start", in simulated ms. */
function longTasks(baseUrl: string, index: number, lhr: LighthouseResult): string {
  const items = lhr.audits["long-tasks"]?.details?.items ?? [];
  const tasks = items.map(
    (item) =>
      `${(item.url ?? "").replace(baseUrl, "")}:${Math.round(item.duration ?? 0)}@${Math.round(item.startTime ?? 0)}`,
  );
  return `  run ${index + 1}: TBT ${Math.round(runOf(lhr).tbt)} ms; long tasks ${tasks.join(" ") || "none"}`;
}

/**
 * Gzipped bytes of the scripts a built page loads when it opens (bench:js), by its path without the
 * query; a client-only route (a group, a conversation, served by a function with the route's built
 * HTML) counts the scripts of that HTML; NaN when no built Gatsby page (one with page data) serves
 * the path.
 */
function openingBytes(page: string): { files: number; gzipped: number } {
  const built = builtPagePath(page);
  if (!built || !existsSync(path.join(root, "public", "page-data", built === "/" ? "index" : built, "page-data.json")))
    return { files: 0, gzipped: NaN };
  const scripts = pageScripts(built);
  return { files: scripts.length, gzipped: scripts.reduce((sum, script) => sum + script.gzipped, 0) };
}

/** One line of medians per page: the community pages of issue 24 in one run. */
async function measurePages(baseUrl: string, pages: readonly string[]): Promise<void> {
  const header = `${"page".padEnd(72)} perf  a11y  TBT ms   CLS     LCP s  JS KB (opens / all)`;
  process.stdout.write(`Lighthouse, mobile, ${runCount} run(s) per page, medians, as a visitor\n${header}\n`);
  const report = option("--report", "");
  for (const [index, page] of pages.entries()) {
    const { runs, last } = await measure(baseUrl, page);
    // --report /tmp/x.json keeps each page's last report as /tmp/x-1.json, /tmp/x-2.json, …
    if (report) writeFileSync(report.replace(/(\.json)?$/, `-${index + 1}.json`), JSON.stringify(last, null, 1));
    const mid = (pick: (run: Run) => number) => median(runs.map(pick));
    const opening = openingBytes(page);
    const all = scriptBytes(baseUrl, last);
    const row = [
      page.padEnd(72),
      String(mid((run) => run.performance)).padStart(4),
      String(mid((run) => run.accessibility)).padStart(5),
      String(Math.round(mid((run) => run.tbt))).padStart(7),
      mid((run) => run.cls)
        .toFixed(3)
        .padStart(7),
      (mid((run) => run.lcp) / 1000).toFixed(2).padStart(7),
      `${(opening.gzipped / 1024).toFixed(1)} / ${(all.gzipped / 1024).toFixed(1)}`.padStart(14),
    ];
    process.stdout.write(`${row.join(" ")}\n`);
  }
}

async function main(): Promise<void> {
  if (!args.includes("--no-build")) buildSite("bench:web");
  if (!existsSync(path.join(root, "public", "index.html")))
    throw new Error("no built site in public/: run without --no-build");

  const site = await startSite({ port });
  const browser = await launchBrowser([`--remote-debugging-port=${debuggingPort}`]);
  try {
    const pages = option("--pages", "");
    if (pages) {
      if (pages !== "community") throw new Error(`--pages knows only "community", not "${pages}"`);
      await measurePages(site.baseUrl, COMMUNITY_PAGES);
      return;
    }
    const { url, runs, last, version } = await measure(site.baseUrl, pagePath);
    const js = scriptBytes(site.baseUrl, last);
    const opening = openingBytes(pagePath);
    const column = (pick: (run: Run) => string) =>
      runs
        .map(pick)
        .map((text) => text.padStart(6))
        .join("");
    const mid = (pick: (run: Run) => number) => median(runs.map(pick));
    const lines = [
      `Lighthouse ${version}, mobile, ${url}, ${runCount} run(s)${runCount > 1 ? ": each, then the median" : ""}`,
      `  performance     ${column((run) => String(run.performance))}${runCount > 1 ? `   median ${mid((run) => run.performance)}` : ""}`,
      `  accessibility   ${column((run) => String(run.accessibility))}${runCount > 1 ? `   median ${mid((run) => run.accessibility)}` : ""}`,
      `  FCP (s)         ${column((run) => (run.fcp / 1000).toFixed(2))}${runCount > 1 ? `   median ${(mid((run) => run.fcp) / 1000).toFixed(2)}` : ""}`,
      `  LCP (s)         ${column((run) => (run.lcp / 1000).toFixed(2))}${runCount > 1 ? `   median ${(mid((run) => run.lcp) / 1000).toFixed(2)}` : ""}`,
      `  TBT (ms)        ${column((run) => String(Math.round(run.tbt)))}${runCount > 1 ? `   median ${Math.round(mid((run) => run.tbt))}` : ""}`,
      `  CLS             ${column((run) => run.cls.toFixed(3))}${runCount > 1 ? `   median ${mid((run) => run.cls).toFixed(3)}` : ""}`,
      `  JS              ${Number.isNaN(opening.gzipped) ? "not a built Gatsby page" : `${(opening.gzipped / 1024).toFixed(1)} KB gzipped when it opens (${opening.files} files, as bench:js)`}; ` +
        `${(js.gzipped / 1024).toFixed(1)} KB with the chunks the account corner fetches after hydrating (${js.files} files)`,
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
    const report = option("--report", "");
    if (report) writeFileSync(report, JSON.stringify(last, null, 1));
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[bench:web] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

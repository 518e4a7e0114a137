/**
 * `npm run bench:activities` (also part of `npm run bench`): the activity guide with 2,000
 * activities loaded in the browser (issue 6). Prints
 *   - the time from a filter change (a click on a checkbox) until the first page is rendered, over
 *     many changes (target: under 16 ms, one frame), in headless Chromium on this machine;
 *   - the same list computation without the browser (filter, sort, page), for comparison;
 *   - the gzipped bytes of the guide page's JavaScript: what the page loads when it opens
 *     (scripts/bench/js-weight.ts), and everything the browser fetched by the time the list showed.
 * A script, not a test: it prints figures and never fails on them.
 *
 *   npm run bench:activities                 measure the existing public/ (build first)
 *   npm run bench:activities -- --build      build first (holding /tmp/reumanl-gatsby-build.lock)
 *   npm run bench:activities -- --port 8925 --count 2000 --changes 40
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { guideList, indexActivities } from "../../src/domain/activities/filters";
import { toActivity } from "../../src/domain/activities/model";
import { pageItems } from "../../src/domain/activities/paginator";
import { EMPTY_QUERY, type GuideQuery } from "../../src/domain/activities/query";
import { ACTIVITY_TYPES } from "../../src/domain/activities/types";
import { manyActivities } from "../../src/test-support/activity-fixtures";
import { pageScripts } from "./js-weight";

const root = path.resolve(__dirname, "..", "..");
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? Number(args[at + 1]) : fallback;
};
const port = option("--port", 8925);
const count = option("--count", 2000);
const changes = option("--changes", 40);
const GUIDE = "/ontmoet-elkaar/activiteiten/";
const FRAME_MS = 16;

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

function build(): void {
  log("[bench:activities] building (waiting for the build lock)…");
  const result = spawnSync("flock", ["/tmp/reumanl-gatsby-build.lock", "npx", "gatsby", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`gatsby build ended with ${result.status}`);
}

async function serve(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dataDir = path.join(root, ".data", `bench-activities-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const name of ["DATABASE_URL", "SMTP_URL", "DRUPAL_BASE_URL", "NETLIFY_DEV_FUNCTIONS"]) delete env[name];
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts", "start.mts"), "--no-build"],
    { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start in 90 s:\n${output}`)), 90_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is ready at")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the site stopped with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => {
          child.kill("SIGKILL");
          resolve();
        }, 5000).unref();
      }),
  };
}

function stats(samples: number[]): { median: number; p95: number; max: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    median: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1]!,
    mean: samples.reduce((a, b) => a + b, 0) / samples.length,
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The list computation alone (what a filter change costs before React renders). */
function computeInNode(): { index: number; perChange: ReturnType<typeof stats> } {
  const now = Date.now();
  const activities = manyActivities(count, now).map(toActivity);
  const t0 = performance.now();
  const index = indexActivities(activities, now);
  const indexMs = performance.now() - t0;
  const queries: GuideQuery[] = [
    ...ACTIVITY_TYPES.map((type) => ({ ...EMPTY_QUERY, types: [type] })),
    { ...EMPTY_QUERY, terms: [72003, 71001] },
    { ...EMPTY_QUERY, postcode: "3511LX", houseNumber: "12", distance: 20, lat: 52.0907, long: 5.1214 },
    { ...EMPTY_QUERY, access: ["stepFree"] },
    { ...EMPTY_QUERY, fromDate: "2026-01-01", toDate: "2030-12-31" },
    { ...EMPTY_QUERY, mode: "suggestedActivities" },
  ];
  const samples: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const query of queries) {
      const start = performance.now();
      pageItems(guideList(index, query, [72003, 72007]), 1);
      samples.push(performance.now() - start);
    }
  }
  return { index: indexMs, perChange: stats(samples) };
}

/** Gzipped sizes of the given public/ files. */
function gzippedTotal(files: string[]): { raw: number; gzipped: number; files: number } {
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const full = path.join(root, "public", decodeURIComponent(file));
    if (!existsSync(full)) continue;
    const content = readFileSync(full);
    raw += content.length;
    gzipped += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzipped, files: files.length };
}

async function main(): Promise<void> {
  if (args.includes("--build")) build();
  if (!existsSync(path.join(root, "public", "ontmoet-elkaar", "activiteiten", "index.html")))
    throw new Error("no built guide page in public/: run with --build");

  const node = computeInNode();
  const answer = JSON.stringify({ value: manyActivities(count) });
  const site = await serve();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "nl-NL" });
    await context.addCookies([
      { name: "cookie_show", value: "no", url: site.baseUrl },
      { name: "cookie_consent_functional", value: "yes", url: site.baseUrl },
    ]);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin === site.baseUrl && url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    // The activities come from this script: 2,000 of them, as GetQuery answers them.
    await page.route("**/api/v1/OData/GetQuery*", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: answer }),
    );

    const loadStart = Date.now();
    await page.goto(`${site.baseUrl}${GUIDE}`);
    await page.waitForFunction(
      () => /in de gids/.test(document.querySelector("#guide-list-title")?.textContent ?? ""),
      undefined,
      { timeout: 60_000 },
    );
    const loadMs = Date.now() - loadStart;
    const shown = await page.locator("#guide-list-title").textContent();
    await page.waitForLoadState("networkidle");

    // Each change: a click on a filter checkbox; timed until the list's title and the first card
    // of the new first page are in the DOM (React commits a click's update before the next task).
    // (A string: tsx would add helpers to a function's source that the page does not have.)
    const samples = (await page.evaluate(`(async (rounds) => {
      const boxes = [...document.querySelectorAll("#guide-filters input[type=checkbox]")];
      const title = document.querySelector("#guide-list-title");
      const firstCard = () => document.querySelector(".activity-card__title")?.textContent ?? "";
      const state = () => location.search + "|" + title.textContent + "|" + firstCard();
      const nextTask = () => new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
      const out = [];
      for (let i = 0; i < rounds; i += 1) {
        const box = boxes[(i * 7) % boxes.length];
        const before = state();
        const start = performance.now();
        box.click();
        for (let wait = 0; wait < 50 && state() === before; wait += 1) {
          if (wait < 3) await Promise.resolve();
          else await nextTask();
        }
        const commit = performance.now() - start;
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        out.push({ commit, frame: performance.now() - start });
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return out;
    })(${changes})`)) as Array<{ commit: number; frame: number }>;

    const commit = stats(samples.map((s) => s.commit));
    const frame = stats(samples.map((s) => s.frame));
    const atOpen = pageScripts(GUIDE);
    const fetched = gzippedTotal([...scripts]);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    log(
      `Activity guide with ${count} activities (headless Chromium, this machine; list shown after ${loadMs} ms: "${shown?.trim()}")`,
    );
    log(`  filter change -> first page rendered (click to DOM commit, ${changes} changes):`);
    const verdict = (value: number) => (value < FRAME_MS ? "under" : "OVER");
    log(
      `    median ${ms(commit.median)}   p95 ${ms(commit.p95)}   max ${ms(commit.max)}   (target < ${FRAME_MS} ms: median ${verdict(commit.median)}, p95 ${verdict(commit.p95)})`,
    );
    log(
      `  machine load average while measuring: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores (other work on the machine slows these figures down)`,
    );
    log(`  filter change -> next frame painted: median ${ms(frame.median)}   p95 ${ms(frame.p95)}`);
    log(
      `  list computation alone (Node, filter + sort + page 1): median ${ms(node.perChange.median)}   p95 ${ms(node.perChange.p95)}; indexing once on load ${ms(node.index)}`,
    );
    const openTotal = atOpen.reduce((sum, script) => sum + script.gzipped, 0);
    log(
      `  JS of ${GUIDE} when it opens: ${kb(openTotal)} gzipped (${kb(atOpen.reduce((sum, script) => sum + script.raw, 0))} raw, ${atOpen.length} files)`,
    );
    for (const script of [...atOpen].sort((a, b) => b.gzipped - a.gzipped))
      log(`    ${kb(script.gzipped).padStart(9)}  ${kb(script.raw).padStart(9)} raw  ${script.file}`);
    log(
      `  all JS the browser fetched until the list showed: ${kb(fetched.gzipped)} gzipped (${kb(fetched.raw)} raw, ${fetched.files} files)`,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[bench:activities] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

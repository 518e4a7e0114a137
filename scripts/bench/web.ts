/**
 * `npm run bench:web`: Lighthouse (mobile) on one article page of the built site, against Debian's
 * Chromium, plus the page's JavaScript in bytes gzipped. Not part of CI.
 *
 *   npm run bench:web                       build (holding /tmp/reumanl-gatsby-build.lock), then measure
 *   npm run bench:web -- --no-build         measure the existing public/
 *   npm run bench:web -- --path /over-reuma/jicht/ --port 8924
 *   npm run bench:web -- --report /tmp/lighthouse.json   also keep Lighthouse's full report
 *
 * The site is served as in the browser tests (e2e/harness.ts startSite: scripts/start.mts --no-build,
 * its own data folder), so the islands' API calls answer as in production; Chromium is the tests'
 * launchBrowser with a debugging port for Lighthouse. Targets (issue 3): performance 100,
 * accessibility 100, LCP <= 1.2 s, <= 75 KB JS gzipped (also `npm run bench:js`, without a browser).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launchBrowser, startSite } from "../../e2e/harness";
import { buildSite } from "./js-weight";

const root = path.resolve(__dirname, "..", "..");
const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const pagePath = option("--path", "/over-reuma/jicht/");
const port = Number(option("--port", "8924"));
const debuggingPort = port + 1000;

type Audit = { numericValue?: number; details?: { items?: Array<{ url?: string; resourceType?: string; transferSize?: number }> } };
type LighthouseResult = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
};

/** Bytes of every script the page loaded, gzipped (level 9, as a CDN would serve them). */
function scriptBytes(baseUrl: string, lhr: LighthouseResult): { files: number; raw: number; gzipped: number } {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const urls = [...new Set(items.filter((item) => item.resourceType === "Script" && item.url?.startsWith(baseUrl)).map((item) => item.url!))];
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

async function main(): Promise<void> {
  if (!args.includes("--no-build")) buildSite("bench:web");
  if (!existsSync(path.join(root, "public", "index.html"))) throw new Error("no built site in public/: run without --no-build");

  const site = await startSite({ port });
  const browser = await launchBrowser([`--remote-debugging-port=${debuggingPort}`]);
  try {
    const { default: lighthouse } = await import("lighthouse");
    const url = `${site.baseUrl}${pagePath}`;
    // A first visit warms the server (functions load on the first call).
    await fetch(url).then((r) => r.text());
    const result = await lighthouse(url, { port: debuggingPort, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
    if (!result) throw new Error("Lighthouse gave no result");
    const lhr = result.lhr as unknown as LighthouseResult;
    const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
    const value = (name: string) => lhr.audits[name]?.numericValue ?? NaN;
    const js = scriptBytes(site.baseUrl, lhr);
    const lines = [
      `Lighthouse ${result.lhr.lighthouseVersion}, mobile, ${url}`,
      `  performance     ${score("performance")}`,
      `  accessibility   ${score("accessibility")}`,
      `  LCP             ${(value("largest-contentful-paint") / 1000).toFixed(2)} s`,
      `  TBT             ${Math.round(value("total-blocking-time"))} ms`,
      `  CLS             ${value("cumulative-layout-shift").toFixed(3)}`,
      `  JS              ${(js.gzipped / 1024).toFixed(1)} KB gzipped (${(js.raw / 1024).toFixed(1)} KB raw, ${js.files} files)`,
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
    const report = option("--report", "");
    if (report) writeFileSync(report, JSON.stringify(result.lhr, null, 1));
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`[bench:web] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

/**
 * `npm run bench:web`: Lighthouse (mobile) on one article page of the built site, against Debian's
 * Chromium, plus the page's JavaScript in bytes gzipped. Not part of CI.
 *
 *   npm run bench:web                       build (holding /tmp/reumanl-gatsby-build.lock), then measure
 *   npm run bench:web -- --no-build         measure the existing public/
 *   npm run bench:web -- --path /over-reuma/jicht/ --port 8924
 *
 * The site is served by scripts/start.mts --no-build (static files, functions, its own data folder),
 * so the islands' API calls answer as in production. Targets (issue 3): performance 100,
 * accessibility 100, LCP <= 1.2 s, <= 75 KB JS gzipped.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(__dirname, "..", "..");
const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const pagePath = option("--path", "/over-reuma/jicht/");
const port = Number(option("--port", "8924"));
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

function build(): void {
  process.stdout.write("[bench:web] building (waiting for the build lock)…\n");
  const result = spawnSync("flock", ["/tmp/reumanl-gatsby-build.lock", "npx", "gatsby", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`gatsby build ended with ${result.status}`);
}

async function serve(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dataDir = path.join(root, ".data", `bench-web-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const name of ["DATABASE_URL", "SMTP_URL", "DRUPAL_BASE_URL", "NETLIFY_DEV_FUNCTIONS"]) delete env[name];
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts", "start.mts"), "--no-build"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
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
  if (!args.includes("--no-build")) build();
  if (!existsSync(path.join(root, "public", "index.html"))) throw new Error("no built site in public/: run without --no-build");

  const site = await serve();
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const { default: lighthouse } = await import("lighthouse");
    const url = `${site.baseUrl}${pagePath}`;
    // A first visit warms the server (functions load on the first call).
    await fetch(url).then((r) => r.text());
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
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
  } finally {
    await chrome.kill();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`[bench:web] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

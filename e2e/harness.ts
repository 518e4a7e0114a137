/**
 * A small browser-test harness: starts the site on embedded defaults (scripts/start.mts --no-build,
 * its own data folder, its own port), drives Debian's Chromium through playwright-core, checks
 * every visited page with axe-core, and writes {passed, failed} for .ci/run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { freePort } from "../scripts/lib/loopback";

export const root = path.resolve(__dirname, "..");
export const outputDir = path.join(root, "e2e", "output");

export type Mail = { to: string; subject: string; text: string; html: string; links: string[]; receivedAt: string };

/** The mails the site's mail catcher received, newest first. */
export async function mailsTo(baseUrl: string, address: string): Promise<Mail[]> {
  const response = await fetch(`${baseUrl}/api/dev/mails`);
  const mails = (await response.json()) as Mail[];
  return mails.filter((mail) => mail.to.includes(address));
}

/** The newest mail to `address` that `matches`, waiting up to 15 s for it (some mails are sent after the answer). */
export async function waitForMail(
  baseUrl: string,
  address: string,
  matches: (mail: Mail) => boolean,
): Promise<Mail | undefined> {
  const until = Date.now() + 15_000;
  for (;;) {
    const mail = (await mailsTo(baseUrl, address)).find(matches);
    if (mail || Date.now() > until) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A running site; `dataDir` is its DATA_DIR (running.json there lets tools such as npm run invite reach it). */
export type Site = { baseUrl: string; dataDir: string; stop(): Promise<void> };

/**
 * Starts the site on its own port and data folder. Functions run in-process (as `npm start` does)
 * unless `netlifyDev`: then @netlify/dev bundles and runs them as Netlify would, about 2 s a call,
 * so only the smoke tests use it.
 */
export async function startSite(
  options: { netlifyDev?: boolean; port?: number; log?: (line: string) => void } = {},
): Promise<Site> {
  const port = options.port ?? Number(process.env.E2E_PORT ?? 8897);
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const dataDir = path.join(root, ".data", `e2e-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  // The browser tests run on the embedded defaults, whatever this shell has configured.
  for (const name of ["DATABASE_URL", "SMTP_URL", "DRUPAL_BASE_URL", "TEST_DATABASE_URL", "NETLIFY_DEV_FUNCTIONS"])
    delete env[name];
  if (options.netlifyDev) env.NETLIFY_DEV_FUNCTIONS = "1";
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts", "start.mts"), "--no-build"],
    {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    // A busy machine needs more than the 15 s a quiet one takes; E2E_START_SECONDS sets the limit.
    const seconds = Number(process.env.E2E_START_SECONDS) || 300;
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`site did not start in ${seconds} s:\n${output}`));
    }, seconds * 1000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is ready at")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`site stopped with ${code}:\n${output}`));
    });
  });
  const ready = output.split("\n").find((line) => line.includes("is ready at"));
  log(`${ready}`);
  // @netlify/dev bundles every function at the first function call (minutes on 2 cores with ~35
  // functions): that call belongs to the start, not to the first test's time limit.
  // Node's fetch gives up waiting for the headers after 300 s (undici's headersTimeout), and a
  // busy machine bundles for longer (about 600 s at load 10): ask again until the answer comes.
  if (options.netlifyDev) {
    const started = Date.now();
    let status = 0;
    while (status === 0 && Date.now() - started < 900_000) {
      status = await fetch(`http://localhost:${port}/api/v1/antiforgery`, { signal: AbortSignal.timeout(900_000) })
        .then((response) => response.status)
        .catch(() => 0);
    }
    log(
      `[start] functions bundled by @netlify/dev in ${((Date.now() - started) / 1000).toFixed(1)} s (status ${status})`,
    );
  }
  return {
    baseUrl: `http://localhost:${port}`,
    dataDir,
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

/** Debian's Chromium, headless; `extraArgs` e.g. a remote-debugging port for Lighthouse (scripts/bench/web.ts). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...extraArgs,
    ],
  });
}

/**
 * axe at 1280 px and at 375 px (no horizontal scroll there either), a full-page screenshot of each
 * in e2e/output/<prefix>-<label>-<width>.png; the page is left at 1280 px.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page, prefix: string, label: string): Promise<void> {
  const name = `${prefix}-${label.replace(/[^a-z0-9]+/gi, "-")}`;
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await page.screenshot({ path: `${outputDir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page, `${label} at 375 px`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > 375) throw new Error(`${label} scrolls sideways at 375 px (${scrollWidth} px wide)`);
  await page.screenshot({ path: `${outputDir}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

let axeSource: string | undefined;

/** Runs axe-core on the page; fails with the list of violations (WCAG 2.x A and AA rules). */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Evaluated through the DevTools protocol, which the site's Content-Security-Policy does not
  // govern: a <script> tag (page.addScriptTag) is an inline script the CSP rightly refuses.
  axeSource ??= readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    // A colour in the middle of a transition (a button's 0.15 s hover or focus) is neither the start
    // nor the end colour, and axe's contrast check would measure it: wait for finite ones to end.
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  });
  if (violations.length > 0)
    throw new Error(`axe found ${violations.length} violation(s) on ${label}:\n  ${violations.join("\n  ")}`);
}

/** The narrowest phone the site is made for: nothing may scroll sideways at this width (WCAG 1.4.10). */
export const PHONE_WIDTH = 375;

/**
 * Fails when the page, as it is now, scrolls sideways at 375 px: it narrows the viewport (keeping
 * the height), measures, and names the elements that stick out, then restores the viewport.
 * runTests calls it on the state every passing test ends in; a test may call it on the way.
 */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: PHONE_WIDTH, height: before?.height ?? 800 });
  const overflow = await sidewaysOverflow(page);
  if (before) await page.setViewportSize(before);
  if (overflow.excess > 0) {
    throw new Error(
      `${label} scrolls ${overflow.excess} px sideways at ${PHONE_WIDTH} px (${page.url()}): ${overflow.culprits.join(", ")}`,
    );
  }
}

/**
 * How far the page, as it is laid out now, scrolls sideways (document scrollWidth over the
 * viewport), with the outermost elements that stick out (at most 8), e.g. "div.member (40 px)".
 */
export async function sidewaysOverflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  // Reading the sizes lays the page out at the new width (no animation frame: a headless page that
  // is not painted may never run one).
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const excess = root.scrollWidth - width;
    const culprits: string[] = [];
    if (excess > 0) {
      for (const element of Array.from(document.body.querySelectorAll("*"))) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || getComputedStyle(element).position === "fixed" || box.right <= width + 1) continue;
        // Only the outermost element that sticks out (its children follow it), and not what a
        // scrolling or clipping box holds.
        const parent = element.parentElement;
        if (parent && parent.getBoundingClientRect().right > width + 1) continue;
        let clipped = false;
        for (let up = parent; up && up !== document.body && !clipped; up = up.parentElement) {
          clipped = getComputedStyle(up).overflowX !== "visible";
        }
        if (clipped) continue;
        // (No helper function here: the test runner's compiler would wrap it in a name it does not send.)
        const classes =
          typeof element.className === "string" && element.className.trim()
            ? `.${element.className.trim().split(/\s+/).join(".")}`
            : "";
        culprits.push(
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes} (${Math.round(box.right - width)} px)`,
        );
        if (culprits.length === 8) break;
      }
    }
    return { excess, culprits };
  });
}

/** React has hydrated the page's main part: its DOM nodes carry React's fiber keys (no API call involved). */
export async function reactHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * Waits until React has hydrated the page: the header's session menu renders its links or its
 * button only on the client. Typing into a form before that would be reset by hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      // The account corner renders only after the session answer, so only a hydrated page has it
      // (the menu toggle next to it is in the static HTML already).
      Boolean(
        document.querySelector('.site-header__user a[href^="/inloggen"], .site-header__user button[aria-expanded]'),
      ) &&
      // Parts of a page can hydrate later than the header: every form's submit button says when.
      document.querySelectorAll("[data-submit]:not([data-ready])").length === 0,
  );
}

export type TestCase = { name: string; run(ctx: { page: Page; context: BrowserContext; site: Site }): Promise<void> };

/** Tests that share one site; `netlifyDev` runs that site's functions through @netlify/dev. */
export type TestGroup = { netlifyDev: boolean; tests: TestCase[] };

/**
 * Runs the in-process groups at the same time, each on its own site and browser, then the
 * @netlify/dev group (E2E_SERIAL=1: every group one after the other, all on E2E_PORT). The first
 * group is on E2E_PORT and prints as it goes; the others run on free ports and print their lines as
 * one block when done. The @netlify/dev site does not run beside the others: its calls (each
 * bundling its function again) then timed out at load 12–20, where the in-process sites held.
 */
export async function runTests(groups: TestGroup[]): Promise<void> {
  mkdirSync(outputDir, { recursive: true });
  const started = Date.now();
  const running = groups.filter((candidate) => candidate.tests.length > 0);
  const results: GroupResult[] = [];
  const together = process.env.E2E_SERIAL === "1" ? [] : running.filter((group) => !group.netlifyDev);
  if (together.length > 1) {
    results.push(
      ...(await Promise.all(
        together.map(async (group, index) => {
          if (index === 0) return runGroup(group);
          const port = await freePort();
          const lines: string[] = [];
          return runGroup(group, { port, log: (line) => lines.push(line) }).finally(() => {
            process.stdout.write(
              `  --- site ${index + 1} (port ${port}), run beside the first:\n${lines.map((line) => `${line}\n`).join("")}  ---\n`,
            );
          });
        }),
      )),
    );
  }
  for (const group of running.filter((group) => together.length < 2 || !together.includes(group)))
    results.push(await runGroup(group));
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  process.stdout.write(`browser tests: ${passed} passed, ${failed} failed (${seconds(started)})\n`);
  // The failures again, last: .ci/run shows only the log's tail, where a ✗ of the first site is long gone.
  for (const failure of results.flatMap((result) => result.failures)) process.stdout.write(`  ✗ ${failure}\n`);
  if (process.env.E2E_RESULTS) writeFileSync(process.env.E2E_RESULTS, JSON.stringify({ passed, failed }));
  process.exit(failed === 0 ? 0 : 1);
}

type GroupResult = { passed: number; failed: number; failures: string[] };

/** Seconds since `since`, as printed beside every test. */
function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

async function runGroup(
  { netlifyDev, tests }: TestGroup,
  options: { port?: number; log?: (line: string) => void } = {},
): Promise<GroupResult> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  let passed = 0;
  let failed = 0;
  const failures: string[] = [];
  let site: Site | undefined;
  let browser: Browser | undefined;
  try {
    site = await startSite({ netlifyDev, port: options.port, log });
    browser = await launchBrowser();
    for (const test of tests) {
      const started = Date.now();
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "nl-NL" });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      try {
        await test.run({ page, context, site });
        // Whatever state a test reaches must also fit a phone without sideways scrolling (a test that
        // closed its page, to come back in a new tab, checks its own pages).
        if (!page.isClosed() && page.url().startsWith(site.baseUrl)) await expectNoSidewaysScroll(page, test.name);
        if (errors.length > 0) throw new Error(`errors in the page: ${errors.join("; ")}`);
        passed += 1;
        log(`  ✓ ${test.name} (${seconds(started)})`);
      } catch (error) {
        failed += 1;
        failures.push(`${test.name}: ${String(error instanceof Error ? error.message : error).split("\n")[0]}`);
        const file = path.join(outputDir, `${test.name.replace(/[^a-z0-9]+/gi, "-")}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        log(
          `  ✗ ${test.name} (${seconds(started)})\n    ${String(error instanceof Error ? error.message : error)
            .split("\n")
            .join("\n    ")}\n    screenshot: ${file}`,
        );
      } finally {
        await context.close();
      }
    }
  } catch (error) {
    failed += 1;
    failures.push(`browser tests could not run: ${error instanceof Error ? error.message : String(error)}`);
    log(`  ✗ browser tests could not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser?.close().catch(() => undefined);
    await site?.stop().catch(() => undefined);
  }
  return { passed, failed, failures };
}

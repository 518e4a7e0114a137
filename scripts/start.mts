/**
 * `npm start`: the whole site with its API on one port, on embedded defaults.
 *
 *   content   embedded JSON:API server (started by the Gatsby build itself) unless DRUPAL_BASE_URL
 *   database  PGlite on 127.0.0.1 with data in .data/pglite, migrations applied, unless DATABASE_URL
 *   e-mail    in-process SMTP catcher, mails at GET /api/dev/mails, unless SMTP_URL; the mail
 *             worker sends the outbox at once after a request queued a mail (and every 5 s),
 *             the notification e-mail queue every minute
 *   runner    @netlify/dev: static files from public/, functions/, netlify.toml headers
 *
 * The build starts first, before the rest of this script's code loads; the database starts, is
 * migrated and seeded meanwhile, and the build waits for it only where it reads it
 * (src/build/database-ready.ts). The figure printed at the end counts from the start of the process.
 *
 * While it runs, DATA_DIR/running.json holds the embedded database and mail catcher addresses for
 * tools such as `npm run invite`.
 *
 * It listens on 127.0.0.1 only, unless HOST is set (HOST=0.0.0.0 opens it to the network).
 *
 * Flags: --no-build serves the existing public/ without building first.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { MailSink } from "../functions/_shared/mail/sink";
import { markDatabase } from "../src/build/database-ready";
import type { RoutedFunction } from "./lib/functions-router";
import { freePort, listenHost, pgliteUrl } from "./lib/loopback";

/**
 * Everything else loads while the build runs: loading it first (a few seconds) would delay the
 * build by as much.
 */
function loadServerCode() {
  return Promise.all([
    import("node:http"),
    import("@netlify/dev"),
    import("../functions/_shared/auth"),
    import("../functions/_shared/config"),
    import("../functions/_shared/db"),
    import("../functions/_shared/mail/mailer"),
    import("../functions/_shared/mail/outbox"),
    import("../functions/_shared/mail/sink"),
    import("../functions/notification-mails/run"),
    import("../src/i18n/translate"),
    import("./lib/dev-server"),
    import("./lib/functions-router"),
    import("./lib/pglite-server"),
    import("./migrate"),
    import("./seed"),
  ]);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, ".data"));
const port = Number(process.env.PORT ?? 8888);
const skipBuild = process.argv.includes("--no-build");
/** Tells the build when the database is ready (src/build/database-ready.ts). */
const databaseReadyFile = path.join(dataDir, `database-ready-${process.pid}`);

function log(message: string): void {
  process.stdout.write(`[start] ${message}\n`);
}

/** A stable secret for sessions and anti-forgery tokens on this machine, kept in .data/. */
function embeddedSecret(): string {
  const file = path.join(dataDir, "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The Gatsby build as a child process; `stop` ends it early (when the database failed). */
function runBuild(databaseReadyFile: string): { done: Promise<void>; stop: () => void } {
  const child = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      // Writing webpack's cache to disk would cost this build 11 s or more, source maps about 2 s
      // (src/build/build-speed.ts).
      WEBPACK_CACHE: process.env.WEBPACK_CACHE ?? "off",
      SOURCE_MAPS: process.env.SOURCE_MAPS ?? "off",
      DATABASE_READY_FILE: databaseReadyFile,
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build ended with ${code ?? signal}`)),
    );
  });
  // Awaited only once the server code has loaded: an early failure must not count as unhandled.
  done.catch(() => undefined);
  return { done, stop: () => void child.kill("SIGTERM") };
}

async function main(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  process.env.GATSBY_TELEMETRY_DISABLED = "1";
  process.env.SITE_URL ??= `http://localhost:${port}`;
  // The functions' warnings and errors (JSON lines with the request id); LOG_LEVEL=info adds a line per call.
  process.env.LOG_LEVEL ??= "warn";
  // A local run, as `netlify dev` says to its functions: @netlify/dev's function runtime looks like
  // Netlify's to functions/_shared/config.ts (which fails closed there) unless this is set.
  process.env.NETLIFY_DEV = "true";
  process.env.APP_SECRET ??= embeddedSecret();

  const stops: Array<() => Promise<void>> = [];

  if (skipBuild && !existsSync(path.join(root, "public", "index.html"))) {
    throw new Error("--no-build needs a built site in public/: run npm run build first");
  }

  // The build starts at once. The embedded database's address is known before the database runs;
  // the build waits for it where it reads it (src/build/database-ready.ts).
  const embeddedDatabase = !process.env.DATABASE_URL;
  const databasePort = embeddedDatabase ? await freePort() : 0;
  if (embeddedDatabase) process.env.DATABASE_URL = pgliteUrl(databasePort);
  rmSync(databaseReadyFile, { force: true });
  stops.push(async () => rmSync(databaseReadyFile, { force: true }));
  let build: ReturnType<typeof runBuild> | undefined;
  if (!skipBuild) {
    log(
      process.env.DRUPAL_BASE_URL
        ? `building from Drupal at ${process.env.DRUPAL_BASE_URL}`
        : "building from the sample content",
    );
    build = runBuild(databaseReadyFile);
  }
  const stopBuild = (error: unknown) => {
    build?.stop();
    throw error;
  };

  const [
    { createServer },
    { NetlifyDev },
    { createAuthProvider },
    { getConfig },
    { createDb },
    { createMailer },
    { deliverOutbox, MAIL_QUEUED_EVENT },
    { startMailSink },
    { describeRun, runMailWorker },
    { translate },
    { createDevRequestListener },
    { loadFunctions },
    { startPglite },
    { migrate },
    { seed },
  ] = await loadServerCode().catch(stopBuild);

  let mailSink: MailSink | undefined;
  if (!process.env.SMTP_URL) {
    mailSink = await startMailSink({ port: 0 }).catch(stopBuild);
    process.env.SMTP_URL = mailSink.url;
    stops.push(() => mailSink!.stop());
    log(`mail catcher on ${mailSink.url}; mails at /api/dev/mails`);
  }

  const prepared = (async () => {
    if (embeddedDatabase) {
      const db = await startPglite({ dataDir: path.join(dataDir, "pglite"), port: databasePort });
      stops.push(() => db.stop());
      log(`PGlite on 127.0.0.1:${db.port} (data in .data/pglite)`);
    }
    await migrate(process.env.DATABASE_URL!, (line) => log(line));
    // Demo groups, conversations, activities and accounts: only in the database started here.
    if (embeddedDatabase) await seed(process.env.DATABASE_URL!, (line) => log(line));
    // Without a build the library's search documents come from the last build's snapshot.
    if (embeddedDatabase && skipBuild) {
      const { indexLibrarySnapshot } = await import("../src/build/search-library");
      const indexed = await indexLibrarySnapshot(process.env.DATABASE_URL!, root);
      if (indexed) log(`search: ${indexed.written} library documents from the last build`);
    }
  })().then(
    () => markDatabase(databaseReadyFile, { ready: true }),
    (error: unknown) => {
      markDatabase(databaseReadyFile, { ready: false, reason: error instanceof Error ? error.message : String(error) });
      throw error;
    },
  );
  // @netlify/dev rebuilds a function on every call (~2 s); by default they run in this process.
  const viaNetlifyDev = process.env.NETLIFY_DEV_FUNCTIONS === "1";
  const [functions]: [RoutedFunction[], void, void] = await Promise.all([
    loadFunctions(path.join(root, "functions")),
    prepared,
    build?.done,
  ]).catch(stopBuild);
  log(
    viaNetlifyDev
      ? "functions run by @netlify/dev (NETLIFY_DEV_FUNCTIONS=1), uploads in process"
      : `functions in process: ${functions.map((fn) => fn.name).join(", ")}`,
  );

  // @netlify/dev parses the header rules again for every request: kept per path (headers-cache.ts).
  // @netlify/headers comes with @netlify/dev (not a dependency of its own): without it, no cache.
  const [headers, { keepParsedHeaders }] = await Promise.all([
    import("@netlify/headers").catch(() => null),
    import("./lib/headers-cache"),
  ]);
  if (headers) keepParsedHeaders(headers.HeadersHandler, path.join(root, "netlify.toml"));
  const netlify = new NetlifyDev({
    projectRoot: root,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    environmentVariables: { enabled: false },
    functions: { enabled: viaNetlifyDev },
    geolocation: { enabled: false },
    images: { enabled: false },
    server: { enabled: false },
  });
  await netlify.start();
  stops.push(() => netlify.stop());

  const server = createServer(
    createDevRequestListener({
      netlify,
      functions,
      preferNetlifyFunctions: viaNetlifyDev,
      mailSink,
      notFoundPage: path.join(root, "public", "404.html"),
      notFoundText: translate("errors", "notFound"),
      serverErrorText: translate("errors", "server"),
      tooLargeText: translate("errors", "tooLarge"),
      methodNotAllowedText: translate("errors", "methodNotAllowed"),
      timeoutText: translate("errors", "requestTimeout"),
      log: (line) => process.stderr.write(`[start] ${line}\n`),
    }),
  );
  // A backstop behind the listener's own body time limit (dev-server.ts BODY_TIMEOUT_MS): Node
  // ends a request whose headers or whole request take longer than this.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  const host = listenHost();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // The mail worker: on Netlify a scheduled function runs it every 5 minutes; here a timer runs it
  // every minute, and the outbox (verification, password reset, sharing ...) is sent at once after
  // a function in this process queued a mail (MAIL_QUEUED_EVENT), or within 5 s when another
  // process did (@netlify/dev's function workers, npm run invite), so the mail catcher shows it
  // within seconds.
  const mailDb = createDb(process.env.DATABASE_URL);
  const appConfig = getConfig();
  const mailDeps = { db: mailDb, auth: createAuthProvider(mailDb), mailer: createMailer(appConfig), config: appConfig };
  const failed = (what: string) => (error: unknown) =>
    log(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  const sendMails = () =>
    runMailWorker(mailDeps).then((report) => {
      if (report.outbox.sent || report.outbox.failed || report.notifications.sent || report.notifications.failed)
        log(`mail worker: ${describeRun(report)}`);
    }, failed("mail worker"));
  // One outbox run at a time; a mail queued meanwhile gets one more run after it.
  let outboxRun: Promise<void> | undefined;
  let outboxAgain = false;
  let outboxStopped = false;
  const sendOutbox = (): void => {
    if (outboxStopped) return;
    if (outboxRun) {
      outboxAgain = true;
      return;
    }
    outboxRun = deliverOutbox(mailDeps)
      .then((report) => {
        if (report.failed) log(`mail outbox: ${report.sent} sent, ${report.failed} failed (tried again later)`);
      }, failed("mail outbox"))
      .finally(() => {
        outboxRun = undefined;
        if (outboxAgain) {
          outboxAgain = false;
          sendOutbox();
        }
      });
  };
  // The event comes as the row is written, before its transaction commits: the run starts a
  // moment later (a slower commit is caught by the 5 s timer).
  (process as NodeJS.EventEmitter).on(MAIL_QUEUED_EVENT, () => void setTimeout(sendOutbox, 200));
  const outboxTimer = setInterval(sendOutbox, 5_000);
  const mailTimer = setInterval(() => void sendMails(), 60_000);
  stops.push(async () => {
    clearInterval(mailTimer);
    clearInterval(outboxTimer);
    outboxStopped = true;
    await outboxRun;
    await mailDb.end({ timeout: 5 });
  });

  // Tools such as `npm run invite` reach this site's database and mail catcher through this file.
  if (embeddedDatabase) {
    const runningFile = path.join(dataDir, "running.json");
    const running = {
      DATABASE_URL: process.env.DATABASE_URL,
      SMTP_URL: process.env.SMTP_URL,
      SITE_URL: process.env.SITE_URL,
      APP_SECRET: process.env.APP_SECRET,
    };
    writeFileSync(runningFile, JSON.stringify(running), { mode: 0o600 });
    stops.push(async () => rmSync(runningFile, { force: true }));
  }

  // performance.now() counts from the start of this process, so the figure includes loading the code.
  const seconds = (performance.now() / 1000).toFixed(1);
  log(`ReumaNL is ready at http://localhost:${port} on ${host} (start-up took ${seconds} s)`);

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  rmSync(databaseReadyFile, { force: true });
  process.stderr.write(`[start] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

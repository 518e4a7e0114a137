/**
 * `npm start`: the whole site with its API on one port, on embedded defaults.
 *
 *   content   embedded JSON:API server (started by the Gatsby build itself) unless DRUPAL_BASE_URL
 *   database  PGlite on 127.0.0.1 with data in .data/pglite, migrations applied, unless DATABASE_URL
 *   e-mail    in-process SMTP catcher, mails at GET /api/dev/mails, unless SMTP_URL; the
 *             notification e-mail queue is sent every minute
 *   runner    @netlify/dev: static files from public/, functions/, netlify.toml headers
 *
 * While it runs, DATA_DIR/running.json holds the embedded database and mail catcher addresses for
 * tools such as `npm run invite`.
 *
 * Flags: --no-build serves the existing public/ without building first.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { NetlifyDev } from "@netlify/dev";
import { createAuthProvider } from "../functions/_shared/auth";
import { getConfig } from "../functions/_shared/config";
import { createDb } from "../functions/_shared/db";
import { createMailer } from "../functions/_shared/mail/mailer";
import { startMailSink, type MailSink } from "../functions/_shared/mail/sink";
import { deliverAllNotificationMails } from "../functions/notification-mails/service";
import { translate } from "../src/i18n/translate";
import { createDevRequestListener } from "./lib/dev-server";
import { loadFunctions, type RoutedFunction } from "./lib/functions-router";
import { startPglite } from "./lib/pglite-server";
import { migrate } from "./migrate";
import { seed } from "./seed";

const started = performance.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, ".data"));
const port = Number(process.env.PORT ?? 8888);
const skipBuild = process.argv.includes("--no-build");

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

function runBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`gatsby build ended with ${code}`))));
  });
}

async function main(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  process.env.GATSBY_TELEMETRY_DISABLED = "1";
  process.env.SITE_URL ??= `http://localhost:${port}`;
  process.env.APP_SECRET ??= embeddedSecret();

  const stops: Array<() => Promise<void>> = [];

  let mailSink: MailSink | undefined;
  if (!process.env.SMTP_URL) {
    mailSink = await startMailSink({ port: 0 });
    process.env.SMTP_URL = mailSink.url;
    stops.push(() => mailSink!.stop());
    log(`mail catcher on ${mailSink.url}; mails at /api/dev/mails`);
  }

  const embeddedDatabase = !process.env.DATABASE_URL;
  if (embeddedDatabase) {
    const db = await startPglite({ dataDir: path.join(dataDir, "pglite"), port: 0 });
    process.env.DATABASE_URL = db.url;
    stops.push(() => db.stop());
    log(`PGlite on 127.0.0.1:${db.port} (data in .data/pglite)`);
  }
  await migrate(process.env.DATABASE_URL!, (line) => log(line));
  // Demo groups, conversations, activities and accounts: only in the database started here.
  if (embeddedDatabase) await seed(process.env.DATABASE_URL!, (line) => log(line));

  if (!skipBuild) {
    log(process.env.DRUPAL_BASE_URL ? `building from Drupal at ${process.env.DRUPAL_BASE_URL}` : "building from the sample content");
    await runBuild();
  } else if (!existsSync(path.join(root, "public", "index.html"))) {
    throw new Error("--no-build needs a built site in public/: run npm run build first");
  }

  // @netlify/dev rebuilds a function on every call (~2 s); by default they run in this process.
  const viaNetlifyDev = process.env.NETLIFY_DEV_FUNCTIONS === "1";
  const functions: RoutedFunction[] = await loadFunctions(path.join(root, "functions"));
  log(
    viaNetlifyDev
      ? "functions run by @netlify/dev (NETLIFY_DEV_FUNCTIONS=1), uploads in process"
      : `functions in process: ${functions.map((fn) => fn.name).join(", ")}`,
  );

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
      log: (line) => process.stderr.write(`[start] ${line}\n`),
    }),
  );
  await new Promise<void>((resolve) => server.listen(port, resolve));
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // Notification e-mails: on Netlify a scheduled function sends the queue every 5 minutes; here a
  // timer does it every minute.
  const mailDb = createDb(process.env.DATABASE_URL);
  const appConfig = getConfig();
  const sendMails = () =>
    deliverAllNotificationMails({ db: mailDb, auth: createAuthProvider(mailDb), mailer: createMailer(appConfig), config: appConfig }).then(
      (report) => {
        if (report.sent || report.failed) log(`notification e-mails: ${report.sent} sent, ${report.failed} failed`);
      },
      (error: unknown) => log(`notification e-mails failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  const mailTimer = setInterval(() => void sendMails(), 60_000);
  stops.push(async () => {
    clearInterval(mailTimer);
    await mailDb.end({ timeout: 5 });
  });

  // Tools such as `npm run invite` reach this site's database and mail catcher through this file.
  if (embeddedDatabase) {
    const runningFile = path.join(dataDir, "running.json");
    const running = { DATABASE_URL: process.env.DATABASE_URL, SMTP_URL: process.env.SMTP_URL, SITE_URL: process.env.SITE_URL, APP_SECRET: process.env.APP_SECRET };
    writeFileSync(runningFile, JSON.stringify(running), { mode: 0o600 });
    stops.push(async () => rmSync(runningFile, { force: true }));
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`ReumaNL is ready at http://localhost:${port} (start-up took ${seconds} s)`);

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
  process.stderr.write(`[start] failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});

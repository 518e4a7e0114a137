/**
 * Runs the embedded content server until Ctrl+C.
 *   npx tsx content-model/server/cli.ts [--port 8890] [--host 127.0.0.1] [--generate N]
 *                                       [--include-unpublished] [--verbose]
 * Environment defaults: CONTENT_SERVER_PORT, CONTENT_SERVER_HOST, CONTENT_SERVER_GENERATE.
 * Volunteer-only bundles are readable only with basic auth DRUPAL_BASIC_AUTH_USERNAME / _PASSWORD
 * (when both are set), as on Drupal.
 */
import { startContentServer } from "./server";

function parseArgs(argv: string[]): Map<string, string | true> {
  const args = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) continue;
    const [name, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) args.set(name, inline);
    else if (next !== undefined && !next.startsWith("--")) {
      args.set(name, next);
      i += 1;
    } else args.set(name, true);
  }
  return args;
}

function numberOption(value: string | true | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (value === true || !Number.isInteger(number) || number < 0) {
    console.error(`--${name} needs a whole number`);
    process.exit(2);
  }
  return number;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.has("help")) {
    console.log(
      "usage: content-server [--port 8890] [--host 127.0.0.1] [--generate N] [--include-unpublished] [--verbose]",
    );
    return;
  }
  const env = process.env;
  const port = numberOption(args.get("port"), Number(env.CONTENT_SERVER_PORT ?? 8890), "port");
  const generate = numberOption(args.get("generate"), Number(env.CONTENT_SERVER_GENERATE ?? 0), "generate");
  const host = String(args.get("host") ?? env.CONTENT_SERVER_HOST ?? "127.0.0.1");
  const started = Date.now();
  const running = await startContentServer({
    port,
    host,
    generate,
    includeUnpublished: args.has("include-unpublished"),
    ...(env.DRUPAL_BASIC_AUTH_USERNAME && env.DRUPAL_BASIC_AUTH_PASSWORD
      ? { credentials: { username: env.DRUPAL_BASIC_AUTH_USERNAME, password: env.DRUPAL_BASIC_AUTH_PASSWORD } }
      : {}),
    ...(args.has("verbose") ? { log: (line: string) => console.log(line) } : {}),
  });
  const articles = running.store.list("node--medical_article").length;
  console.log(
    `Content server at ${running.url}/jsonapi (${articles} medical articles, ${generate} generated) ready in ${Date.now() - started} ms`,
  );
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") console.error(`Port in use: ${error.message}. Pass --port or CONTENT_SERVER_PORT.`);
  else console.error(error);
  process.exit(1);
});

/**
 * Runs PGlite on loopback until SIGTERM or SIGINT and prints one JSON line on stdout:
 * {"url":"postgres://postgres:postgres@127.0.0.1:PORT/postgres","port":PORT}
 *
 *   npx tsx scripts/lib/pglite-cli.ts [--port N] [--data DIR] [--max-connections N] [--exit-on-stdin-close]
 *
 * Without --data the database lives in memory; --port 0 (the default) picks a free port.
 * --exit-on-stdin-close stops it when its parent goes away (the parent holds our stdin).
 */
import { startPglite } from "./pglite-server";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const portText = argument("--port") ?? "0";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0..65535, not ${portText}`);
  const maxConnections = argument("--max-connections");
  const handle = await startPglite({
    port,
    dataDir: argument("--data"),
    ...(maxConnections ? { maxConnections: Number(maxConnections) } : {}),
  });
  process.stdout.write(`${JSON.stringify({ url: handle.url, port: handle.port })}\n`);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    handle.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`[pglite] stop failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  if (process.argv.includes("--exit-on-stdin-close")) {
    process.stdin.on("end", stop);
    process.stdin.on("close", stop);
    process.stdin.resume();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`[pglite] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

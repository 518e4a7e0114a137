/** Addresses on loopback for embedded services (`npm start`, the benchmarks); light: no database code. */
import { createServer } from "node:net";

/** The address postgres.js reaches a PGlite served on loopback at. */
export function pgliteUrl(port: number, host = "127.0.0.1"): string {
  return `postgres://postgres:postgres@${host}:${port}/postgres`;
}

/**
 * A port free on loopback right now, for a server started a little later (`npm start` hands the
 * database's address to the build before the database is up).
 */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("no free port on loopback"))));
    });
  });
}

/**
 * Where `npm start` listens: loopback, unless HOST is set (e.g. HOST=0.0.0.0 to try the site from a
 * phone on the same network; the mail catcher at /api/dev/mails then shows reset links to it too).
 */
export function listenHost(env: Record<string, string | undefined> = process.env): string {
  return env.HOST?.trim() || "127.0.0.1";
}

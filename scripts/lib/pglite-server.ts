/**
 * PGlite (Postgres compiled to WebAssembly) served on loopback over the Postgres wire protocol, so
 * the functions reach it with the same postgres.js client and DATABASE_URL as a real server.
 *
 * One PGlite backend serialises every query; pglite-socket keeps a transaction on the connection
 * that opened it. Consequences: use `set local` (never session-wide `set`), keep transactions short,
 * and never wait on a second connection while holding a transaction open.
 *
 * The wire-protocol server (pglite-socket.ts) lets at most `maxConnections` talk to PGlite at once
 * and queues the others, as Supabase's pooler queues its clients, and keeps each connection's
 * extended-protocol exchange together (docs/decisions/332-local-runner-limits.md).
 */
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { pgliteUrl } from "./loopback";
import { servePglite, type PgliteSocketServer } from "./pglite-socket";

export type PgliteOptions = {
  /** A directory for the data files; undefined keeps the database in memory. */
  dataDir?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: "127.0.0.1";
  /** Connections talking to PGlite at once (more wait their turn); default 20. */
  maxConnections?: number;
};

export type PgliteHandle = {
  /** postgres://postgres:postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  stop(): Promise<void>;
};

export async function startPglite(options: PgliteOptions = {}): Promise<PgliteHandle> {
  const host = options.host ?? "127.0.0.1";
  // cube + earthdistance: the members directory's distance filter; pg_trgm + unaccent: search (as on Supabase and PostgreSQL 15).
  const extensions = { cube, earthdistance, pg_trgm, unaccent };
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir, extensions } : { extensions });
  let server: PgliteSocketServer;
  try {
    server = await servePglite(db, {
      host,
      port: options.port ?? 0,
      maxConnections: Math.max(options.maxConnections ?? 20, 10),
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  let stopped = false;
  return {
    url: pgliteUrl(server.port, host),
    port: server.port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
    },
  };
}

/**
 * PGlite's wire-protocol server for `npm start`, built from pglite-socket's connection handler
 * with two things its own server lacks (docs/decisions/332-local-runner-limits.md):
 *
 *  - Connections beyond the limit wait their turn (paused, for at most `maxWaitMs`) instead of
 *    being answered "Too many connections" and closed, as Supabase's pooler queues its clients.
 *  - One client's extended-protocol exchange (Parse, Bind, Describe, Execute ... up to its Sync)
 *    runs without another client's messages in between. pglite-socket's queue took the next message
 *    of any connection between them, so a second client's unnamed statement or portal replaced the
 *    first's ('portal "" does not exist') once several connections were busy at the same time. As
 *    before, an open transaction also keeps PGlite to its own connection until it ends.
 */
import { createServer, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";

type Item = {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
};

// Message types (the first byte) of the extended query protocol, which a Sync ends.
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q': a simple query is a whole exchange by itself
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]); // P B D E C H

/** One message at a time into PGlite, keeping a connection's exchange and transaction together. */
export class ProtocolQueue {
  private readonly queue: Item[] = [];
  private processing = false;
  /** The connection whose exchange (up to its Sync) or transaction is under way. */
  private current: number | null = null;
  private exchangeOpen = false;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  /** The connection PGlite is kept to now, or null when any may go next. */
  private owner(): number | null {
    return this.exchangeOpen || this.db.isInTransaction() ? this.current : null;
  }

  private next(): Item | undefined {
    const owner = this.owner();
    if (owner === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === owner);
    return index < 0 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        const current = item;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data) => {
                bytes += data.length;
                current.onData(data);
              },
            }),
          );
        } catch (error) {
          current.reject(error);
          continue;
        }
        this.current = current.handlerId;
        const type = current.message[0]!;
        if (EXTENDED.has(type)) this.exchangeOpen = true;
        else if (type === SYNC || type === QUERY) this.exchangeOpen = false;
        current.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let index = this.queue.length - 1; index >= 0; index -= 1) {
      if (this.queue[index]!.handlerId !== handlerId) continue;
      this.queue.splice(index, 1)[0]!.reject(new Error("Handler disconnected"));
    }
  }

  /** A connection went away: its half-done exchange is dropped and its open transaction rolled back. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.current !== handlerId) return;
    this.exchangeOpen = false;
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    this.current = null;
    void this.process();
  }
}

export type PgliteSocketOptions = {
  host: string;
  port: number;
  maxConnections: number;
  maxWaiting?: number;
  maxWaitMs?: number;
};

export type PgliteSocketServer = {
  port: number;
  /** Connections talking to PGlite now, and connections waiting for their turn. */
  stats(): { active: number; waiting: number };
  stop(): Promise<void>;
};

export async function servePglite(db: PGlite, options: PgliteSocketOptions): Promise<PgliteSocketServer> {
  const queryQueue = new ProtocolQueue(db);
  const maxWaiting = options.maxWaiting ?? 1000;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const handlers = new Set<PGLiteSocketHandler>();
  const waiting: { socket: Socket; timer: NodeJS.Timeout }[] = [];

  const admitNext = () => {
    while (handlers.size < options.maxConnections && waiting.length > 0) {
      const next = waiting.shift()!;
      clearTimeout(next.timer);
      if (!next.socket.destroyed) attach(next.socket);
    }
  };

  const attach = (socket: Socket) => {
    // The handler takes pglite-socket's queue type; this queue has the same members.
    const handler = new PGLiteSocketHandler({ queryQueue: queryQueue as never, closeOnDetach: true });
    handlers.add(handler);
    const gone = () => {
      if (handlers.delete(handler)) admitNext();
    };
    handler.addEventListener("close", gone);
    handler.addEventListener("error", gone);
    handler.attach(socket).then(
      () => socket.resume(),
      () => {
        gone();
        socket.destroy();
      },
    );
  };

  const server = createServer({ pauseOnConnect: true }, (socket) => {
    if (handlers.size < options.maxConnections) return attach(socket);
    if (waiting.length >= maxWaiting) return void socket.destroy();
    const entry = { socket, timer: setTimeout(() => socket.destroy(), maxWaitMs) };
    waiting.push(entry);
    // A client that gives up while it waits leaves the queue.
    socket.once("close", () => {
      clearTimeout(entry.timer);
      const index = waiting.indexOf(entry);
      if (index >= 0) waiting.splice(index, 1);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();

  return {
    port: typeof address === "object" && address ? address.port : 0,
    stats: () => ({ active: handlers.size, waiting: waiting.length }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const entry of waiting.splice(0)) {
          clearTimeout(entry.timer);
          entry.socket.destroy();
        }
        for (const handler of handlers) void handler.detach(true);
        handlers.clear();
        server.close(() => resolve());
      }),
  };
}

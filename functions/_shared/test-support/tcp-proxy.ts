/**
 * A TCP proxy on loopback that counts what a database client costs on the wire: connections, and
 * round trips (each time the client speaks again after the server answered is one more wait for
 * the network). Used by the connection-reuse tests and `scripts/bench/round-trips.ts`.
 */
import { createServer, connect, type Server, type Socket } from "node:net";

export type WireCount = { connections: number; roundTrips: number };

export type CountingProxy = {
  /** The target URL with host and port replaced by the proxy's. */
  url: string;
  count: () => WireCount;
  reset: () => void;
  /** Drops every open connection (as a pooler or a NAT does with an idle socket). */
  dropConnections: () => void;
  close: () => Promise<void>;
};

export async function startCountingProxy(targetUrl: string): Promise<CountingProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const targetHost = target.hostname;
  let counts: WireCount = { connections: 0, roundTrips: 0 };
  const open = new Set<Socket>();

  const server: Server = createServer((client) => {
    counts.connections += 1;
    // the TCP handshake itself is a round trip before the client can say anything
    counts.roundTrips += 1;
    let lastFromClient = false;
    const upstream = connect(targetPort, targetHost);
    open.add(client);
    open.add(upstream);
    client.on("data", (chunk) => {
      if (!lastFromClient) counts.roundTrips += 1;
      lastFromClient = true;
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      lastFromClient = false;
      client.write(chunk);
    });
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("close", closeBoth);
    upstream.on("close", closeBoth);
    client.on("error", closeBoth);
    upstream.on("error", closeBoth);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = new URL(targetUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);

  return {
    url: url.toString(),
    count: () => ({ ...counts }),
    reset: () => {
      counts = { connections: 0, roundTrips: 0 };
    },
    dropConnections: () => {
      for (const socket of open) socket.destroy();
      open.clear();
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Connection reuse across warm calls (db.ts leaseDb): counted on the wire through a loopback proxy,
 * on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { anonymous, endWarmDb, leaseDb, reusesConnections, withTransaction } from "./db";
import { startCountingProxy, type CountingProxy } from "./test-support/tcp-proxy";

let proxy: CountingProxy;
beforeAll(async () => {
  proxy = await startCountingProxy(process.env.DATABASE_URL!);
});
afterAll(async () => {
  await endWarmDb();
  await proxy.close();
});
beforeEach(async () => {
  await endWarmDb();
  proxy.reset();
});

/** One function call: lease, one transaction as a visitor, release. */
async function call(env: Record<string, string | undefined>): Promise<boolean> {
  const lease = leaseDb(proxy.url, env);
  try {
    await withTransaction(lease.db, anonymous, (tx) => tx`select 1 as one`);
    return lease.reused;
  } finally {
    await lease.release();
  }
}

const NETLIFY_RUNTIME = { AWS_LAMBDA_FUNCTION_NAME: "reumanl-profiles" };

describe("connection reuse", () => {
  it("is on in Netlify's function runtime only, not under netlify dev / npm start", () => {
    expect(reusesConnections(NETLIFY_RUNTIME)).toBe(true);
    expect(reusesConnections({ ...NETLIFY_RUNTIME, NETLIFY_DEV: "true" })).toBe(false);
    expect(reusesConnections({})).toBe(false);
    expect(reusesConnections({ DB_REUSE_CONNECTIONS: "1" })).toBe(true);
    expect(reusesConnections({ ...NETLIFY_RUNTIME, DB_REUSE_CONNECTIONS: "0" })).toBe(false);
  });

  it("opens one connection for three calls of a warm instance, and three without reuse", async () => {
    expect([await call(NETLIFY_RUNTIME), await call(NETLIFY_RUNTIME), await call(NETLIFY_RUNTIME)]).toEqual([
      false,
      true,
      true,
    ]);
    expect(proxy.count().connections).toBe(1);
    const warmRoundTrips = proxy.count().roundTrips;

    await endWarmDb();
    proxy.reset();
    for (let i = 0; i < 3; i += 1) await call({});
    expect(proxy.count().connections).toBe(3);
    // each new connection costs its TCP handshake and start-up on top of the transaction
    expect(proxy.count().roundTrips).toBeGreaterThan(warmRoundTrips);
  });

  it("gives a call that comes while the kept connection is busy its own connection", async () => {
    const first = leaseDb(proxy.url, NETLIFY_RUNTIME);
    const second = leaseDb(proxy.url, NETLIFY_RUNTIME);
    expect(second.db).not.toBe(first.db);
    await Promise.all([
      withTransaction(first.db, anonymous, (tx) => tx`select 1`),
      withTransaction(second.db, anonymous, (tx) => tx`select 1`),
    ]);
    await Promise.all([first.release(), second.release()]);
    expect(proxy.count().connections).toBe(2);
    // the kept one is free again for the next call
    expect(leaseDb(proxy.url, NETLIFY_RUNTIME).db).toBe(first.db);
  });

  it("opens a new connection when the kept one was dropped while the instance was idle, and the call succeeds", async () => {
    await call(NETLIFY_RUNTIME);
    proxy.dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await call(NETLIFY_RUNTIME)).toBe(true);
    expect(proxy.count().connections).toBe(2);
  });

  it("tries a transaction once more when its connection is found gone before it began", async () => {
    await call(NETLIFY_RUNTIME);
    proxy.dropConnections(); // no wait: the client learns it only when it writes
    expect(await call(NETLIFY_RUNTIME)).toBe(true);
    expect(proxy.count().connections).toBe(2);
  });
});

/**
 * Issue 35 row 10: the embedded database's socket server allowed 20 connections and refused the
 * rest ("Too many connections"), so `npm start` answered 92–95 % 500s at 50 concurrent requests.
 * Connections beyond the limit now wait their turn.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import postgres from "postgres";

jest.setTimeout(120_000);

/** The embedded database as `npm start` runs it, in a process of its own (PGlite is an ES module jest cannot load). */
async function startDatabase(args: string[] = []): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(__dirname, "pglite-cli.ts"), "--port", "0", "--exit-on-stdin-close", ...args],
    {
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve((JSON.parse(out.slice(0, out.indexOf("\n"))) as { url: string }).url);
    });
    child.once("exit", (code) => reject(new Error(`PGlite exited with ${code}`)));
  });
  return { url, stop: () => void child.kill("SIGTERM") };
}

let database: { url: string; stop: () => void };

beforeAll(async () => {
  database = await startDatabase();
});

afterAll(() => database.stop());

/** One request of a function: its own client with one connection (functions/_shared/db.ts), a few statements, then the end. */
async function request(index: number): Promise<number> {
  const sql = postgres(database.url, {
    max: 1,
    prepare: false,
    connect_timeout: 10,
    idle_timeout: 5,
    fetch_types: false,
    onnotice: () => undefined,
  });
  try {
    const [row] = await sql.begin(async (tx) => {
      await tx`select set_config('application_name', 'reumanl-test', true)`;
      return tx<{ n: number }[]>`select ${index}::int as n`;
    });
    await sql`select 1`;
    return row!.n;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

it("queues connections beyond its limit instead of refusing them: 50 concurrent requests all succeed", async () => {
  const results = await Promise.allSettled(Array.from({ length: 50 }, (_, index) => request(index)));
  const refused = results
    .filter((result) => result.status === "rejected")
    .map((result) => String((result as PromiseRejectedResult).reason));
  expect(refused).toEqual([]);
  expect(results.map((result) => (result as PromiseFulfilledResult<number>).value)).toEqual(
    Array.from({ length: 50 }, (_, index) => index),
  );
});

it("serves the waiting connections as others finish", async () => {
  const limited = await startDatabase(["--max-connections", "10"]);
  const options = { max: 1, prepare: false, fetch_types: false, connect_timeout: 30, onnotice: () => undefined };
  try {
    // 10 connections held open, then 5 more that must wait for them.
    const holders = Array.from({ length: 10 }, () => postgres(limited.url, options));
    await Promise.all(holders.map((sql) => sql`select 1`));
    const waiting = Array.from({ length: 5 }, () => postgres(limited.url, options));
    let answered = 0;
    const answers = waiting.map((sql) =>
      sql<{ one: number }[]>`select 1 as one`.then((rows) => ((answered += 1), rows)),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(0);
    for (const sql of holders) await sql.end({ timeout: 5 });
    expect((await Promise.all(answers)).map((rows) => rows[0]!.one)).toEqual([1, 1, 1, 1, 1]);
    for (const sql of waiting) await sql.end({ timeout: 5 });
  } finally {
    limited.stop();
  }
});

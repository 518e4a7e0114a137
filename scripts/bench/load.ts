/**
 * `npm run bench:load`: a load test of the running site (issue 20 item 16). Not part of CI or
 * `npm test`; prints figures instead of asserting them.
 *
 * Start the site first, on loopback: `npm start` (the demo data), or with DATABASE_URL pointing at a
 * benchmark database kept by `npm run bench:conversations -- --keep` / `bench:inbox -- --keep` for
 * the benchmark data sizes. Then:
 *
 *   npm run bench:load -- [--url http://127.0.0.1:8888] [--requests 400] [--rates 5,10,20,40,80]
 *                         [--soak-minutes 10] [--soak-rate N] [--no-posting]
 *
 * The mixed workload: visitors read conversations (the conversation and its reactions) and the
 * guide's data (activity guide and app guide pages with their page data); participants (the demo
 * accounts, logged in once) read their notifications and unread count and post reactions. Posts
 * stay below the posting limits (one per account per POST_EVERY_SECONDS; otherwise the request
 * becomes a participant read), and they are real: run it against a database you may write to.
 *
 * Each step sends `--requests` requests at a fixed arrival rate (open loop: a slow answer does not
 * slow the sender); the script prints p50/p95 and errors per step and the highest rate held at
 * p95 <= 50 ms without errors. Then a soak at that rate for `--soak-minutes`, with the server's
 * memory (RSS of the process listening on the port and its children) before and after.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1]! : fallback;
};
const BASE = option("--url", `http://127.0.0.1:${process.env.PORT ?? "8888"}`).replace(/\/+$/, "");
const REQUESTS = Math.max(20, Number(option("--requests", "400")) || 400);
const RATES = option("--rates", "5,10,20,40,80")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const SOAK_MINUTES = Math.max(0, Number(option("--soak-minutes", "10")) || 0);
/** The soak's rate: the rate held, else this (default: the lowest step's rate). */
const SOAK_RATE = Number(option("--soak-rate", "0")) || null;
const POSTING = !args.includes("--no-posting");
const TARGET_P95_MS = 50;
const POST_EVERY_SECONDS = 65; // below 10 per 5 minutes and 60 an hour (functions/_community/limits.ts)
const DEMO_PASSWORD = process.env.LOAD_PASSWORD ?? "ReumaDemo2026";
const DEMO_ACCOUNTS = (process.env.LOAD_ACCOUNTS ?? "annelies,bram,carla,dirk,esther")
  .split(",")
  .map((name) => `${name.trim()}@demo.reumanl.nl`);

const log = (line: string): void => {
  process.stdout.write(`[bench:load] ${line}\n`);
};

/** A browser: its cookies and anti-forgery token, nothing else. */
class Client {
  private cookies = new Map<string, string>();
  private token: string | null = null;
  lastPostAt = 0;

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (method !== "GET") {
      headers.RequestVerificationToken = await this.antiforgery();
      headers["content-type"] = "application/json";
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    // Tokens are bound to the session (decision 003): a login or logout starts a new one, and the
    // browser asks for a new token then; keeping the visitor's token would make every post a 403.
    if (/\/authentication\/(login|logout)$/.test(path) && ok(response.status)) this.token = null;
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  }

  private async antiforgery(): Promise<string> {
    if (!this.token) {
      const answer = await this.call("GET", "/api/v1/antiforgery");
      this.token = (answer.json as { token?: string } | undefined)?.token ?? "";
    }
    return this.token;
  }
}

type Task = { name: string; run: () => Promise<number> };
type Sample = { name: string; ms: number; status: number };

const status = (answer: { status: number }) => answer.status;
const ok = (code: number) => code >= 200 && code < 400;

async function discover(visitor: Client): Promise<{ conversationIds: number[]; guidePaths: string[] }> {
  // Public conversations (what a visitor may read), the most active first.
  const active = await visitor.call("GET", "/api/v1/conversations/active?public_only=true&page_size=50");
  const items = (active.json as { Items?: { Conversation?: { Id?: number } }[] } | undefined)?.Items ?? [];
  const conversationIds = items
    .map((item) => item.Conversation?.Id)
    .filter((id): id is number => typeof id === "number");
  const candidates = [
    "/keuzehulp/overzicht/",
    "/page-data/keuzehulp/overzicht/page-data.json",
    "/page-data/app-data.json",
    "/leven-met-reuma/",
    "/page-data/leven-met-reuma/page-data.json",
  ];
  const guidePaths: string[] = [];
  for (const path of candidates) if (ok((await fetch(`${BASE}${path}`)).status)) guidePaths.push(path);
  return { conversationIds, guidePaths };
}

function workload(
  visitors: Client[],
  participants: Client[],
  conversationIds: number[],
  guidePaths: string[],
): () => Task {
  let n = 0;
  const pick = <T>(list: T[]): T => list[n % list.length]!;
  const conversation = () => pick(conversationIds);
  const participantRead = (): Task => {
    const who = pick(participants);
    return n % 2 === 0
      ? {
          name: "participant: notifications",
          run: async () => status(await who.call("GET", "/api/v1/CustomUser/notifications")),
        }
      : { name: "participant: unread count", run: async () => status(await who.call("GET", "/api/v1/inbox/unread")) };
  };
  return () => {
    n += 1;
    const slot = n % 20;
    if (slot < 6 && conversationIds.length > 0) {
      const visitor = pick(visitors);
      const id = conversation();
      return {
        name: "visitor: conversation",
        run: async () => status(await visitor.call("GET", `/api/v1/conversations/${id}`)),
      };
    }
    if (slot < 10 && conversationIds.length > 0) {
      const visitor = pick(visitors);
      const id = conversation();
      return {
        name: "visitor: reactions",
        run: async () => status(await visitor.call("GET", `/api/v1/conversations/${id}/reactions`)),
      };
    }
    if (slot < 14 && guidePaths.length > 0) {
      const path = pick(guidePaths);
      return {
        name: "visitor: guide data",
        run: async () => await fetch(`${BASE}${path}`).then(async (r) => (await r.arrayBuffer(), r.status)),
      };
    }
    if (slot === 19 && POSTING && conversationIds.length > 0) {
      const now = Date.now();
      const poster = participants.find((p) => now - p.lastPostAt > POST_EVERY_SECONDS * 1000);
      if (poster) {
        poster.lastPostAt = now;
        const id = conversation();
        const body = {
          Body: {
            type: "doc",
            content: [
              { type: "paragraph", content: [{ type: "text", text: `Belastingtest ${new Date().toISOString()}` }] },
            ],
          },
          FollowConversation: false,
        };
        return {
          name: "participant: post a reaction",
          run: async () => status(await poster.call("POST", `/api/v1/conversations/${id}/reactions`, body)),
        };
      }
    }
    return participantRead();
  };
}

/** `count` requests at `rate` per second, each started on schedule whatever the others do. */
async function step(next: () => Task, rate: number, count: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const task = next();
    const t0 = performance.now();
    running.push(
      task.run().then(
        (code) => void samples.push({ name: task.name, ms: performance.now() - t0, status: code }),
        () => void samples.push({ name: task.name, ms: performance.now() - t0, status: 0 }),
      ),
    );
  }
  await Promise.all(running);
  return samples;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

function summary(samples: Sample[]): { p50: number; p95: number; errors: number } {
  const ms = samples.map((s) => s.ms);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), errors: samples.filter((s) => !ok(s.status)).length };
}

function printByKind(samples: Sample[]): void {
  const kinds = [...new Set(samples.map((s) => s.name))].sort();
  for (const kind of kinds) {
    const of = samples.filter((s) => s.name === kind);
    const { p50, p95, errors } = summary(of);
    const codes = [...new Set(of.filter((s) => !ok(s.status)).map((s) => s.status))].join(",");
    log(
      `    ${kind.padEnd(32)} n ${String(of.length).padStart(5)}   p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   errors ${errors}${codes ? ` (${codes})` : ""}`,
    );
  }
}

/** RSS in MB of the process listening on the port and all its descendants (Linux /proc). */
function serverMemoryMb(port: string): number | null {
  try {
    const listening = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
    const pid = Number(/pid=(\d+)/.exec(listening)?.[1]);
    if (!pid) return null;
    const children = new Map<number, number[]>();
    for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      } catch {
        // gone meanwhile
      }
    }
    let kb = 0;
    const visit = (p: number): void => {
      try {
        kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
      } catch {
        // gone meanwhile
      }
      for (const child of children.get(p) ?? []) visit(child);
    };
    visit(pid);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const port = new URL(BASE).port || "80";
  log(
    `site ${BASE}; ${REQUESTS} requests per step; rates ${RATES.join(", ")} per second; soak ${SOAK_MINUTES} min; posting ${POSTING ? "on" : "off"}`,
  );
  const visitors = Array.from({ length: 4 }, () => new Client());
  const probe = await visitors[0]!.call("GET", "/api/v1/antiforgery");
  if (probe.status !== 200) throw new Error(`${BASE} answered ${probe.status}: is the site running (npm start)?`);
  const participants: Client[] = [];
  for (const email of DEMO_ACCOUNTS) {
    const client = new Client();
    const login = await client.call("POST", "/api/v1/authentication/login", { Email: email, Password: DEMO_PASSWORD });
    if (ok(login.status)) participants.push(client);
    else log(`  login of ${email} answered ${login.status}; left out`);
  }
  if (participants.length === 0) throw new Error("no participant could log in (LOAD_ACCOUNTS, LOAD_PASSWORD)");
  const { conversationIds, guidePaths } = await discover(visitors[0]!);
  log(
    `${participants.length} participants logged in; ${conversationIds.length} conversations; guide data: ${guidePaths.join(", ") || "none found"}`,
  );
  const next = workload(visitors, participants, conversationIds, guidePaths);

  await step(next, 10, 30); // warm-up: functions bundled and connections open
  let held: number | null = null;
  const steps: { rate: number; p50: number; p95: number; errors: number }[] = [];
  for (const rate of RATES) {
    const samples = await step(next, rate, REQUESTS);
    const result = { rate, ...summary(samples) };
    steps.push(result);
    log(
      `  ${String(rate).padStart(4)} req/s: p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms   errors ${result.errors}`,
    );
    printByKind(samples);
    if (result.p95 > TARGET_P95_MS || result.errors > 0) break;
    held = rate;
  }
  log(
    held === null
      ? `no rate held p95 <= ${TARGET_P95_MS} ms without errors`
      : `held: ${held} requests per second at p95 <= ${TARGET_P95_MS} ms without errors`,
  );

  let soak: {
    minutes: number;
    rate: number;
    p50: number;
    p95: number;
    errors: number;
    memoryBeforeMb: number | null;
    memoryAfterMb: number | null;
  } | null = null;
  const soakRate = SOAK_RATE ?? held ?? RATES[0];
  if (SOAK_MINUTES > 0 && soakRate) {
    const memoryBeforeMb = serverMemoryMb(port);
    log(
      `soak: ${SOAK_MINUTES} min at ${soakRate} req/s${held === null && SOAK_RATE === null ? " (no rate was held: the lowest step's)" : ""}; server memory before ${memoryBeforeMb ?? "?"} MB`,
    );
    const samples = await step(next, soakRate, Math.round(soakRate * SOAK_MINUTES * 60));
    const memoryAfterMb = serverMemoryMb(port);
    soak = { minutes: SOAK_MINUTES, rate: soakRate, ...summary(samples), memoryBeforeMb, memoryAfterMb };
    log(
      `soak: p50 ${soak.p50.toFixed(1)} ms   p95 ${soak.p95.toFixed(1)} ms   errors ${soak.errors}   server memory after ${memoryAfterMb ?? "?"} MB`,
    );
    printByKind(samples);
  }
  process.stdout.write(
    `${JSON.stringify({ url: BASE, requestsPerStep: REQUESTS, steps, heldRequestsPerSecond: held, soak })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

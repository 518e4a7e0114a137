/**
 * Issue 35 row 5: deeply nested JSON (tens of thousands of levels, under the 64 KB limit) made 55
 * of the 97 state-changing routes answer 500 (a RangeError in a recursive walk of the parsed body)
 * and log a stack trace per request. Walks EVERY state-changing route of every API function, as a
 * participant and as a moderator: wherever the one validation middleware runs, the answer is the
 * Dutch 400 for a too deeply nested body; no route answers 500, and nothing logs a stack trace.
 */
import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import type postgres from "postgres";
import type { MailSink } from "./mail/sink";
import { SESSION_COOKIE } from "./http";
import { Browser, registerFunctions } from "./test-support/api";
import { makePlatformModerator, member, type Member } from "./test-support/community";
import { testSql } from "./test-support/database";
import { startTestMailSink } from "./test-support/mail";

/**
 * Every Hono app an API function makes (createApp), and the middlewares validate() made, with how
 * often they ran. A function declaration (hoisted): the mocks run while the imports load.
 */
function mockRegistry(): { apps: Hono[]; validators: Set<unknown>; validated: number } {
  const holder = globalThis as unknown as {
    deepJsonRoutes?: { apps: Hono[]; validators: Set<unknown>; validated: number };
  };
  holder.deepJsonRoutes ??= { apps: [], validators: new Set(), validated: 0 };
  return holder.deepJsonRoutes;
}

jest.mock("./http", () => {
  const actual = jest.requireActual("./http");
  return {
    ...actual,
    createApp: (...args: unknown[]) => {
      const app = actual.createApp(...args);
      mockRegistry().apps.push(app);
      return app;
    },
  };
});

jest.mock("./validate", () => {
  const actual = jest.requireActual("./validate");
  return {
    ...actual,
    validate: (...args: unknown[]) => {
      const middleware = actual.validate(...args);
      const counted = async (c: unknown, next: unknown) => {
        mockRegistry().validated += 1;
        return middleware(c, next);
      };
      mockRegistry().validators.add(counted);
      return counted;
    },
  };
});

jest.setTimeout(240_000);

const DEPTH = 30_000;
const TOO_DEEP = "De gegevens zijn te diep in elkaar genest. Stuur ze eenvoudiger opgebouwd.";
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The API functions (config.path under /api/), loaded as Netlify would route them. */
function loadApiFunctions(): void {
  const root = path.join(__dirname, "..");
  for (const name of readdirSync(root).sort()) {
    const entry = path.join(root, name, `${name}.mts`);
    if (name.startsWith("_") || !existsSync(entry)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads every function entry found in the folder through require
    const module = require(entry);
    const paths = [module.config?.path ?? []].flat() as string[];
    if (module.default && paths.some((p) => p.startsWith("/api/"))) registerFunctions(module);
  }
}

/** A concrete path for a route pattern: every parameter "1" (or, where its pattern wants letters, "x"). */
function concrete(pattern: string): string {
  return pattern
    .replace(/:[A-Za-z_]+(\{[^}]*\})?/g, (_all, regex: string | undefined) =>
      !regex || new RegExp(`^${regex.slice(1, -1)}$`).test("1") ? "1" : "x",
    )
    .replace(/\*/g, "x");
}

type Route = { method: string; path: string; validates: boolean };

function stateChangingRoutes(): Route[] {
  const routes = new Map<string, Route>();
  const { apps, validators } = mockRegistry();
  for (const app of apps) {
    for (const route of app.routes) {
      if (!STATE_CHANGING.has(route.method)) continue;
      const key = `${route.method} ${route.path}`;
      const known = routes.get(key) ?? { method: route.method, path: route.path, validates: false };
      known.validates ||= validators.has(route.handler);
      routes.set(key, known);
    }
  }
  return [...routes.values()];
}

function deepBody(): string {
  return `{"Body":${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}}`;
}

let sink: MailSink;
let sql: postgres.Sql;
const logged: string[] = [];

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  loadApiFunctions();
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

type Walked = { answered: Map<string, number>; refusedDeep: number; reachedValidation: number; otherAnswers: string[] };

/** Walks the routes as `who`; a member logged out on the way (POST .../logout takes no body) logs in again. */
async function walk(who: Browser, routes: Route[], account?: Member["account"]): Promise<Walked> {
  const walked: Walked = { answered: new Map(), refusedDeep: 0, reachedValidation: 0, otherAnswers: [] };
  for (const route of routes) {
    if (account && !who.cookies.has(SESSION_COOKIE)) {
      const login = await who.post("/api/v1/authentication/login", {
        Email: account.Email,
        Password: account.Password,
      });
      expect(login.status).toBe(200);
    }
    const before = mockRegistry().validated;
    const answer = await who.call(route.method, concrete(route.path), { rawBody: deepBody() });
    walked.answered.set(`${route.method} ${route.path}`, answer.status);
    if (mockRegistry().validated === before) continue;
    walked.reachedValidation += 1;
    // Where the validation middleware ran, its answer is the Dutch 400.
    if (answer.status === 400 && answer.json?.message === TOO_DEEP && answer.json?.code === "InvalidBody")
      walked.refusedDeep += 1;
    else walked.otherAnswers.push(`${route.method} ${route.path}: ${answer.status} ${answer.json?.message ?? ""}`);
  }
  return walked;
}

it("refuses a deeply nested body with a Dutch 400 on every state-changing route, never a 500 or a logged stack trace", async () => {
  const participant: Member = await member(sink, sql, { prefix: "Diep" });
  const moderator: Member = await member(sink, sql, { prefix: "DiepMod" });
  await makePlatformModerator(sql, moderator.id);
  const routes = stateChangingRoutes();
  // The walk covers the whole API (97 state-changing routes when the review counted).
  expect(routes.length).toBeGreaterThan(90);
  const validating = routes.filter((route) => route.validates);
  expect(validating.length).toBeGreaterThan(50);

  const spies = (["error", "warn", "info", "log"] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" "))),
  );
  try {
    const asParticipant = await walk(participant.browser, routes, participant.account);
    const asModerator = await walk(moderator.browser, routes, moderator.account);
    const asVisitor = await walk(new Browser(), routes);
    for (const result of [asParticipant, asModerator, asVisitor]) {
      expect(result.otherAnswers).toEqual([]);
      expect([...result.answered].filter(([, status]) => status >= 500)).toEqual([]);
    }
    // Between the two members, the validation middleware of nearly every validating route ran.
    expect(asParticipant.reachedValidation + asModerator.reachedValidation).toBeGreaterThan(validating.length);
    expect(asModerator.refusedDeep).toBeGreaterThan(50);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  expect(logged.filter((line) => /RangeError|Maximum call stack|\n\s+at /.test(line))).toEqual([]);
});

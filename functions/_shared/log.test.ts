/**
 * The functions' log: JSON lines with the request id of the call, the id on every answer, and error
 * reports only when SENTRY_DSN is set (tested against a loopback server that takes Sentry's
 * envelopes, with the real SDK).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "./http";
import { log, observe, REQUEST_ID_HEADER, requestIdOf } from "./log";
import { flushErrors } from "./error-reporting";

const NETLIFY_ID = "01JEXAMPLE7Q8R9S0T1V2W3X4Y";

type Line = Record<string, unknown>;
let lines: Line[];
let spies: jest.SpyInstance[];

beforeEach(() => {
  process.env.APP_SECRET = "log-unit-test-secret-0123456789abcdef";
  process.env.LOG_LEVEL = "info";
  delete process.env.SENTRY_DSN;
  lines = [];
  const capture = (text: unknown) => {
    lines.push(JSON.parse(String(text)) as Line);
  };
  spies = [
    jest.spyOn(console, "log").mockImplementation(capture),
    jest.spyOn(console, "warn").mockImplementation(capture),
    jest.spyOn(console, "error").mockImplementation(capture),
  ];
});
afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  process.env.LOG_LEVEL = "warn";
  delete process.env.SENTRY_DSN;
});

function probeApp() {
  const app = createApp("/api/v1/Probe");
  app.get("/profile/:id", async (c) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.warn("a service says something", { step: 2 });
    return c.json({ id: c.req.param("id") });
  });
  app.get("/boom", () => {
    throw new Error("secret internals: encrypted_password");
  });
  return app;
}

/** How hono/netlify's handle passes Netlify's context to the app. */
const netlify = (requestId?: string) => ({ context: requestId ? { requestId } : {} });

describe("the request id", () => {
  it("is Netlify's own on the answer and on every line of the call, the service's lines included", async () => {
    const response = await probeApp().fetch(
      new Request("http://localhost/api/v1/Probe/profile/42?email=anna@example.nl"),
      netlify(NETLIFY_ID),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe(NETLIFY_ID);
    expect(lines.map((line) => line.msg)).toEqual(["a service says something", "request"]);
    for (const line of lines) expect(line).toMatchObject({ requestId: NETLIFY_ID, function: "probe" });
    expect(lines[0]).toMatchObject({ level: "warn", step: 2 });
    // the route's pattern, never the path or the query (a path can hold a postcode or a username)
    expect(lines[1]).toMatchObject({ level: "info", method: "GET", route: "/api/v1/Probe/profile/:id", status: 200 });
    expect(typeof lines[1]?.ms).toBe("number");
    expect(JSON.stringify(lines)).not.toContain("anna@example.nl");
    expect(JSON.stringify(lines)).not.toContain("/profile/42");
  });

  it("is a new random one per call without Netlify, and a caller's own X-Request-Id is never taken", async () => {
    const forged = { headers: { [REQUEST_ID_HEADER]: "forged-by-the-caller-0001" } };
    const first = await probeApp().fetch(new Request("http://localhost/api/v1/Probe/profile/1", forged), netlify());
    const second = await probeApp().fetch(new Request("http://localhost/api/v1/Probe/profile/1", forged), netlify());
    const ids = [first.headers.get(REQUEST_ID_HEADER), second.headers.get(REQUEST_ID_HEADER)];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids).not.toContain("forged-by-the-caller-0001");
    expect(requestIdOf(new Request("http://localhost/", { headers: { "x-nf-request-id": "a b;forged=1" } }))).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it("is on error answers and on the error's line, whose stack is logged but never answered", async () => {
    const response = await probeApp().fetch(new Request("http://localhost/api/v1/Probe/boom"), netlify(NETLIFY_ID));
    expect(response.status).toBe(500);
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe(NETLIFY_ID);
    expect(await response.text()).not.toContain("encrypted_password");
    const error = lines.find((line) => line.level === "error");
    expect(error).toMatchObject({
      requestId: NETLIFY_ID,
      msg: "unexpected error",
      error: { name: "Error", message: "secret internals: encrypted_password" },
    });
    expect(lines.at(-1)).toMatchObject({ msg: "request", status: 500, requestId: NETLIFY_ID });
  });

  it("is on the answers of a function without Hono, even when its headers cannot be changed", async () => {
    const page = observe("forum-page", async () => Response.redirect("http://localhost/elders/", 301));
    const response = await page(new Request("http://localhost/ontmoet-elkaar/gesprekken/a/b"), {
      requestId: NETLIFY_ID,
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("http://localhost/elders/");
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe(NETLIFY_ID);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "request",
        function: "forum-page",
        route: "forum-page",
        status: 301,
        requestId: NETLIFY_ID,
      }),
    ]);
  });

  it("leaves out the lines below LOG_LEVEL", async () => {
    process.env.LOG_LEVEL = "warn";
    await probeApp().fetch(new Request("http://localhost/api/v1/Probe/profile/1"), netlify(NETLIFY_ID));
    expect(lines.map((line) => line.msg)).toEqual(["a service says something"]);
  });
});

describe("error reporting", () => {
  let server: Server;
  let envelopes: string[];
  let dsn: string;

  beforeAll(async () => {
    envelopes = [];
    server = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        envelopes.push(Buffer.concat(chunks).toString("utf8"));
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    dsn = `http://0123456789abcdef0123456789abcdef@127.0.0.1:${(server.address() as AddressInfo).port}/7`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    envelopes = [];
  });

  it("sends nothing and loads no SDK without SENTRY_DSN", async () => {
    const response = await probeApp().fetch(
      new Request("http://localhost/api/v1/Probe/boom", { headers: { cookie: "__Host-rnl_session=geheim" } }),
      netlify(NETLIFY_ID),
    );
    expect(response.status).toBe(500);
    await flushErrors();
    expect(envelopes).toEqual([]);
    expect(Object.keys(require.cache).some((file) => file.includes("@sentry/node"))).toBe(false);
  });

  it("with SENTRY_DSN reports the error with the request id, and nothing of the request or the person", async () => {
    process.env.SENTRY_DSN = dsn;
    const waited: Promise<unknown>[] = [];
    const request = new Request("http://localhost/api/v1/Probe/boom?email=anna@example.nl", {
      headers: { cookie: "__Host-rnl_session=geheim", authorization: "Bearer geheim" },
    });
    const response = await probeApp().fetch(request, {
      context: { requestId: NETLIFY_ID, waitUntil: (promise: Promise<unknown>) => waited.push(promise) },
    });
    expect(response.status).toBe(500);
    // the report is sent before Netlify freezes the function: through waitUntil
    expect(waited).toHaveLength(1);
    await Promise.all(waited);
    const sent = envelopes.join("\n");
    expect(sent).toContain("secret internals: encrypted_password");
    expect(sent).toContain(NETLIFY_ID);
    for (const secret of ["geheim", "anna@example.nl", "cookie", "authorization"]) expect(sent).not.toContain(secret);
  });
});

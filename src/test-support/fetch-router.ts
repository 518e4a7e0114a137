/**
 * A stand-in for `fetch` in component tests: a small router of "METHOD /path" -> answer. Any request
 * without a route, or a state-changing request without the anti-forgery token, fails the test in
 * afterEach (so a forgotten or unexpected call never passes silently). No module is mocked.
 *
 *   const api = installFetchRouter();             // at describe level
 *   api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
 */
import { ANTIFORGERY_HEADER, clearAntiforgeryToken } from "../platform/http";

export const TEST_ANTIFORGERY_TOKEN = "test-antiforgery-token";

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

export type RouteHandler = (request: RecordedRequest) => StubAnswer | Promise<StubAnswer>;

export interface FetchRouter {
  /** Answers "METHOD /api/v1/path" (no query string) with a fixed answer or a handler. */
  on(route: string, answer: StubAnswer | RouteHandler): void;
  /** Every request made in this test, in order. */
  readonly requests: RecordedRequest[];
  requestsTo(route: string): RecordedRequest[];
}

export function installFetchRouter(): FetchRouter {
  const routes = new Map<string, RouteHandler>();
  const requests: RecordedRequest[] = [];
  const problems: string[] = [];
  const originalFetch = global.fetch;

  const router: FetchRouter = {
    on(route, answer) {
      routes.set(route, typeof answer === "function" ? answer : () => answer);
    },
    requests,
    requestsTo(route) {
      return requests.filter((request) => `${request.method} ${request.path}` === route);
    },
  };

  beforeEach(() => {
    routes.clear();
    requests.length = 0;
    problems.length = 0;
    clearAntiforgeryToken();
    router.on("GET /api/v1/antiforgery", { body: { token: TEST_ANTIFORGERY_TOKEN } });
    // The account links ask for the own blog on every account page: none unless a test says so.
    router.on("GET /api/v1/CustomUser/Blog", { body: [] });
    // The account shell asks for unseen contact requests on every account page: none unless a test says so.
    router.on("GET /api/v1/CustomContactlink/unseen", { body: { Count: 0 } });
    global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request = record(input, init);
      requests.push(request);
      const route = `${request.method} ${request.path}`;
      const handler = routes.get(route);
      if (!handler) {
        problems.push(`unhandled request: ${route}`);
        throw new TypeError(`No route for ${route}`);
      }
      if (request.method !== "GET" && request.headers[ANTIFORGERY_HEADER] !== TEST_ANTIFORGERY_TOKEN) {
        problems.push(`${route} sent without the anti-forgery token`);
      }
      if (request.credentials !== "include") problems.push(`${route} sent without credentials: "include"`);
      const answer = await handler(request);
      return stubResponse(answer.status ?? 200, answer.body);
    }) as typeof fetch;
  });

  afterEach(() => {
    global.fetch = originalFetch;
    if (problems.length) throw new Error(`fetch router:\n  ${problems.join("\n  ")}`);
  });

  return router;
}

function record(input: RequestInfo | URL, init: RequestInit): RecordedRequest {
  const url = new URL(
    typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
    "http://localhost",
  );
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  // Headers lower-cases names; keep the contract's spelling readable in assertions.
  for (const [key, value] of Object.entries(init.headers ?? {})) headers[key] = String(value);
  return {
    method: (init.method ?? "GET").toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers,
    credentials: init.credentials,
    body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
  };
}

function stubResponse(status: number, body: unknown) {
  const text = body === undefined ? "" : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ "Content-Type": "application/json" }),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

/**
 * Calls the REAL exported Netlify handlers the way Netlify would: a Request to
 * http://localhost:8888/api/v1/..., routed by each function's `config.path`, with a minimal
 * Netlify context (ip, requestId). A small cookie jar plays the browser, and state-changing calls
 * carry the anti-forgery header unless a test says otherwise.
 *
 * Every answer's text is kept in `answersSeen` so a test can assert that none leaks a secret.
 */
import { randomInt } from "node:crypto";
import type { Config } from "@netlify/functions";
import type * as AntiforgeryModule from "../../antiforgery/antiforgery.mjs";
import type * as AuthenticationModule from "../../authentication/authentication.mjs";
import type * as CustomUserModule from "../../custom-user/custom-user.mjs";
import { SESSION_COOKIE } from "../http";
import { deliverQueuedMails, mailsQueued } from "./mail";

type Handler = (req: Request, context: unknown) => Response | Promise<Response>;
type FunctionModule = { default: Handler; config: Config };

// Type-only imports above (erased at run time); jest loads the .mts entries through require.
/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
const modules: FunctionModule[] = [
  require("../../antiforgery/antiforgery.mts") as typeof AntiforgeryModule,
  require("../../authentication/authentication.mts") as typeof AuthenticationModule,
  require("../../custom-user/custom-user.mts") as typeof CustomUserModule,
];
/* eslint-enable @typescript-eslint/no-require-imports */

/** Routes more function entries in a test file: `registerFunctions(require("../x/x.mts"))`. */
export function registerFunctions(...more: FunctionModule[]): void {
  for (const module of more) if (!modules.includes(module)) modules.push(module);
}

export const ORIGIN = "http://localhost:8888";

/** Netlify's path matching for the patterns used here: exact, or a trailing /* wildcard. */
function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith("/*")) return pathname.startsWith(pattern.slice(0, -1));
  return pattern === pathname;
}

export function handlerFor(pathname: string): Handler | undefined {
  for (const module of modules) {
    const paths = module.config.path === undefined ? [] : ([] as string[]).concat(module.config.path);
    if (paths.some((pattern) => matches(pattern, pathname))) return module.default;
  }
  return undefined;
}

export type Answer = {
  status: number;
  text: string;
  /** Parsed JSON body (undefined for an empty or non-JSON body). */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read the fields of any answer they expect
  headers: Headers;
  setCookies: string[];
};

export const answersSeen: string[] = [];

export type CallOptions = {
  body?: unknown;
  /** A raw body sent as is (for malformed JSON). */
  rawBody?: string;
  /** false: send no RequestVerificationToken header; a string: send this one. */
  antiforgery?: boolean | string;
  headers?: Record<string, string>;
};

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A browser: its own cookies and its own client IP (so rate limits of tests do not mix). */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly ip: string;
  /** Work a function handed to Netlify's context.waitUntil (it runs after the answer). */
  readonly afterAnswer: Promise<unknown>[] = [];
  /** false: leave queued mails in the outbox (a test of the outbox itself runs the worker). */
  deliverMails = true;
  private token: string | undefined;
  private tokenSession: string | undefined;

  constructor(ip?: string) {
    // Random in 10.0.0.0/8: test files share one database (and its rate-limit rows) across workers
    // and runs, so a per-process counter would hand two files the same address.
    this.ip = ip ?? `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  }

  async get(path: string, options: CallOptions = {}): Promise<Answer> {
    return this.call("GET", path, options);
  }

  async post(path: string, body?: unknown, options: CallOptions = {}): Promise<Answer> {
    return this.call("POST", path, { ...options, body });
  }

  /** The anti-forgery token of this browser's current session (fetched again when the session changes, as the site's client does after a 403). */
  async antiforgeryToken(): Promise<string> {
    const session = this.cookies.get(SESSION_COOKIE);
    if (!this.token || this.tokenSession !== session) {
      const answer = await this.call("GET", "/api/v1/antiforgery");
      if (answer.status !== 200) throw new Error(`antiforgery answered ${answer.status}`);
      this.token = (answer.json as { token: string }).token;
      this.tokenSession = session;
    }
    return this.token;
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const url = new URL(path, ORIGIN);
    const handler = handlerFor(url.pathname);
    if (!handler) throw new Error(`no function is routed at ${url.pathname}`);

    const headers = new Headers({ accept: "application/json", ...options.headers });
    if (UNSAFE.has(method) && options.antiforgery !== false) {
      headers.set(
        "RequestVerificationToken",
        typeof options.antiforgery === "string" ? options.antiforgery : await this.antiforgeryToken(),
      );
    }
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers.set("content-type", "application/json");

    const request = new Request(url, { method, headers, body });
    const waitUntil = (promise: Promise<unknown>) => void this.afterAnswer.push(promise);
    const context = {
      ip: this.ip,
      requestId: `test-${Date.now()}`,
      params: {},
      url,
      deploy: { context: "dev" },
      waitUntil,
    };
    const queuedBefore = mailsQueued();
    const response = await handler(request, context);

    const text = await response.text();
    // As on Netlify, the function's work after the answer finishes before the next call is judged.
    await Promise.allSettled(this.afterAnswer);
    // A mail the call queued is sent the way `npm start` sends it: by the worker, right after.
    if (this.deliverMails && mailsQueued() !== queuedBefore) await deliverQueuedMails();
    answersSeen.push(`${[...response.headers].map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${text}`);
    const setCookies = response.headers.getSetCookie();
    this.storeCookies(setCookies);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, text, json, headers: response.headers, setCookies };
  }

  private storeCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const expired = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() <= Date.now()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The attributes of a Set-Cookie line, lower-cased names. */
export function cookieAttributes(line: string): Record<string, string | true> {
  const [, ...attributes] = line.split(";").map((part) => part.trim());
  const out: Record<string, string | true> = {};
  for (const attribute of attributes) {
    const eq = attribute.indexOf("=");
    if (eq < 0) out[attribute.toLowerCase()] = true;
    else out[attribute.slice(0, eq).toLowerCase()] = attribute.slice(eq + 1);
  }
  return out;
}

/** Strings that must never appear in an answer. */
export const SECRET_MARKERS = [
  "encrypted_password",
  "encryptedPassword",
  "$argon2",
  "confirmation_token",
  "token_hash",
  "tokenHash",
];

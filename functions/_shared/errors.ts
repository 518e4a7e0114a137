/**
 * Typed domain errors and the ONE mapper that turns any error into an HTTP answer:
 *
 *   { "status": 400, "code": "ValidationFailed", "message": "<Dutch>", "errors": { "Username": ["<Dutch>"] } }
 *
 * Messages are i18n keys written "namespace:key" (e.g. "auth:username.taken"); the mapper
 * translates them with src/i18n/translate.ts, so every Dutch text comes from the locale files.
 * `errors` is keyed by the request body's field names. Anything that is not a DomainError becomes
 * 500 with the errors:server text; the original error is logged (functions/_shared/log.ts, with the
 * request id; reported when SENTRY_DSN is set), never sent.
 */
import { hasText, translate } from "../../src/i18n/translate";
import { log } from "./log";
import type { Namespace } from "../../src/i18n/resources";

/** Field name -> i18n keys ("auth:username.taken"). */
export type FieldKeys = Record<string, string[]>;

export type ErrorBody = {
  status: number;
  code: string;
  message: string;
  errors: Record<string, string[]>;
};

/**
 * Marks domain errors across module copies: `npm start` loads a function's .mts entry as ESM and
 * the shared modules as CommonJS, so an error class can exist twice and `instanceof` would miss.
 */
const DOMAIN_ERROR = Symbol.for("reumanl.DomainError");

export abstract class DomainError extends Error {
  readonly [DOMAIN_ERROR] = true;
  abstract readonly status: number;
  readonly code: string;
  readonly messageKey: string;
  readonly fields: FieldKeys;
  readonly headers: Record<string, string> = {};
  /** Values for the message's placeholders ({{slug}}), if it has any. */
  messageVars: Record<string, string | number> | undefined;

  protected constructor(code: string, messageKey: string, fields: FieldKeys = {}) {
    super(`${code}: ${messageKey}`);
    this.name = new.target.name;
    this.code = code;
    this.messageKey = messageKey;
    this.fields = fields;
  }
}

/** 400: the request is understood but breaks a rule. The message is the first field's text. */
export class Invalid extends DomainError {
  readonly status = 400;
  constructor(fields: FieldKeys, options: { code?: string; messageKey?: string } = {}) {
    const first = Object.values(fields).find((keys) => keys.length > 0)?.[0];
    super(options.code ?? "ValidationFailed", options.messageKey ?? first ?? "errors:invalidBody", fields);
  }
}

/** A domain error whose status, code and message are always the same. */
function fixedError(status: number, code: string, messageKey: string) {
  return class extends DomainError {
    readonly status = status;
    constructor() {
      super(code, messageKey);
    }
  };
}

/** 400: the body is not JSON, or not a JSON object. */
export class InvalidBody extends fixedError(400, "InvalidBody", "errors:invalidBody") {}

/** 400: the body nests arrays and objects deeper than any call needs (validate.ts MAX_JSON_DEPTH). */
export class TooDeep extends fixedError(400, "InvalidBody", "errors:tooDeep") {}

export class Unauthorized extends fixedError(401, "Unauthorized", "errors:unauthorized") {}

export class Forbidden extends DomainError {
  readonly status = 403;
  constructor(messageKey = "errors:forbidden") {
    super("Forbidden", messageKey);
  }
}

/** 403: a state-changing call without a valid anti-forgery token. */
export class AntiforgeryFailed extends fixedError(403, "Antiforgery", "errors:antiforgery") {}

export class NotFound extends DomainError {
  readonly status = 404;
  constructor(options: { code?: string; messageKey?: string; fields?: FieldKeys } = {}) {
    super(options.code ?? "NotFound", options.messageKey ?? "errors:notFound", options.fields);
  }
}

export class Conflict extends DomainError {
  readonly status = 409;
  constructor(code: string, messageKey: string, fields: FieldKeys = {}) {
    super(code, messageKey, fields);
  }
}

/** 413: the body is over the size limit ("te groot"), refused before it is parsed. */
export class PayloadTooLarge extends fixedError(413, "PayloadTooLarge", "errors:tooLarge") {}

/** 503: the function is not configured to serve (e.g. a setting production requires is missing). */
export class ServiceUnavailable extends fixedError(503, "ServiceUnavailable", "errors:server") {}

/** 429 with Retry-After. */
export class RateLimited extends DomainError {
  readonly status = 429;
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("RateLimited", "errors:rateLimited");
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    this.headers["Retry-After"] = String(this.retryAfterSeconds);
  }
}

/** Dutch text of an i18n key "namespace:key" (namespace errors when none is given). */
export function textOf(key: string, vars?: Record<string, string | number>): string {
  const colon = key.indexOf(":");
  const ns = (colon > 0 ? key.slice(0, colon) : "errors") as Namespace;
  const path = colon > 0 ? key.slice(colon + 1) : key;
  if (hasText(ns, path)) return translate(ns, path, vars);
  return translate("errors", "invalidBody");
}

export type ErrorAnswer = { status: number; body: ErrorBody; headers: Record<string, string> };

export type ErrorLogger = (message: string, error: unknown) => void;

const defaultLogger: ErrorLogger = (message, error) => log.error(message, error);

export function isDomainError(error: unknown): error is DomainError {
  return typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[DOMAIN_ERROR] === true;
}

/** The one mapping from any thrown value to the status, body and headers of the answer. */
export function toErrorAnswer(error: unknown, log: ErrorLogger = defaultLogger): ErrorAnswer {
  if (isDomainError(error)) {
    const errors: Record<string, string[]> = {};
    for (const [field, keys] of Object.entries(error.fields)) {
      if (keys.length > 0) errors[field] = keys.map((key) => textOf(key));
    }
    return {
      status: error.status,
      body: { status: error.status, code: error.code, message: textOf(error.messageKey, error.messageVars), errors },
      headers: { ...error.headers },
    };
  }
  log("unexpected error", error);
  return {
    status: 500,
    body: { status: 500, code: "ServerError", message: translate("errors", "server"), errors: {} },
    headers: {},
  };
}

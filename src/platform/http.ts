/**
 * The one low-level fetch helper of the site. Feature `api.ts` modules call `apiRequest`; nothing
 * else calls fetch. Every call sends the session cookie (`credentials: "include"`) and JSON; every
 * state-changing call also sends the anti-forgery token, fetched once per page load and refetched
 * once when the server says it has expired (403 `Antiforgery`).
 *
 * Every failure becomes an `ApiError`: the server's own Dutch `message` and per-field `errors`
 * when it sent them, otherwise a generic Dutch text (network failure: errors:server).
 */
import errors from "../i18n/locales/nl/errors.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ errors });

export const API_BASE = "/api/v1";
export const ANTIFORGERY_HEADER = "RequestVerificationToken";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Field errors as the API sends them: body field name -> Dutch texts. */
export type ApiFieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The API's error code (`ValidationFailed`, `InvalidCredentials`, ...); `NetworkError` or `Unknown` otherwise. */
  readonly code: string;
  readonly fieldErrors: ApiFieldErrors;

  constructor(status: number, code: string, message: string, fieldErrors: ApiFieldErrors = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  /** The first text for a body field, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

/** The parts of a fetch Response this module reads (keeps test stubs small). */
type ResponseLike = Pick<Response, "ok" | "status" | "text">;

let tokenPromise: Promise<string> | null = null;

/** Forgets the anti-forgery token so the next state-changing call fetches a fresh one. */
export function clearAntiforgeryToken(): void {
  tokenPromise = null;
}

function antiforgeryToken(): Promise<string> {
  if (!tokenPromise) {
    tokenPromise = send("GET", "/antiforgery")
      .then((body) => {
        const token = isRecord(body) && typeof body.token === "string" ? body.token : "";
        if (!token) throw new ApiError(500, "Antiforgery", t("server"));
        return token;
      })
      .catch((error: unknown) => {
        tokenPromise = null;
        throw error;
      });
  }
  return tokenPromise;
}

/**
 * Calls `/api/v1<path>` and answers the parsed JSON body (undefined for an empty answer).
 * Throws `ApiError` for every non-2xx answer and for network failures.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  if (method === "GET") return (await send(method, path, options)) as T;
  try {
    return (await send(method, path, options, await antiforgeryToken())) as T;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403 || error.code !== "Antiforgery") throw error;
    clearAntiforgeryToken();
    return (await send(method, path, options, await antiforgeryToken())) as T;
  }
}

async function send(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions = {},
  token?: string,
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // FormData (file uploads) goes as multipart: the browser sets the type with its boundary.
  const multipart = typeof FormData !== "undefined" && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers["Content-Type"] = "application/json";
  if (token) headers[ANTIFORGERY_HEADER] = token;

  let response: ResponseLike;
  let text: string;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: "include",
      body:
        options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NetworkError", t("server"));
  }

  const body = parseJson(text);
  if (response.ok) return body;
  throw errorFrom(response.status, body);
}

function errorFrom(status: number, body: unknown): ApiError {
  const fallback = t(status >= 500 ? "server" : "generic");
  if (!isRecord(body)) return new ApiError(status, "Unknown", fallback);
  const code = typeof body.code === "string" ? body.code : "Unknown";
  const message = typeof body.message === "string" && body.message.trim() ? body.message : fallback;
  return new ApiError(status, code, message, fieldErrorsFrom(body.errors));
}

function fieldErrorsFrom(value: unknown): ApiFieldErrors {
  const out: ApiFieldErrors = {};
  if (!isRecord(value)) return out;
  for (const [field, messages] of Object.entries(value)) {
    const texts = (Array.isArray(messages) ? messages : [messages]).filter(
      (text): text is string => typeof text === "string" && text.trim() !== "",
    );
    if (texts.length) out[field] = texts;
  }
  return out;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

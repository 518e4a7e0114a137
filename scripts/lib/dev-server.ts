/**
 * The request listener of `npm start`: the mail viewer (only while the mail catcher runs), then
 * everything Netlify would answer (functions, static files, headers), then the 404 page. Text
 * answers go gzipped to browsers that accept it, as Netlify's CDN compresses them.
 *
 * Before anything is routed, the body is read with a limit and a time limit, as Netlify's edge
 * does (docs/decisions/332-local-runner-limits.md): a JSON or other text body over 64 KB (the API's
 * limit) or an upload over Netlify's 6 MB is refused with 413 while it is read, without reading
 * the rest; a body not complete within `bodyTimeoutMs` answers 408 and the connection closes;
 * TRACE and TRACK answer 405.
 */
import { existsSync, readFileSync } from "node:fs";
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { createGzip } from "node:zlib";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { randomUUID } from "node:crypto";
import type { MailSink } from "../../functions/_shared/mail/sink";
import { MAX_JSON_BODY_BYTES } from "../../functions/_shared/validate";
import { findFunction, type RoutedFunction } from "./functions-router";

/** Netlify's limit for the request body of a synchronous function (an upload's multipart body). */
export const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;
/** How long a request body may take to arrive in full. */
export const BODY_TIMEOUT_MS = 30_000;
/** Methods the site answers; anything else (TRACE, TRACK, ...) is 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

type NetlifyHandler = {
  handleAndIntrospectNodeRequest(request: IncomingMessage): Promise<{ response: Response } | undefined>;
};

export type DevServerOptions = {
  netlify: NetlifyHandler;
  /** Functions run in this process (see functions-router.ts). */
  functions?: RoutedFunction[];
  /**
   * Let @netlify/dev run the functions, except for requests with a binary body: @netlify/dev reads
   * those as text and then decodes them as base64, so an upload arrives as a few garbage bytes.
   */
  preferNetlifyFunctions?: boolean;
  /** Present only on embedded defaults; without it /api/dev/mails does not exist. */
  mailSink?: MailSink;
  notFoundPage: string;
  notFoundText: string;
  serverErrorText: string;
  /** The Dutch texts of 413, 405 and 408 (errors:tooLarge, errors:methodNotAllowed, errors:requestTimeout). */
  tooLargeText: string;
  methodNotAllowedText: string;
  timeoutText: string;
  /** Default BODY_TIMEOUT_MS. */
  bodyTimeoutMs?: number;
  log?: (line: string) => void;
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

/** Text answers worth compressing (images other than SVG, fonts and archives are compressed already). */
export function compressible(contentType: string | null): boolean {
  const type = (contentType ?? "").toLowerCase();
  return /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/.test(type);
}

/** Writes `response`; text goes gzipped to a browser that accepts it, as Netlify's CDN serves it. */
async function writeResponse(res: ServerResponse, response: Response, acceptEncoding = ""): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  const gzip =
    /\bgzip\b/.test(acceptEncoding) &&
    !response.headers.has("content-encoding") &&
    compressible(response.headers.get("content-type"));
  if (gzip) {
    res.setHeader("content-encoding", "gzip");
    res.setHeader("vary", "accept-encoding");
    res.removeHeader("content-length");
  }
  await new Promise<void>((resolve, reject) => {
    const body = Readable.fromWeb(response.body as unknown as NodeReadableStream).on("error", reject);
    (gzip ? body.pipe(createGzip()).on("error", reject) : body).pipe(res).on("finish", resolve);
  });
}

function toRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  return new Request(new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`), {
    method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

/** Why a body was not read: too large (413) or too slow (408). */
class BodyRefused extends Error {
  constructor(readonly status: 413 | 408) {
    super(status === 413 ? "body too large" : "body too slow");
  }
}

/** The most bytes a request's body may have: an upload's (binary) or any other. */
export function bodyLimitFor(contentType: string | undefined): number {
  return hasBinaryBody(contentType) ? MAX_UPLOAD_BYTES : MAX_JSON_BODY_BYTES;
}

/**
 * Reads the body (none for GET and HEAD), refusing it as soon as it is larger than `limit` (a
 * declared Content-Length before reading a byte) or has not arrived in full after `timeoutMs`.
 */
export function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<Buffer | undefined> {
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") return Promise.resolve(undefined);
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyRefused(413));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: Error | null) => {
      clearTimeout(timer);
      req.off("data", onData).off("end", onEnd).off("error", onError);
      if (error) {
        req.pause();
        reject(error);
      } else {
        resolve(Buffer.concat(chunks));
      }
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return stop(new BodyRefused(413));
      chunks.push(chunk);
    };
    const onEnd = () => stop(null);
    const onError = (error: Error) => stop(error);
    const timer = setTimeout(() => stop(new BodyRefused(408)), timeoutMs);
    req.on("data", onData).on("end", onEnd).on("error", onError);
  });
}

/** The request again for @netlify/dev (it reads the body from the stream), with the body already read. */
function replayed(req: IncomingMessage, body: Buffer | undefined): IncomingMessage {
  const copy = Readable.from(body ? [body] : []) as unknown as IncomingMessage;
  return Object.assign(copy, {
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    url: req.url,
    method: req.method,
    socket: req.socket,
    httpVersion: req.httpVersion,
  });
}

/** How long the rest of a refused body is still taken in (and dropped) before the connection goes. */
const LINGER_MS = 1000;

/** A refusal before routing (no body to drop). */
function refuse(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    connection: "close",
    ...headers,
  });
  res.end(JSON.stringify({ status, code, message }));
}

/**
 * Refuses a body in the middle of it (413, 408) and closes the connection. The answer is written
 * on the socket directly, which then half-closes and drops whatever the client still sends for
 * LINGER_MS before it goes (a lingering close): Node's own answer would destroy the socket with
 * unread data, which resets it, and the client could lose the answer before reading it.
 */
function refuseBody(req: IncomingMessage, status: 408 | 413, code: string, message: string): void {
  const body = JSON.stringify({ status, code, message });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    "content-type: application/json; charset=utf-8",
    "cache-control: no-store",
    `content-length: ${Buffer.byteLength(body)}`,
    "connection: close",
  ].join("\r\n");
  const socket = req.socket;
  socket.end(`${head}\r\n\r\n${body}`);
  req.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/** Bodies that @netlify/dev cannot pass on intact (see preferNetlifyFunctions); uploads, with their own limit. */
export function hasBinaryBody(contentType: string | undefined): boolean {
  const type = (contentType ?? "").toLowerCase();
  return type.startsWith("multipart/") || type.startsWith("image/") || type.startsWith("application/octet-stream");
}

export function createDevRequestListener(options: DevServerOptions) {
  const { netlify, mailSink, notFoundPage } = options;
  return (req: IncomingMessage, res: ServerResponse): void => {
    void (async () => {
      if (!ALLOWED_METHODS.includes(req.method ?? "")) {
        refuse(res, 405, "MethodNotAllowed", options.methodNotAllowedText, { allow: ALLOWED_METHODS.join(", ") });
        return;
      }
      let body: Buffer | undefined;
      try {
        body = await readBody(req, bodyLimitFor(req.headers["content-type"]), options.bodyTimeoutMs ?? BODY_TIMEOUT_MS);
      } catch (error) {
        if (!(error instanceof BodyRefused)) throw error;
        if (error.status === 413) refuseBody(req, 413, "PayloadTooLarge", options.tooLargeText);
        else refuseBody(req, 408, "RequestTimeout", options.timeoutText);
        return;
      }
      const url = new URL(req.url ?? "/", "http://localhost");
      if (mailSink && url.pathname === "/api/dev/mails" && req.method === "GET") {
        sendJson(res, 200, mailSink.mails());
        return;
      }
      const fn = options.functions && findFunction(options.functions, url.pathname);
      if (fn && (!options.preferNetlifyFunctions || hasBinaryBody(req.headers["content-type"]))) {
        const context = { ip: req.socket.remoteAddress ?? "", requestId: randomUUID(), params: {}, geo: {} };
        await writeResponse(
          res,
          await fn.handler(toRequest(req, body), context),
          String(req.headers["accept-encoding"] ?? ""),
        );
        return;
      }
      const match = await netlify.handleAndIntrospectNodeRequest(replayed(req, body));
      if (match) {
        await writeResponse(res, match.response, String(req.headers["accept-encoding"] ?? ""));
        return;
      }
      if (url.pathname.startsWith("/api/")) {
        sendJson(res, 404, { status: 404, code: "NotFound", message: options.notFoundText });
        return;
      }
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      res.end(
        existsSync(notFoundPage)
          ? readFileSync(notFoundPage)
          : `<!doctype html><html lang="nl"><title>${options.notFoundText}</title></html>`,
      );
    })().catch((error: unknown) => {
      options.log?.(String(error instanceof Error ? error.stack : error));
      if (!res.headersSent) sendJson(res, 500, { status: 500, code: "ServerError", message: options.serverErrorText });
      else res.end();
    });
  };
}

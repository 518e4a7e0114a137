/**
 * The request listener of `npm start`: the mail viewer (only while the mail catcher runs), then
 * everything Netlify would answer (functions, static files, headers), then the 404 page. Text
 * answers go gzipped to browsers that accept it, as Netlify's CDN compresses them.
 */
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { createGzip } from "node:zlib";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { randomUUID } from "node:crypto";
import type { MailSink } from "../../functions/_shared/mail/sink";
import { findFunction, type RoutedFunction } from "./functions-router";

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
  const gzip = /\bgzip\b/.test(acceptEncoding) && !response.headers.has("content-encoding") && compressible(response.headers.get("content-type"));
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

async function toRequest(req: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  let body: Buffer | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  }
  return new Request(new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`), { method, headers, body: body ? new Uint8Array(body) : undefined });
}

/** Bodies that @netlify/dev cannot pass on intact (see preferNetlifyFunctions). */
export function hasBinaryBody(contentType: string | undefined): boolean {
  const type = (contentType ?? "").toLowerCase();
  return type.startsWith("multipart/") || type.startsWith("image/") || type.startsWith("application/octet-stream");
}

export function createDevRequestListener(options: DevServerOptions) {
  const { netlify, mailSink, notFoundPage } = options;
  return (req: IncomingMessage, res: ServerResponse): void => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (mailSink && url.pathname === "/api/dev/mails" && req.method === "GET") {
        sendJson(res, 200, mailSink.mails());
        return;
      }
      const fn = options.functions && findFunction(options.functions, url.pathname);
      if (fn && (!options.preferNetlifyFunctions || hasBinaryBody(req.headers["content-type"]))) {
        const context = { ip: req.socket.remoteAddress ?? "", requestId: randomUUID(), params: {}, geo: {} };
        await writeResponse(res, await fn.handler(await toRequest(req), context), String(req.headers["accept-encoding"] ?? ""));
        return;
      }
      const match = await netlify.handleAndIntrospectNodeRequest(req);
      if (match) {
        await writeResponse(res, match.response, String(req.headers["accept-encoding"] ?? ""));
        return;
      }
      if (url.pathname.startsWith("/api/")) {
        sendJson(res, 404, { status: 404, code: "NotFound", message: options.notFoundText });
        return;
      }
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : `<!doctype html><html lang="nl"><title>${options.notFoundText}</title></html>`);
    })().catch((error: unknown) => {
      options.log?.(String(error instanceof Error ? error.stack : error));
      if (!res.headersSent) sendJson(res, 500, { status: 500, code: "ServerError", message: options.serverErrorText });
      else res.end();
    });
  };
}

import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, get, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import nodemailer from "nodemailer";
import { startMailSink, type MailSink } from "../../functions/_shared/mail/sink";
import { createDevRequestListener } from "./dev-server";

/** Stands in for @netlify/dev (which only loads as an ES module): answers /api/v1/ping, nothing else. */
const netlify = {
  async handleAndIntrospectNodeRequest(req: { url?: string }) {
    if (req.url !== "/api/v1/ping") return undefined;
    const headers = new Headers({ "content-type": "application/json" });
    headers.append("set-cookie", "a=1; Path=/");
    headers.append("set-cookie", "b=2; Path=/");
    return { response: new Response('{"pong":true}', { status: 200, headers }) };
  },
};

const REFUSALS = {
  tooLargeText: "Wat je verstuurt is te groot. Maak het kleiner en probeer het opnieuw.",
  methodNotAllowedText: "Deze manier van opvragen kent deze site niet.",
  timeoutText: "Het versturen duurde te lang. Probeer het opnieuw.",
};

async function listen(
  listener: ReturnType<typeof createDevRequestListener>,
): Promise<{ server: Server; base: string }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("the npm start request listener", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "dev-server-"));
  const notFoundPage = path.join(dir, "404.html");
  writeFileSync(notFoundPage, '<html lang="nl"><h1>Pagina niet gevonden</h1></html>');
  const texts = {
    notFoundPage,
    ...REFUSALS,
    notFoundText: "Deze pagina bestaat niet.",
    serverErrorText: "Er was een probleem met de server.",
  };

  let sink: MailSink;
  beforeAll(async () => {
    sink = await startMailSink();
  });
  afterAll(() => sink.stop());

  it("shows the caught mails at /api/dev/mails on embedded defaults", async () => {
    const { server, base } = await listen(createDevRequestListener({ netlify, mailSink: sink, ...texts }));
    await nodemailer
      .createTransport(sink.url)
      .sendMail({ from: "a@reumanl.nl", to: "b@example.nl", subject: "Welkom", text: "Hoi" });
    const response = await fetch(`${base}/api/dev/mails`);
    expect(response.status).toBe(200);
    const mails = (await response.json()) as Array<{ to: string; subject: string }>;
    expect(mails[0]).toMatchObject({ to: "b@example.nl", subject: "Welkom" });
    server.close();
  });

  it("answers 404 at /api/dev/mails with production settings (no mail catcher)", async () => {
    const { server, base } = await listen(createDevRequestListener({ netlify, ...texts }));
    const response = await fetch(`${base}/api/dev/mails`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, code: "NotFound", message: "Deze pagina bestaat niet." });
    server.close();
  });

  it("passes Netlify's answer on with every cookie, and serves the 404 page for unknown paths", async () => {
    const { server, base } = await listen(createDevRequestListener({ netlify, ...texts }));
    const ping = await fetch(`${base}/api/v1/ping`);
    expect(await ping.json()).toEqual({ pong: true });
    expect(ping.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    const page = await fetch(`${base}/bestaat-niet`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Pagina niet gevonden");
    server.close();
  });
});

describe("compression", () => {
  it("gzips text for a browser that accepts it, as Netlify's CDN does, and leaves images and other browsers alone", async () => {
    const script = "console.log('ReumaNL');\n".repeat(200);
    const files: Record<string, { type: string; body: Uint8Array<ArrayBuffer> }> = {
      "/app.js": { type: "application/javascript", body: new TextEncoder().encode(script) },
      "/foto.png": { type: "image/png", body: new Uint8Array(500) },
    };
    const staticFiles = {
      async handleAndIntrospectNodeRequest(req: { url?: string }) {
        const file = files[req.url ?? ""];
        return file
          ? {
              response: new Response(file.body, {
                headers: { "content-type": file.type, "content-length": String(file.body.length) },
              }),
            }
          : undefined;
      },
    };
    const { server, base } = await listen(
      createDevRequestListener({
        netlify: staticFiles,
        notFoundPage: "/nonexistent",
        ...REFUSALS,
        notFoundText: "Deze pagina bestaat niet.",
        serverErrorText: "Er was een probleem met de server.",
      }),
    );
    const raw = (path: string, encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
        get(`${base}${path}`, { headers: { "accept-encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res
            .on("data", (chunk: Buffer) => chunks.push(chunk))
            .on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        }).on("error", reject);
      });

    const zipped = await raw("/app.js", "gzip, deflate, br");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["vary"]).toBe("accept-encoding");
    expect(zipped.bytes.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(zipped.bytes).toString()).toBe(script);

    const plain = await raw("/app.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);
    const image = await raw("/foto.png", "gzip");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.bytes.length).toBe(500);
    server.close();
  });
});

describe("functions run in process", () => {
  it("hands the request with its body, headers and cookies to the function whose path matches", async () => {
    const { pathPattern } = await import("./functions-router");
    const echo = {
      name: "echo",
      patterns: [pathPattern("/api/v1/echo/*")],
      handler: async (request: Request, context: Record<string, unknown>) =>
        Response.json({
          method: request.method,
          body: await request.text(),
          cookie: request.headers.get("cookie"),
          ip: context.ip,
          path: new URL(request.url).pathname,
        }),
    };
    const listener = createDevRequestListener({
      netlify,
      functions: [echo],
      notFoundPage: "/nonexistent",
      ...REFUSALS,
      notFoundText: "Deze pagina bestaat niet.",
      serverErrorText: "Er was een probleem met de server.",
    });
    const { server, base } = await listen(listener);
    const response = await fetch(`${base}/api/v1/echo/x`, {
      method: "POST",
      body: '{"a":1}',
      headers: { cookie: "rnl_af=abc" },
    });
    expect(await response.json()).toEqual({
      method: "POST",
      body: '{"a":1}',
      cookie: "rnl_af=abc",
      ip: "127.0.0.1",
      path: "/api/v1/echo/x",
    });
    // Paths no function claims still go to @netlify/dev.
    expect(await (await fetch(`${base}/api/v1/ping`)).json()).toEqual({ pong: true });
    server.close();
  });

  it("lets @netlify/dev run functions when asked, but keeps binary uploads in process", async () => {
    const { pathPattern } = await import("./functions-router");
    const seen: string[] = [];
    const fn = {
      name: "ping",
      patterns: [pathPattern("/api/v1/ping")],
      handler: async (request: Request) => {
        seen.push(`${request.method} ${(await request.arrayBuffer()).byteLength}`);
        return Response.json({ inProcess: true });
      },
    };
    const listener = createDevRequestListener({
      netlify,
      functions: [fn],
      preferNetlifyFunctions: true,
      notFoundPage: "/nonexistent",
      ...REFUSALS,
      notFoundText: "Deze pagina bestaat niet.",
      serverErrorText: "Er was een probleem met de server.",
    });
    const { server, base } = await listen(listener);
    expect(await (await fetch(`${base}/api/v1/ping`)).json()).toEqual({ pong: true });
    const upload = await fetch(`${base}/api/v1/ping`, {
      method: "POST",
      body: new Uint8Array([0, 255, 1, 254]),
      headers: { "content-type": "image/jpeg" },
    });
    expect(await upload.json()).toEqual({ inProcess: true });
    expect(seen).toEqual(["POST 4"]);
    server.close();
  });
});

describe("bodies, methods and slow senders (issue 35 row 13)", () => {
  const texts = {
    notFoundPage: "/nonexistent",
    notFoundText: "Deze pagina bestaat niet.",
    serverErrorText: "Er was een probleem met de server.",
    ...REFUSALS,
  };
  const seen: string[] = [];
  const echo = async () => {
    const { pathPattern } = await import("./functions-router");
    return {
      name: "echo",
      patterns: [pathPattern("/api/v1/echo/*")],
      handler: async (request: Request) => {
        const bytes = (await request.arrayBuffer()).byteLength;
        seen.push(`${request.method} ${bytes}`);
        return Response.json({ bytes });
      },
    };
  };
  beforeEach(() => void (seen.length = 0));

  /** Streams up to `total` bytes without a Content-Length; answers the status and how much had been sent when the answer came. */
  function streamUntilAnswered(
    base: string,
    total: number,
    contentType: string,
  ): Promise<{ status: number; body: string; sentWhenAnswered: number }> {
    return new Promise((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = request(
        `${base}/api/v1/echo/x`,
        { method: "POST", headers: { "content-type": contentType, "transfer-encoding": "chunked" } },
        (res) => {
          answered = true;
          const sentWhenAnswered = sent;
          const chunks: Buffer[] = [];
          res
            .on("data", (chunk: Buffer) => chunks.push(chunk))
            .on("end", () =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sentWhenAnswered }),
            );
        },
      );
      req.on("error", (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(16 * 1024, 0x61);
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
  }

  it("refuses a JSON body over 64 KB while reading it (413, Dutch), without reading the rest or calling the function", async () => {
    const { server, base } = await listen(createDevRequestListener({ netlify, functions: [await echo()], ...texts }));
    const answer = await streamUntilAnswered(base, 64 * 1024 * 1024, "application/json");
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ status: 413, code: "PayloadTooLarge", message: texts.tooLargeText });
    // Answered long before the 64 MB were sent: the body was cut, not read to its end.
    expect(answer.sentWhenAnswered).toBeLessThan(8 * 1024 * 1024);
    expect(seen).toEqual([]);
    // A declared length over the limit is refused before a byte of the body is read.
    const declared = await fetch(`${base}/api/v1/echo/x`, {
      method: "POST",
      body: "x".repeat(70 * 1024),
      headers: { "content-type": "application/json" },
    });
    expect(declared.status).toBe(413);
    expect(seen).toEqual([]);
    server.closeAllConnections();
    server.close();
  });

  it("takes bodies up to the limit, and uploads up to Netlify's 6 MB", async () => {
    const { server, base } = await listen(createDevRequestListener({ netlify, functions: [await echo()], ...texts }));
    const json = await fetch(`${base}/api/v1/echo/x`, {
      method: "POST",
      body: "x".repeat(64 * 1024),
      headers: { "content-type": "application/json" },
    });
    expect(await json.json()).toEqual({ bytes: 64 * 1024 });
    const photo = await fetch(`${base}/api/v1/echo/x`, {
      method: "POST",
      body: new Uint8Array(5 * 1024 * 1024),
      headers: { "content-type": "image/jpeg" },
    });
    expect(await photo.json()).toEqual({ bytes: 5 * 1024 * 1024 });
    const tooBig = await streamUntilAnswered(base, 64 * 1024 * 1024, "multipart/form-data; boundary=x");
    expect(tooBig.status).toBe(413);
    expect(tooBig.sentWhenAnswered).toBeLessThan(16 * 1024 * 1024);
    expect(seen).toEqual(["POST 65536", "POST 5242880"]);
    server.closeAllConnections();
    server.close();
  });

  // (CONNECT never reaches a request listener: Node's server closes such a connection itself, and
  // its parser answers 400 to a method it does not know, such as TRACK.)
  it.each(["TRACE"])("refuses %s with 405 and the Dutch text, never 500", async (method) => {
    const { server, base } = await listen(createDevRequestListener({ netlify, functions: [await echo()], ...texts }));
    for (const path of ["/api/v1/echo/x", "/api/v1/ping", "/"]) {
      const answer = await new Promise<{ status: number; allow: string | undefined; body: string }>(
        (resolve, reject) => {
          request(`${base}${path}`, { method }, (res) => {
            const chunks: Buffer[] = [];
            res
              .on("data", (chunk: Buffer) => chunks.push(chunk))
              .on("end", () =>
                resolve({
                  status: res.statusCode ?? 0,
                  allow: res.headers.allow,
                  body: Buffer.concat(chunks).toString(),
                }),
              );
          })
            .on("error", reject)
            .end();
        },
      );
      expect(answer.status).toBe(405);
      expect(answer.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(JSON.parse(answer.body)).toEqual({
        status: 405,
        code: "MethodNotAllowed",
        message: texts.methodNotAllowedText,
      });
    }
    expect(seen).toEqual([]);
    server.closeAllConnections();
    server.close();
  });

  it("cuts a body that does not finish in time (408, Dutch) and closes the connection", async () => {
    const { server, base } = await listen(
      createDevRequestListener({ netlify, functions: [await echo()], bodyTimeoutMs: 300, ...texts }),
    );
    const started = Date.now();
    const answer = await new Promise<{ status: number; body: string; closed: boolean }>((resolve, reject) => {
      const req = request(
        `${base}/api/v1/echo/x`,
        { method: "POST", headers: { "content-type": "application/json", "content-length": "1000" } },
        (res) => {
          const chunks: Buffer[] = [];
          res
            .on("data", (chunk: Buffer) => chunks.push(chunk))
            .on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                body: Buffer.concat(chunks).toString(),
                closed: res.headers.connection === "close",
              }),
            );
        },
      );
      req.on("error", reject);
      // A byte every 100 ms: never idle, never done (the slow-body attack).
      req.write("{");
      const drip = setInterval(() => req.write(" "), 100);
      req.on("close", () => clearInterval(drip));
      setTimeout(() => clearInterval(drip), 5000).unref();
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ status: 408, code: "RequestTimeout", message: texts.timeoutText });
    expect(answer.closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(seen).toEqual([]);
    server.closeAllConnections();
    server.close();
  });
});

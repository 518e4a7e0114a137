/**
 * Fuzzes every body schema of src/domain with text Postgres cannot store (a NUL byte) or UTF-8
 * cannot encode (a lone surrogate): each must be a Dutch 400 at the field, never reach the route.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { z } from "zod";
import { ANTIFORGERY_COOKIE, antiforgeryTokenFor, newAntiforgeryCookieValue } from "./antiforgery";
import { createApp } from "./http";
import { RICH_TEXT_MAX_DEPTH } from "../../src/domain/rich-text/schema";
import { jsonDepthExceeds, MAX_JSON_DEPTH, validate } from "./validate";

const SECRET = "validate-text-test-secret-0123456789abcdef";
const DUTCH = "Dit veld bevat een teken dat niet kan worden opgeslagen. Haal het weg en probeer het opnieuw.";
const BAD = { nul: "voor\u0000na", loneHigh: "voor\ud800na", loneLow: "\udc00", reversed: "\udc00\ud800" };

function domainModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return domainModules(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every exported zod object schema of src/domain, by "file#export". */
function bodySchemas(): [string, z.ZodObject][] {
  const root = path.join(__dirname, "../../src/domain");
  const found: [string, z.ZodObject][] = [];
  for (const file of domainModules(root)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every domain module is read by its file name, found at run time
    const exports = require(file) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof z.ZodObject) found.push([`${path.relative(root, file)}#${name}`, value]);
    }
  }
  return found;
}

const handled = jest.fn();

function appFor(schema: z.ZodType) {
  const app = createApp("/api/v1/Fuzz");
  app.post("/x", validate(schema, "errors"), (c) => {
    handled(c.var.body);
    return c.json({ ok: true });
  });
  return app;
}

function signedPost(body: unknown): Request {
  const cookie = newAntiforgeryCookieValue();
  return new Request("http://localhost:8888/api/v1/Fuzz/x", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      RequestVerificationToken: antiforgeryTokenFor(cookie, undefined, SECRET),
      cookie: `${ANTIFORGERY_COOKIE}=${cookie}`,
    },
    body: JSON.stringify(body),
  });
}

/** The bad text as the field's value, inside a list, and deep inside an object (rich text). */
function placements(text: string): unknown[] {
  return [text, [text], { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] }];
}

beforeEach(() => {
  process.env.APP_SECRET = SECRET;
  handled.mockClear();
});

const schemas = bodySchemas();

it("finds the body schemas of src/domain", () => {
  expect(schemas.length).toBeGreaterThan(20);
});

describe.each(schemas)("%s", (_name, schema) => {
  const fields = Object.keys(schema.shape);
  it.each(Object.entries(BAD))("refuses %s text in every field with a Dutch 400", async (_kind, text) => {
    for (const field of fields) {
      for (const value of placements(text)) {
        const response = await appFor(schema).fetch(signedPost({ [field]: value }));
        expect({ field, status: response.status }).toEqual({ field, status: 400 });
        const body = (await response.json()) as { code: string; message: string; errors: Record<string, string[]> };
        expect(body.code).toBe("ValidationFailed");
        expect(body.message).toBe(DUTCH);
        expect(body.errors[field]).toEqual([DUTCH]);
      }
    }
    expect(handled).not.toHaveBeenCalled();
  });
});

it("refuses the bad text in a field name too", async () => {
  const response = await appFor(z.object({}).passthrough()).fetch(signedPost({ "a\u0000b": "x" }));
  expect(response.status).toBe(400);
  expect(((await response.json()) as { message: string }).message).toBe(DUTCH);
});

it("lets well-formed text through, emoji (surrogate pairs) included", async () => {
  const response = await appFor(z.object({ Title: z.string() })).fetch(signedPost({ Title: "Fijne dag 🌷 – é" }));
  expect(response.status).toBe(200);
  expect(handled).toHaveBeenCalledWith({ Title: "Fijne dag 🌷 – é" });
});

describe("nesting depth (issue 35 row 5)", () => {
  const TOO_DEEP = "De gegevens zijn te diep in elkaar genest. Stuur ze eenvoudiger opgebouwd.";
  const rawPost = (body: string) => {
    const request = signedPost({});
    return new Request(request.url, { method: "POST", headers: request.headers, body });
  };

  it("refuses 30,000 levels (under 64 KB) with the Dutch 400 before parsing, and logs nothing", async () => {
    const error = jest.spyOn(console, "error");
    const response = await appFor(z.object({ Body: z.unknown() })).fetch(
      rawPost(`{"Body":${"[".repeat(30_000)}${"]".repeat(30_000)}}`),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "InvalidBody", message: TOO_DEEP });
    expect(handled).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("counts only real nesting: brackets inside strings and escaped quotes do not count", () => {
    expect(jsonDepthExceeds(`{"a":"${"[".repeat(500)}\\"{{{"}`, 3)).toBe(false);
    expect(jsonDepthExceeds(`{"a":[[[1]]]}`, 3)).toBe(true);
    expect(jsonDepthExceeds(`{"a":[[1]]}`, 3)).toBe(false);
    // An escaped backslash ends no string: the quote after it does.
    expect(jsonDepthExceeds(`[{"a":"\\\\"},{"b":[{"c":{}}]}]`, 5)).toBe(false);
    expect(jsonDepthExceeds(`[{"a":"\\\\"},{"b":[{"c":{}}]}]`, 4)).toBe(true);
  });

  it("lets the deepest rich text a person can write through (12 levels of content with marks)", async () => {
    let node: Record<string, unknown> = {
      type: "text",
      text: "diep",
      marks: [{ type: "link", attrs: { href: "https://reumanl.nl" } }],
    };
    for (let level = 0; level < RICH_TEXT_MAX_DEPTH; level += 1)
      node = { type: level % 2 ? "listItem" : "bulletList", content: [node] };
    const body = { Body: { type: "doc", content: [node] } };
    expect(jsonDepthExceeds(JSON.stringify(body), MAX_JSON_DEPTH)).toBe(false);
    const response = await appFor(z.object({ Body: z.unknown() })).fetch(signedPost(body));
    expect(response.status).toBe(200);
  });
});

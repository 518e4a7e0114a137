/**
 * Fuzzes every body schema of src/domain with text Postgres cannot store (a NUL byte) or UTF-8
 * cannot encode (a lone surrogate): each must be a Dutch 400 at the field, never reach the route.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { z } from "zod";
import { ANTIFORGERY_COOKIE, antiforgeryTokenFor, newAntiforgeryCookieValue } from "./antiforgery";
import { createApp } from "./http";
import { validate } from "./validate";

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

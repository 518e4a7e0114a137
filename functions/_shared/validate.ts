/**
 * Body validation with the shared zod schemas of src/domain (the same ones the forms use).
 */
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { fieldErrorsOf } from "../../src/domain/field-errors";
import type { Namespace } from "../../src/i18n/resources";
import { Invalid, InvalidBody, PayloadTooLarge, TooDeep, type FieldKeys } from "./errors";

/** Bodies larger than this are refused before parsing (no call of this API needs more). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * Arrays and objects nested deeper than this are refused before parsing. The deepest body a person
 * can send is rich text at RICH_TEXT_MAX_DEPTH (12 levels of content, about 30 JSON levels).
 */
export const MAX_JSON_DEPTH = 64;

export type ValidateOptions = {
  /** Field errors keyed by their whole path ("Editions.0.Date", so a form shows each row's error at its own field) instead of the top-level field. */
  nested?: boolean;
};

/**
 * Parses the JSON body with a shared zod schema whose messages are keys of namespace `ns`.
 * Larger than MAX_JSON_BODY_BYTES: 413; nested deeper than MAX_JSON_DEPTH: 400 InvalidBody with the
 * errors:tooDeep text; not JSON or not an object: 400 InvalidBody; breaks the schema: 400
 * ValidationFailed with the Dutch text per field. The parsed body is `c.var.body`.
 */
export function validate<S extends z.ZodType>(schema: S, ns: Namespace, options: ValidateOptions = {}) {
  return createMiddleware<{ Variables: { body: z.output<S> } }>(async (c, next) => {
    // A declared length over the limit is refused before the body is read at all.
    if (Number(c.req.header("content-length") ?? 0) > MAX_JSON_BODY_BYTES) throw new PayloadTooLarge();
    const text = await c.req.text();
    if (Buffer.byteLength(text, "utf8") > MAX_JSON_BODY_BYTES) throw new PayloadTooLarge();
    // Before JSON.parse and every walk of the parsed value (the checks below, zod): none of them
    // then meets more than MAX_JSON_DEPTH levels, so no recursion can run out of stack.
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new TooDeep();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new InvalidBody();
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) throw new InvalidBody();
    const unstorable = fieldWithUnstorableText(json as Record<string, unknown>);
    if (unstorable !== undefined) throw new Invalid({ [unstorable]: ["errors:invalidCharacters"] });
    c.set("body", parseOrInvalid(schema, json, ns, options));
    await next();
  });
}

/**
 * Whether the JSON text nests arrays and objects deeper than `limit`: one pass over the text,
 * without recursion and without parsing (brackets inside strings do not count). Text that is not
 * JSON may answer either way; JSON.parse refuses it next.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** The value parsed by the schema, or 400 ValidationFailed with the Dutch text per field. */
export function parseOrInvalid<S extends z.ZodType>(
  schema: S,
  value: unknown,
  ns: Namespace,
  options: ValidateOptions = {},
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Invalid(namespaced(ns, fieldErrorsOf(parsed.error, options.nested ? "path" : "field")));
  return parsed.data;
}

/**
 * A NUL byte cannot be stored in a Postgres text or jsonb value, and a lone UTF-16 surrogate is no
 * character at all (it cannot be encoded as UTF-8): text holding either is refused here, once for
 * every body, before any schema or database sees it. Answers the top-level field that holds it
 * (the field name itself counts), or undefined when the body is clean.
 */
export function fieldWithUnstorableText(body: Record<string, unknown>): string | undefined {
  for (const [field, value] of Object.entries(body)) {
    if (hasUnstorableText(field) || holdsUnstorableText(value)) return hasUnstorableText(field) ? "_" : field;
  }
  return undefined;
}

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- PostgreSQL text cannot hold NUL: it is looked for on purpose
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return hasUnstorableText(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).some(([key, inner]) => hasUnstorableText(key) || holdsUnstorableText(inner));
  }
  return false;
}

function namespaced(ns: Namespace, fields: Record<string, string[]>): FieldKeys {
  const out: FieldKeys = {};
  // A key that names its namespace ("errors:directionControl", shared by every schema) keeps it.
  for (const [field, keys] of Object.entries(fields))
    out[field] = keys.map((key) => (key.includes(":") ? key : `${ns}:${key}`));
  return out;
}

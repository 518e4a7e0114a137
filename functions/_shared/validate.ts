/**
 * Body validation with the shared zod schemas of src/domain (the same ones the forms use).
 */
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { fieldErrorsOf } from "../../src/domain/field-errors";
import type { Namespace } from "../../src/i18n/resources";
import { Invalid, InvalidBody, PayloadTooLarge, type FieldKeys } from "./errors";

/** Bodies larger than this are refused before parsing (no call of this API needs more). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * Parses the JSON body with a shared zod schema whose messages are keys of namespace `ns`.
 * Not JSON or not an object: 400 InvalidBody; breaks the schema: 400 ValidationFailed with the
 * Dutch text per field. The parsed body is `c.var.body`.
 */
export function validate<S extends z.ZodType>(schema: S, ns: Namespace) {
  return createMiddleware<{ Variables: { body: z.output<S> } }>(async (c, next) => {
    const text = await c.req.text();
    if (Buffer.byteLength(text, "utf8") > MAX_JSON_BODY_BYTES) throw new PayloadTooLarge();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new InvalidBody();
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) throw new InvalidBody();
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new Invalid(namespaced(ns, fieldErrorsOf(parsed.error)));
    c.set("body", parsed.data);
    await next();
  });
}

function namespaced(ns: Namespace, fields: Record<string, string[]>): FieldKeys {
  const out: FieldKeys = {};
  for (const [field, keys] of Object.entries(fields)) out[field] = keys.map((key) => `${ns}:${key}`);
  return out;
}

/**
 * Body validation like ../_shared/validate.ts, but field errors keep their whole path
 * ("Editions.0.Date"), so the form shows each edition's error at its own field.
 */
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { fieldErrorsOf } from "../../src/domain/field-errors";
import { Invalid, InvalidBody, PayloadTooLarge, type FieldKeys } from "../_shared/errors";
import { MAX_JSON_BODY_BYTES } from "../_shared/validate";

export function validateNested<S extends z.ZodType>(schema: S) {
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
    if (!parsed.success) {
      const fields: FieldKeys = {};
      for (const [field, keys] of Object.entries(fieldErrorsOf(parsed.error, "path"))) fields[field] = keys.map((key) => `activities:${key}`);
      throw new Invalid(fields);
    }
    c.set("body", parsed.data);
    await next();
  });
}

/**
 * The one field-error flattener, shared by the forms and by the functions' body validation: a zod
 * error becomes the texts (i18n keys of the schema's namespace) per body field, first message first.
 */
import type { z } from "zod";

/** Field errors keyed by the body's field names, each a list of i18n keys. */
export type FieldErrors = Record<string, string[]>;

/**
 * Keyed by the top-level field (`"field"`, default), or by the whole path (`"path"`:
 * "Editions.0.Date") for forms that show a list's errors at each item's own field. Issues about
 * the body itself are under "_".
 */
export function fieldErrorsOf(error: z.ZodError, key: "field" | "path" = "field"): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = key === "path" && issue.path.length ? issue.path.map(String).join(".") : String(issue.path[0] ?? "_");
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

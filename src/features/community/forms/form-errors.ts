/** Dutch texts per field from the shared schema (client check) or from the server's answer. */
import type { z } from "zod";
import { fieldErrorsOf } from "../../../domain/auth";
import { ApiError } from "../../http";
import { ct, validationText } from "../text";

/** `text` turns a schema message key into Dutch (the conversations namespace by default). */
export function schemaErrors<F extends string>(error: z.ZodError, fields: readonly F[], text: (key: string) => string = validationText): Partial<Record<F, string>> {
  const byField = fieldErrorsOf(error);
  const out: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const key = byField[field]?.[0];
    if (key) out[field] = text(key);
  }
  return out;
}

export function serverErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return out;
  for (const field of fields) {
    const text = error.fieldError(field);
    if (text) out[field] = text;
  }
  return out;
}

/** The form-level text of a refused or failed send that has no field to go to. */
export function formFailure(error: unknown): string {
  if (error instanceof ApiError) return error.status === 0 ? ct("errors.network") : error.message;
  return ct("errors.generic");
}

/** Turns a zod error or an ApiError into Dutch texts per field for the reader forms. */
import type { z } from "zod";
import { fieldErrorsOf } from "../../domain/auth";
import { translate } from "../../i18n/translate";
import { ApiError } from "../http";

export function zodFieldTexts<F extends string>(error: z.ZodError, fields: readonly F[]): Partial<Record<F, string>> {
  const byField = fieldErrorsOf(error);
  const out: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const key = byField[field]?.[0];
    if (key) out[field] = translate("reader", key);
  }
  return out;
}

export function apiFieldTexts<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return out;
  for (const field of fields) {
    const text = error.fieldError(field);
    if (text) out[field] = text;
  }
  return out;
}

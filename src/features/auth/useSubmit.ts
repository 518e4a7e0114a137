/**
 * The submit cycle shared by the account forms: check the values with the shared zod schema
 * (messages are `auth` keys), send, and show what went wrong: field texts at the fields (the
 * server's Dutch texts for the fields this form has) and anything else in one form alert. After a
 * failed submit the first field with an error gets focus.
 */
import { useState } from "react";
import type { z } from "zod";
import { fieldErrorsOf } from "../../domain/auth";
import { translate } from "../../i18n/translate";
import { ApiError } from "../http";

export type SubmitState<F extends string> = {
  errors: Partial<Record<F, string>>;
  alert: ApiError | null;
  busy: boolean;
  /** Validates and sends; answers true when `send` succeeded. */
  submit<S extends z.ZodType>(schema: S, values: unknown, send: (body: z.output<S>) => Promise<void>): Promise<boolean>;
  reset(): void;
};

/** `alertCodes`: API error codes shown in the form alert even when they name a field (so the alert can offer a next step). */
export function useSubmit<F extends string>(fields: readonly F[], fieldId: (field: F) => string, alertCodes: readonly string[] = []): SubmitState<F> {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [alert, setAlert] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  function focusFirst(found: Partial<Record<F, string>>) {
    const first = fields.find((field) => found[field]);
    if (first) window.setTimeout(() => document.getElementById(fieldId(first))?.focus(), 0);
  }

  async function submit<S extends z.ZodType>(schema: S, values: unknown, send: (body: z.output<S>) => Promise<void>): Promise<boolean> {
    if (busy) return false;
    setAlert(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const byField = fieldErrorsOf(parsed.error);
      const found: Partial<Record<F, string>> = {};
      for (const field of fields) {
        const key = byField[field]?.[0];
        if (key) found[field] = translate("auth", key);
      }
      setErrors(found);
      focusFirst(found);
      return false;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.data);
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, "Unknown", translate("errors", "generic"));
      const found: Partial<Record<F, string>> = {};
      for (const field of fields) {
        const message = apiError.fieldError(field);
        if (message) found[field] = message;
      }
      if (Object.keys(found).length > 0 && !alertCodes.includes(apiError.code)) {
        setErrors(found);
        focusFirst(found);
      } else {
        setAlert(apiError);
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    errors,
    alert,
    busy,
    submit,
    reset() {
      setErrors({});
      setAlert(null);
    },
  };
}

/** Reads `?name=` of the current address (on the client only; the static HTML has no query). */
export function queryParam(name: string): string {
  return new URLSearchParams(window.location.search).get(name) ?? "";
}

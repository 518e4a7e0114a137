/**
 * The submit cycle shared by the forms (account, settings and the reader forms): check the values
 * with the shared zod schema (messages are keys of `namespace`, `auth` by default), send, and show
 * what went wrong: field texts at the fields (the server's Dutch texts for the fields this form has)
 * and anything else in one form alert. After a failed submit the first field with an error gets
 * focus. A schema error on a value the form does not show (say the page id of a reader form)
 * becomes the alert, with code `InvalidForm`.
 */
import { useState, type Dispatch, type SetStateAction } from "react";
import type { z } from "zod";
import { fieldErrorsOf } from "../../domain/auth";
import type { Namespace } from "../../i18n/resources";
import { translate } from "../../i18n/translate";
import { useFieldValues } from "../forms/useFieldValues";
import { ApiError } from "../http";

export const INVALID_FORM = "InvalidForm";

export type SubmitOptions = {
  /** API error codes shown in the form alert even when they name a field (so the alert can offer a next step). */
  alertCodes?: readonly string[];
  /** The namespace of the schema's message keys. */
  namespace?: Namespace;
};

export type SubmitState<F extends string> = {
  errors: Partial<Record<F, string>>;
  alert: ApiError | null;
  busy: boolean;
  /** Validates and sends; answers true when `send` succeeded. */
  submit<S extends z.ZodType>(schema: S, values: unknown, send: (body: z.output<S>) => Promise<void>): Promise<boolean>;
  reset(): void;
};

export function useSubmit<F extends string>(fields: readonly F[], fieldId: (field: F) => string, options: SubmitOptions = {}): SubmitState<F> {
  const { alertCodes = [], namespace = "auth" } = options;
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
        if (key) found[field] = translate(namespace, key);
      }
      setErrors(found);
      if (Object.keys(found).length > 0) focusFirst(found);
      else setAlert(new ApiError(0, INVALID_FORM, translate(namespace, parsed.error.issues[0]?.message ?? "errors:generic")));
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

export type TextForm<F extends string> = {
  values: Record<F, string>;
  setValues: Dispatch<SetStateAction<Record<F, string>>>;
  form: SubmitState<F>;
  /** The props of a required TextField (or PasswordField) for `name`. */
  field(name: F): { id: string; name: F; value: string; onValueChange: (value: string) => void; error: string | undefined; required: true };
};

/**
 * A form of required text fields: its values (starting from what the page already holds, see
 * forms/useFieldValues.ts), its submit cycle and the props of each field.
 */
export function useTextForm<F extends string>(fields: readonly F[], fieldId: (field: F) => string, options: SubmitOptions = {}): TextForm<F> {
  const [values, setValues] = useFieldValues(Object.fromEntries(fields.map((field) => [field, ""])) as Record<F, string>, fieldId);
  const form = useSubmit(fields, fieldId, options);
  return {
    values,
    setValues,
    form,
    field: (name) => ({
      id: fieldId(name),
      name,
      value: values[name],
      onValueChange: (value) => setValues((current) => ({ ...current, [name]: value })),
      error: form.errors[name],
      required: true,
    }),
  };
}

/** Reads `?name=` of the current address (on the client only; the static HTML has no query). */
export function queryParam(name: string): string {
  return new URLSearchParams(window.location.search).get(name) ?? "";
}

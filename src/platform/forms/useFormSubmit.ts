/**
 * The one submit cycle of every form: check the values with the shared zod schema, send, and show
 * what went wrong (docs/decisions/012-forms.md): the texts at the fields (the schema's keys in
 * Dutch, or the server's Dutch texts for the fields this form has) and anything else as one
 * form-level failure. After every refused submit focus moves, once the errors are rendered, to the
 * first field with an error or to the form's error summary. Nothing typed is touched.
 *
 * A schema error on a value the form does not show (say the page id of a reader form) becomes the
 * failure, with code `InvalidForm`. A refused call whose texts concern fields this form does not
 * show puts those texts in the failure.
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import type { z } from "zod";
import { fieldErrorsOf } from "../../domain/field-errors";
import errorTexts from "../../i18n/locales/nl/errors.json";
import { textsOf, type Namespaces } from "../../i18n/texts";
import { ApiError } from "../http";
import type { ErrorSummaryItem } from "./ErrorSummary";

export const INVALID_FORM = "InvalidForm";

export type FieldTexts<F extends string> = Partial<Record<F, string>>;

export interface FormSubmitOptions<F extends string> {
  /** The fields the form shows, in page order (the first one with an error gets focus). */
  fields: readonly F[];
  fieldId: (field: F) => string;
  /**
   * The locale files of the schema's message keys, the first for keys without a namespace
   * (`{ auth }`: "username.required"; `{ conversations }`: "conversations:title.tooLong"). A key
   * that is in none of them gives the generic error text.
   */
  messages: Namespaces;
  /** Errors keyed by their whole path ("Editions.0.Date") instead of the top-level field. */
  paths?: boolean;
  /** Whether a refused call's field texts go to the fields (default: whenever it has some). */
  atFields?: (error: ApiError) => boolean;
  /**
   * Where focus goes after a refusal: `field` (default) the first field with an error, else the
   * summary (`summaryRef`, when the form shows one); `summary` always the summary; or a function.
   */
  focus?: "field" | "summary" | ((first: F | undefined, failure: ApiError | null) => void);
  /** Stay busy after a successful send (the page navigates away or the form is replaced). */
  busyAfterSuccess?: boolean;
}

export interface FormSubmit<F extends string> {
  errors: FieldTexts<F>;
  /** What went wrong that is not at a field (a refused or failed call, or `InvalidForm`). */
  failure: ApiError | null;
  busy: boolean;
  /** The field errors in page order, for an ErrorSummary. */
  summary: ErrorSummaryItem[];
  summaryRef: RefObject<HTMLDivElement>;
  /** Validates; shows the errors and answers undefined when the values break the schema. */
  check<S extends z.ZodType>(schema: S, values: unknown): z.output<S> | undefined;
  /** Sends; shows what the server refused. Answers true when `call` succeeded. */
  send(call: () => Promise<unknown>): Promise<boolean>;
  /** check, then send the parsed body. */
  submit<S extends z.ZodType>(
    schema: S,
    values: unknown,
    call: (body: z.output<S>) => Promise<unknown>,
  ): Promise<boolean>;
  /** Shows errors found another way (a rule beyond the schema) and moves focus as after a refusal. */
  refuse(errors: FieldTexts<F>, failure?: ApiError | null): void;
  /** Drops the errors of some fields (say of a list item the person removed), without moving focus. */
  forget(which: (field: F) => boolean): void;
  reset(): void;
}

const t = textsOf({ errors: errorTexts });

/** Anything thrown by a call, as the ApiError the form shows. */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, "Unknown", t("generic"));
}

export function useFormSubmit<F extends string>(options: FormSubmitOptions<F>): FormSubmit<F> {
  const { fields, fieldId, paths = false, atFields = () => true, focus = "field", busyAfterSuccess = false } = options;
  const [errors, setErrors] = useState<FieldTexts<F>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const busyRef = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const refused = useRef<{ first: F | undefined; failure: ApiError | null }>({ first: undefined, failure: null });

  // Focus after the errors are rendered, so the field is read out together with its error.
  useEffect(() => {
    if (!refusals) return;
    const { first, failure: shown } = refused.current;
    if (typeof focus === "function") focus(first, shown);
    else if (focus === "field" && first) document.getElementById(fieldId(first))?.focus();
    else summaryRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per refusal; the options are read as they are then
  }, [refusals]);

  function refuse(found: FieldTexts<F>, shown: ApiError | null = null) {
    setErrors(found);
    setFailure(shown);
    refused.current = { first: fields.find((field) => found[field]), failure: shown };
    setRefusals((n) => n + 1);
  }

  function schemaText(key: string): string {
    const messages = textsOf({ ...options.messages, errors: errorTexts });
    return messages.has(key) ? messages(key) : t("generic");
  }

  function check<S extends z.ZodType>(schema: S, values: unknown): z.output<S> | undefined {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      setFailure(null);
      return parsed.data;
    }
    const byField = fieldErrorsOf(parsed.error, paths ? "path" : "field");
    const found: FieldTexts<F> = {};
    for (const field of fields) {
      const key = byField[field]?.[0];
      if (key) found[field] = schemaText(key);
    }
    const atNoField = Object.keys(found).length === 0;
    refuse(
      found,
      atNoField ? new ApiError(0, INVALID_FORM, schemaText(parsed.error.issues[0]?.message ?? "errors:generic")) : null,
    );
    return undefined;
  }

  async function send(call: () => Promise<unknown>): Promise<boolean> {
    if (busyRef.current) return false;
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    let ok = false;
    try {
      await call();
      ok = true;
      return true;
    } catch (error) {
      const apiError = asApiError(error);
      const found: FieldTexts<F> = {};
      for (const field of fields) {
        const text = apiError.fieldError(field);
        if (text) found[field] = text;
      }
      if (Object.keys(found).length > 0 && atFields(apiError)) {
        const elsewhere = Object.entries(apiError.fieldErrors)
          .filter(([field]) => !(fields as readonly string[]).includes(field))
          .flatMap(([, texts]) => texts);
        refuse(found, elsewhere.length ? new ApiError(apiError.status, apiError.code, elsewhere.join(" ")) : null);
      } else refuse({}, apiError);
      return false;
    } finally {
      if (!ok || !busyAfterSuccess) {
        busyRef.current = false;
        setBusy(false);
      }
    }
  }

  async function submit<S extends z.ZodType>(
    schema: S,
    values: unknown,
    call: (body: z.output<S>) => Promise<unknown>,
  ): Promise<boolean> {
    if (busyRef.current) return false;
    const body = check(schema, values);
    if (body === undefined) return false;
    return send(() => call(body));
  }

  const summary = fields
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: fieldId(field), message: errors[field]! }));
  return {
    errors,
    failure,
    busy,
    summary,
    summaryRef,
    check,
    send,
    submit,
    refuse,
    forget(which) {
      setErrors(
        (current) =>
          Object.fromEntries(Object.entries(current).filter(([field]) => !which(field as F))) as FieldTexts<F>,
      );
    },
    reset() {
      setErrors({});
      setFailure(null);
    },
  };
}

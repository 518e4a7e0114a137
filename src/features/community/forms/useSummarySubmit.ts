/**
 * The submit cycle of the conversation forms (new and edit), which show their problems in an error
 * summary: check with the shared schema, send, put the server's Dutch texts at their fields (or one
 * form-level text when no field fits) and move focus to the summary after every refused submit.
 * Nothing typed is touched. After a successful send the form stays busy: it is replaced.
 */
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import type { ErrorSummaryItem } from "../../forms/ErrorSummary";
import { formFailure, schemaErrors, serverErrors } from "./form-errors";

export function useSummarySubmit<F extends string>(fields: readonly F[], fieldId: (field: F) => string, text?: (key: string) => string) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusSummary, setFocusSummary] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusSummary) summaryRef.current?.focus();
  }, [focusSummary]);

  async function submit<T>(parsed: z.ZodSafeParseResult<T>, send: (body: T) => Promise<void>): Promise<void> {
    if (busy) return;
    setFailure(null);
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error, fields, text));
      setFocusSummary((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.data);
    } catch (problem) {
      const found = serverErrors(problem, fields);
      setErrors(found);
      if (Object.keys(found).length === 0) setFailure(formFailure(problem));
      setFocusSummary((n) => n + 1);
      setBusy(false);
    }
  }

  const summary: ErrorSummaryItem[] = fields.filter((field) => errors[field]).map((field) => ({ fieldId: fieldId(field), message: errors[field]! }));
  return { errors, failure, busy, summary, summaryRef, submit };
}

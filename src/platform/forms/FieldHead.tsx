/**
 * What every labelled field shows above its control: the label, the optional hint and the error
 * (between label and control), and the aria-describedby ids that tie hint and error to the control.
 * Used by TextField and TextAreaField.
 */
import type { ReactNode } from "react";
import { FieldError } from "./FieldError";

/** The aria-describedby of a field's control: its hint, its error, then any extra ids. */
export function describedByOf(
  id: string,
  hint: ReactNode,
  error: string | undefined,
  extra?: string,
): string | undefined {
  return (
    [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined, extra].filter(Boolean).join(" ") || undefined
  );
}

export function FieldHead({
  id,
  label,
  hint,
  error,
  labelId,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  labelId?: string;
}) {
  return (
    <>
      <label className="field__label" htmlFor={id} id={labelId}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </>
  );
}

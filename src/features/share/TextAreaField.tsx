/** A labelled multi-line text field, like forms/TextField: hint and error tied to the textarea. */
import type { Ref, TextareaHTMLAttributes } from "react";
import { FieldError } from "../forms/FieldError";

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "value" | "onChange"> {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ id, name, label, value, onValueChange, error, hint, inputRef, rows = 4, ...rest }: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      <textarea
        {...rest}
        ref={inputRef}
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      />
    </div>
  );
}

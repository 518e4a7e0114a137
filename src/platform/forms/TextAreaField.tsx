/** A labelled multi-line text field, like forms/TextField: label, hint and error from forms/FieldHead, tied to the textarea. */
import type { Ref, TextareaHTMLAttributes } from "react";
import { describedByOf, FieldHead } from "./FieldHead";

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "name" | "value" | "onChange"
> {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  id,
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  inputRef,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <FieldHead id={id} label={label} hint={hint} error={error} />
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
        aria-describedby={describedByOf(id, hint, error)}
      />
    </div>
  );
}

/**
 * A labelled text input: label above, optional hint, the error between label and input (tied with
 * aria-describedby and aria-invalid). `after` renders next to the input (e.g. a show-password toggle).
 */
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { describedByOf, FieldHead } from "./FieldHead";

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "value" | "onChange" | "children"
> {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Dutch error text shown at the field. */
  error?: string;
  hint?: ReactNode;
  /** Marks the field invalid without its own error text (the text is elsewhere, e.g. a form alert). */
  invalid?: boolean;
  /** Extra ids for aria-describedby (e.g. a form-level alert that concerns this field). */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  after?: ReactNode;
}

export function TextField({
  id,
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  invalid,
  describedBy,
  inputRef,
  after,
  type = "text",
  className,
  ...inputProps
}: TextFieldProps) {
  const describedByIds = describedByOf(id, hint, error, describedBy);
  const isInvalid = Boolean(error) || Boolean(invalid);

  return (
    <div className={isInvalid ? "field field--invalid" : "field"}>
      <FieldHead id={id} label={label} hint={hint} error={error} labelId={`${id}-label`} />
      <div className="field__control">
        <input
          {...inputProps}
          ref={inputRef}
          id={id}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={className ? `field__input ${className}` : "field__input"}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedByIds}
        />
        {after}
      </div>
    </div>
  );
}

/**
 * A labelled text input: label above, optional hint, the error between label and input (tied with
 * aria-describedby and aria-invalid). `after` renders next to the input (e.g. a show-password toggle).
 */
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldError } from "./FieldError";

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value" | "onChange" | "children"> {
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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [hintId, errorId, describedBy].filter(Boolean).join(" ") || undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);

  return (
    <div className={isInvalid ? "field field--invalid" : "field"}>
      <label className="field__label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
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

/**
 * A large checkbox with its label beside it (label may contain links), its error above it and an
 * optional hint below it (may contain links), both tied to the checkbox with aria-describedby.
 */
import type { ReactNode, Ref } from "react";
import { FieldError } from "./FieldError";

export interface CheckboxFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function CheckboxField({
  id,
  name,
  label,
  checked,
  onCheckedChange,
  onBlur,
  error,
  hint,
  required,
  inputRef,
}: CheckboxFieldProps) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={error ? "field field--checkbox field--invalid" : "field field--checkbox"}>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      <div className="checkbox">
        <input
          ref={inputRef}
          className="checkbox__input"
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          required={required}
          onChange={(event) => onCheckedChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

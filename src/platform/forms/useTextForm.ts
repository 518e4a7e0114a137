/**
 * A form of required text fields: its values (starting from what the page already holds, see
 * useFieldValues.ts), its submit cycle (useFormSubmit.ts) and the props of each field.
 */
import type { Dispatch, SetStateAction } from "react";
import { useFieldValues } from "./useFieldValues";
import { useFormSubmit, type FormSubmit, type FormSubmitOptions } from "./useFormSubmit";

export type TextForm<F extends string> = {
  values: Record<F, string>;
  setValues: Dispatch<SetStateAction<Record<F, string>>>;
  form: FormSubmit<F>;
  /** The props of a required TextField (or PasswordField) for `name`. */
  field(name: F): {
    id: string;
    name: F;
    value: string;
    onValueChange: (value: string) => void;
    error: string | undefined;
    required: true;
  };
};

export function useTextForm<F extends string>(options: FormSubmitOptions<F>): TextForm<F> {
  const { fields, fieldId } = options;
  const [values, setValues] = useFieldValues(
    Object.fromEntries(fields.map((field) => [field, ""])) as Record<F, string>,
    fieldId,
  );
  const form = useFormSubmit(options);
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

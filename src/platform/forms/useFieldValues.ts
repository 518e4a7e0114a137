/**
 * Form values that start from what is already in the page. The static HTML of a form can be typed
 * in before React has hydrated it (a slow phone, or a reader island whose code loads when it is
 * reached); controlled inputs would then throw that text away on their first render. So when React
 * takes a form over, its state starts from the DOM: each field is found by its id (`fieldId`), and
 * its value is read as the type of the initial value (text, number, checkbox, radio group or
 * checkbox list in a fieldset with that id). Where the field is not in the DOM yet (a client-side
 * render, the build) the initial value stands.
 */
import { useState, type Dispatch, type SetStateAction } from "react";

export type FieldValue = string | number | boolean | ReadonlyArray<string | number>;

export function useFieldValues<V extends { [K in keyof V]: FieldValue }>(
  initial: V | (() => V),
  fieldId: (field: keyof V & string) => string,
): [V, Dispatch<SetStateAction<V>>] {
  return useState<V>(() => valuesInPage(typeof initial === "function" ? (initial as () => V)() : initial, fieldId));
}

/** `initial`, with every field that is in the DOM replaced by what the DOM holds. */
export function valuesInPage<V extends { [K in keyof V]: FieldValue }>(
  initial: V,
  fieldId: (field: keyof V & string) => string,
): V {
  if (typeof document === "undefined") return initial;
  const values = { ...initial };
  for (const field of Object.keys(initial) as Array<keyof V & string>) {
    const element = document.getElementById(fieldId(field));
    if (element) values[field] = domValue(element, initial[field]) as V[typeof field];
  }
  return values;
}

function domValue(element: HTMLElement, initial: FieldValue): FieldValue {
  if (element instanceof HTMLInputElement && element.type === "checkbox")
    return typeof initial === "boolean" ? element.checked : initial;
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  ) {
    return typeof initial === "number" ? Number(element.value) : element.value;
  }
  // A radio group or a list of checkboxes: a fieldset (or other container) with the field's id.
  const inputs = [...element.querySelectorAll<HTMLInputElement>("input[type=radio], input[type=checkbox]")];
  if (inputs.length === 0) return initial;
  const checked = inputs.filter((input) => input.checked).map((input) => input.value);
  if (Array.isArray(initial)) {
    const numbers =
      typeof initial[0] === "number" || (initial.length === 0 && checked.every((value) => /^\d+$/.test(value)));
    return numbers ? checked.map(Number) : checked;
  }
  const chosen = checked[0];
  if (chosen === undefined) return initial;
  return typeof initial === "number" ? Number(chosen) : chosen;
}

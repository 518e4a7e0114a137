/** The form-level text of a refused or failed send that has no field to go to. */
import type { ApiError } from "../../http";
import { INVALID_FORM } from "../../forms/useFormSubmit";
import { ct } from "../text";

export function failureText(failure: ApiError | null): string | null {
  if (!failure) return null;
  if (failure.code === INVALID_FORM) return failure.message;
  if (failure.code === "Unknown") return ct("errors.generic");
  return failure.status === 0 ? ct("errors.network") : failure.message;
}

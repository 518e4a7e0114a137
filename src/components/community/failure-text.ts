/** The form-level text of a refused or failed send that has no field to go to. */
import type { ApiError } from "../../platform/http";
import { INVALID_FORM } from "../../platform/forms/useFormSubmit";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export function failureText(failure: ApiError | null): string | null {
  if (!failure) return null;
  if (failure.code === INVALID_FORM) return failure.message;
  if (failure.code === "Unknown") return t("errors.generic");
  return failure.status === 0 ? t("errors.network") : failure.message;
}
